import React from "react"
import { act, fireEvent, screen } from "@testing-library/react"
import { TripGallery } from "../../src/components/gallery/trip-gallery"
import incentives from "../../data/incentives.json"
import { galleryPhotos } from "../fixtures/gallery-photos"
import { renderGallery } from "../fixtures/gallery-words"

// The viewer's code cannot be fetched, as when the connection drops.
jest.mock("../../src/components/gallery/lightbox", () => {
  throw new Error("Failed to fetch dynamically imported module")
})

it("says the full-screen viewer could not be loaded, in the words of data/incentives.json", async () => {
  const words = incentives.gallery.photos
  renderGallery(<TripGallery photos={galleryPhotos(2)} total={2} chunkUrls={[]} tripName="Bahamas 2012" />)
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: `Bahamas 2012, photo 1 of 2. ${words.openFullScreen}` }))
  })
  expect(await screen.findByRole("alert")).toHaveTextContent(words.viewerUnavailable)
})
