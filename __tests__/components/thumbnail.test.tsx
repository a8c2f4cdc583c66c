import React from "react"
import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Thumbnail } from "../../src/components/gallery/thumbnail"

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

describe("Thumbnail", () => {
  it("draws the image data as a lazy, fixed-size picture with its WebP source and dominant colour", () => {
    const { container } = render(<Thumbnail image={thumb} />)
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
    // None of GatsbyImage's wrapper and placeholder: a 48-px square needs neither.
    expect(container.querySelector("[data-gatsby-image-wrapper]")).toBeNull()
  })
})
