import React from "react"
import { act, render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { TripGallery } from "../../src/components/gallery/trip-gallery"
import { galleryPhotos } from "../fixtures/gallery-photos"

// Counts how often each thumbnail renders (by its image's address; the featured photo's are /large-*).
const renders: string[] = []
jest.mock("../../src/components/gallery/photo", () => ({
  Photo: ({ image }: { image: IGatsbyImageData }) => {
    const src = image.images.fallback?.src ?? ""
    if (src.startsWith("/thumb-")) renders.push(src)
    return <img src={src} alt="" />
  },
}))

const photos = (n: number) => galleryPhotos(n, "Canada 2018")

beforeEach(() => {
  jest.useFakeTimers()
  renders.length = 0
})
afterEach(() => jest.useRealTimers())

describe("TripGallery's strip", () => {
  it("renders again only the two thumbnails a slideshow step changes", () => {
    render(<TripGallery photos={photos(24)} total={24} chunkUrls={[]} tripName="Canada 2018" />)
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.getAllByRole("button", { name: /^Show photo/ })).toHaveLength(24)
    renders.length = 0
    act(() => jest.advanceTimersByTime(4000))
    expect(screen.getByRole("button", { name: "Show photo 2 of 24" })).toHaveAttribute("aria-current", "true")
    expect(renders.sort()).toEqual(["/thumb-1.jpg", "/thumb-2.jpg"])
  })

  it("does not render the strip again when the skeleton goes", () => {
    render(<TripGallery photos={photos(24)} total={24} chunkUrls={[]} tripName="Canada 2018" />)
    renders.length = 0
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.queryByTestId("gallery-skeleton")).not.toBeInTheDocument()
    expect(renders).toEqual([])
  })
})
