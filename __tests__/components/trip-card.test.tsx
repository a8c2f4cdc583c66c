import React from "react"
import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { TripCard } from "../../src/components/gallery/trip-card"

const cover: IGatsbyImageData = {
  layout: "constrained",
  width: 400,
  height: 267,
  placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
  images: {
    fallback: {
      src: "/static/c/1.jpg",
      srcSet: "/static/c/1.jpg 320w,\n/static/c/2.jpg 400w",
      sizes: "(min-width: 400px) 400px, 100vw",
    },
    sources: [
      {
        type: "image/webp",
        srcSet: "/static/c/1.webp 320w,\n/static/c/2.webp 400w",
        sizes: "(min-width: 400px) 400px, 100vw",
      },
    ],
  },
}

const trip = {
  tripId: "hawaii-2016",
  path: "/agent-incentives/hawaii-2016",
  destination: "Hawaii",
  year: 2016,
  photoCount: 12,
  stats: { location: "Maui" },
  cover: { childImageSharp: { gatsbyImageData: cover } },
} as unknown as Queries.TripCardFragment

describe("TripCard", () => {
  it("draws its cover as a plain, lazily loaded picture with every width the build made", () => {
    const { container } = render(<TripCard trip={trip} linkLabel="View Gallery" />)
    const img = container.querySelector("picture > img")
    expect(img).toHaveAttribute("src", "/static/c/1.jpg")
    expect(img).toHaveAttribute("srcset", cover.images.fallback?.srcSet)
    expect(img).toHaveAttribute("sizes", cover.images.fallback?.sizes)
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).toHaveAttribute("alt", "")
    expect(container.querySelector("picture > source")).toHaveAttribute("srcset", cover.images.sources?.[0].srcSet)
    // Nothing of GatsbyImage's lazy markup, whose img and sources carry their files in data-* only.
    expect(container.querySelector("[data-src], [data-srcset], [data-gatsby-image-wrapper]")).toBeNull()
    expect(container.querySelectorAll("img")).toHaveLength(1)
  })
})
