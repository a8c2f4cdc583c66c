import React from "react"
import { act, screen, within } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { TripGallery } from "../../src/components/gallery/trip-gallery"
import { galleryPhotos } from "../fixtures/gallery-photos"
import { renderGallery } from "../fixtures/gallery-words"
import incentives from "../../data/incentives.json"

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
    renderGallery(<TripGallery photos={photos(24)} total={24} chunkUrls={[]} tripName="Canada 2018" />)
    act(() => jest.advanceTimersByTime(1000))
    const { thumbnails, thumbnail } = incentives.gallery.photos
    const strip = screen.getByRole("list", { name: thumbnails.replace("{trip}", "Canada 2018") })
    expect(within(strip).getAllByRole("button")).toHaveLength(24)
    renders.length = 0
    act(() => jest.advanceTimersByTime(4000))
    const second = thumbnail.replace("{number}", "2").replace("{total}", "24")
    expect(screen.getByRole("button", { name: second })).toHaveAttribute("aria-current", "true")
    expect(renders.sort()).toEqual(["/thumb-1.jpg", "/thumb-2.jpg"])
  })

  it("does not render the strip again when the skeleton goes", () => {
    renderGallery(<TripGallery photos={photos(24)} total={24} chunkUrls={[]} tripName="Canada 2018" />)
    renders.length = 0
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.queryByTestId("gallery-skeleton")).not.toBeInTheDocument()
    expect(renders).toEqual([])
  })
})
