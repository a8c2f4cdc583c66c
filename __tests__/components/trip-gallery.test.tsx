import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { TripGallery } from "../../src/components/gallery/trip-gallery"
import type { GalleryPhoto } from "../../src/components/gallery/types"

const image = (src: string, width: number): IGatsbyImageData => ({
  layout: "fixed",
  width,
  height: width,
  images: { fallback: { src, srcSet: `${src} 1x`, sizes: `${width}px` }, sources: [] },
})

const photos = (n: number): GalleryPhoto[] =>
  Array.from({ length: n }, (_, i) => ({
    fileName: `${i + 1}.jpg`,
    alt: `Bahamas 2012, photo ${i + 1} of ${n}`,
    large: image(`/large-${i + 1}.jpg`, 1200),
    thumb: image(`/thumb-${i + 1}.jpg`, 48),
  }))

const current = () =>
  screen.getAllByRole("button", { name: /^Show photo/ }).find((b) => b.getAttribute("aria-current") === "true")

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("TripGallery", () => {
  it("shows the skeleton for one second, then advances every 4 seconds and wraps", () => {
    render(<TripGallery photos={photos(3)} tripName="Bahamas 2012" />)
    expect(screen.getByTestId("gallery-skeleton")).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.queryByTestId("gallery-skeleton")).not.toBeInTheDocument()
    expect(screen.getByText("Auto")).toBeInTheDocument()
    expect(current()).toHaveAccessibleName("Show photo 1 of 3")
    act(() => jest.advanceTimersByTime(3000))
    expect(current()).toHaveAccessibleName("Show photo 2 of 3")
    act(() => jest.advanceTimersByTime(8000))
    expect(current()).toHaveAccessibleName("Show photo 1 of 3")
  })

  it("shows 'Auto' only while the slideshow advances: hidden while a mouse rests on the photo", () => {
    render(<TripGallery photos={photos(3)} tripName="Bahamas 2012" />)
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.getByText("Auto")).toBeInTheDocument()
    const featured = screen.getByRole("button", { name: "Bahamas 2012, photo 1 of 3. Open full screen" })
    // A mouse pointer moving onto and off the photo (jsdom has no PointerEvent, so the type is set by hand).
    const pointer = (type: "pointerover" | "pointerout") =>
      fireEvent(featured, Object.assign(new MouseEvent(type, { bubbles: true }), { pointerType: "mouse" }))
    pointer("pointerover")
    expect(screen.queryByText("Auto")).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(8000))
    expect(current()).toHaveAccessibleName("Show photo 1 of 3")
    pointer("pointerout")
    expect(screen.getByText("Auto")).toBeInTheDocument()
  })

  it("stops the slideshow on Next, a thumbnail or an arrow key, and Play resumes it", () => {
    render(<TripGallery photos={photos(4)} tripName="Bahamas 2012" />)
    fireEvent.click(screen.getByRole("button", { name: /Next/ }))
    expect(current()).toHaveAccessibleName("Show photo 2 of 4")
    expect(screen.queryByText("Auto")).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(9000))
    expect(current()).toHaveAccessibleName("Show photo 2 of 4")
    fireEvent.keyDown(window, { key: "ArrowLeft" })
    fireEvent.keyDown(window, { key: "ArrowLeft" })
    expect(current()).toHaveAccessibleName("Show photo 4 of 4")
    fireEvent.click(screen.getByRole("button", { name: "Show photo 3 of 4" }))
    expect(current()).toHaveAccessibleName("Show photo 3 of 4")
    fireEvent.click(screen.getByRole("button", { name: "Play Slideshow" }))
    act(() => jest.advanceTimersByTime(4000))
    expect(current()).toHaveAccessibleName("Show photo 4 of 4")
  })

  it("disables previous, next and Play/Pause with a single photo", () => {
    render(<TripGallery photos={photos(1)} tripName="Bahamas 2012" />)
    expect(screen.getByRole("button", { name: /Previous/ })).toBeDisabled()
    expect(screen.getByRole("button", { name: /Next/ })).toBeDisabled()
    expect(screen.getByRole("button", { name: /Slideshow/ })).toBeDisabled()
    expect(screen.queryByText("Auto")).not.toBeInTheDocument()
  })

  it("opens the lightbox on the featured photo with an i / total counter that wraps", () => {
    render(<TripGallery photos={photos(3)} tripName="Bahamas 2012" />)
    fireEvent.click(screen.getByRole("button", { name: "Bahamas 2012, photo 1 of 3. Open full screen" }))
    const dialog = screen.getByRole("dialog")
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent("1 / 3")
    fireEvent.click(within(dialog).getByRole("button", { name: "Previous photo" }))
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent("3 / 3")
    fireEvent.keyDown(dialog, { key: "ArrowRight" })
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent("1 / 3")
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})
