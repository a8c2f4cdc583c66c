import React from "react"
import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Photo } from "../../src/components/gallery/photo"

const thumb: IGatsbyImageData = {
  layout: "fixed",
  width: 48,
  height: 48,
  backgroundColor: "#385878",
  images: {
    fallback: { src: "/static/a/b/1.jpg", srcSet: "/static/a/b/1.jpg 48w,\n/static/a/c/1.jpg 96w", sizes: "48px" },
    sources: [{ type: "image/webp", srcSet: "/static/a/b/1.webp 48w,\n/static/a/c/1.webp 96w", sizes: "48px" }],
  },
}

const large: IGatsbyImageData = {
  layout: "constrained",
  width: 1200,
  height: 800,
  placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
  images: {
    fallback: { src: "/static/d/e/1.jpg", srcSet: "/static/d/e/1.jpg 1200w", sizes: "(min-width: 1180px) 1148px" },
    sources: [{ type: "image/webp", srcSet: "/static/d/e/1.webp 1200w", sizes: "(min-width: 1180px) 1148px" }],
  },
}

describe("Photo", () => {
  it("draws a thumbnail as a lazy, fixed-size picture with its WebP source and dominant colour", () => {
    const { container } = render(<Photo image={thumb} alt="" loading="lazy" />)
    const source = container.querySelector("picture > source")
    expect(source).toHaveAttribute("type", "image/webp")
    expect(source).toHaveAttribute("srcset", thumb.images.sources?.[0].srcSet)
    const img = container.querySelector("picture > img")
    expect(img).toHaveAttribute("src", "/static/a/b/1.jpg")
    expect(img).toHaveAttribute("srcset", thumb.images.fallback?.srcSet)
    expect(img).toHaveAttribute("width", "48")
    expect(img).toHaveAttribute("height", "48")
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).toHaveAttribute("decoding", "async")
    expect(img).toHaveAttribute("alt", "")
    expect(img).toHaveStyle({ backgroundColor: "#385878" })
    // None of GatsbyImage's wrapper and placeholder element.
    expect(container.querySelector("[data-gatsby-image-wrapper]")).toBeNull()
    expect(container.querySelectorAll("img")).toHaveLength(1)
  })

  it("draws a large photo at once, on its blurred placeholder, at the width it is shown", () => {
    const { container } = render(<Photo image={large} alt="The group at the lake" sizes="100vw" />)
    const img = container.querySelector("picture > img")
    expect(img).toHaveAttribute("alt", "The group at the lake")
    expect(img).toHaveAttribute("loading", "eager")
    expect(img).toHaveAttribute("sizes", "100vw")
    expect(container.querySelector("picture > source")).toHaveAttribute("sizes", "100vw")
    expect((img as HTMLElement).style.backgroundImage).toContain("data:image/jpeg;base64,AAAA")
    expect(container.querySelectorAll("img")).toHaveLength(1)
  })
})
