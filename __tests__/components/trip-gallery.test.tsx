import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { TripGallery } from "../../src/components/gallery/trip-gallery"
import { PHOTO_LOAD_ERROR } from "../../src/lib/photo-chunks"
import { galleryPhotos } from "../fixtures/gallery-photos"
import { mockReducedMotion } from "../fixtures/reduced-motion"

const photos = (n: number) => galleryPhotos(n)

const current = () =>
  screen.getAllByRole("button", { name: /^Show photo/ }).find((b) => b.getAttribute("aria-current") === "true")

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("TripGallery", () => {
  it("shows the skeleton, with eight thumbnails, for one second, then advances every 4 seconds and wraps", () => {
    render(<TripGallery photos={photos(3)} total={3} chunkUrls={[]} tripName="Bahamas 2012" />)
    // The strip's placeholders fill a laptop's row, however few photos the trip has.
    expect(screen.getByTestId("gallery-skeleton").lastElementChild?.children).toHaveLength(8)
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
    render(<TripGallery photos={photos(3)} total={3} chunkUrls={[]} tripName="Bahamas 2012" />)
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
    render(<TripGallery photos={photos(4)} total={4} chunkUrls={[]} tripName="Bahamas 2012" />)
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
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }))
    act(() => jest.advanceTimersByTime(4000))
    expect(current()).toHaveAccessibleName("Show photo 4 of 4")
  })

  it("starts without the slideshow when the visitor prefers reduced motion; Play starts it", () => {
    const restore = mockReducedMotion(true)
    try {
      render(<TripGallery photos={photos(8)} total={8} chunkUrls={[]} tripName="Hawaii 2016" />)
      // Past the skeleton and two intervals: still the first photo.
      act(() => jest.advanceTimersByTime(1000 + 8000))
      expect(current()).toHaveAccessibleName("Show photo 1 of 8")
      expect(screen.queryByText("Auto")).not.toBeInTheDocument()
      fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }))
      act(() => jest.advanceTimersByTime(4000))
      expect(current()).toHaveAccessibleName("Show photo 2 of 8")
    } finally {
      restore()
    }
  })

  it("disables previous, next and Play/Pause with a single photo", () => {
    render(<TripGallery photos={photos(1)} total={1} chunkUrls={[]} tripName="Bahamas 2012" />)
    expect(screen.getByRole("button", { name: /Previous/ })).toBeDisabled()
    expect(screen.getByRole("button", { name: /Next/ })).toBeDisabled()
    expect(screen.getByRole("button", { name: /slideshow/ })).toBeDisabled()
    expect(screen.queryByText("Auto")).not.toBeInTheDocument()
  })

  it("opens the lightbox on the featured photo with an i / total counter that wraps, and hands focus back", async () => {
    render(<TripGallery photos={photos(3)} total={3} chunkUrls={[]} tripName="Bahamas 2012" />)
    const featured = screen.getByRole("button", { name: "Bahamas 2012, photo 1 of 3. Open full screen" })
    expect(featured).toHaveAttribute("aria-haspopup", "dialog")
    fireEvent.click(featured)
    // The viewer loads on demand.
    const dialog = await screen.findByRole("dialog")
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent("1 / 3")
    fireEvent.click(within(dialog).getByRole("button", { name: "Previous photo" }))
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent("3 / 3")
    fireEvent.keyDown(dialog, { key: "ArrowRight" })
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent("1 / 3")
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    // The viewer stays in the page, closed, and focus is back on the featured photo.
    expect(featured).toHaveFocus()
  })

  describe("a gallery larger than its first screen", () => {
    // 100 photos: 24 with the page, then chunks of 48 (24–71, 72–99).
    const all = photos(100)
    const urls = ["/static/trip-photos/t-1.a.json", "/static/trip-photos/t-2.b.json"]
    const chunk = (c: number) => {
      const start = 24 + c * 48
      return { start, photos: all.slice(start, Math.min(100, start + 48)) }
    }
    let fetchMock: jest.Mock
    let failing: Set<string>
    beforeEach(() => {
      failing = new Set()
      fetchMock = jest.fn(async (url: string) => {
        if (failing.has(url)) throw new TypeError("Failed to fetch")
        const c = urls.indexOf(url)
        return { ok: c >= 0, status: c >= 0 ? 200 : 404, json: async () => chunk(c) }
      })
      ;(globalThis as { fetch: unknown }).fetch = fetchMock
    })
    afterEach(() => {
      delete (globalThis as { fetch?: unknown }).fetch
    })
    const renderBig = () =>
      render(<TripGallery photos={all.slice(0, 24)} total={100} chunkUrls={urls} tripName="Bahamas 2012" />)
    /** Lets the mocked fetches resolve and React apply their results. */
    const settle = () => act(async () => {})

    it("lists every thumbnail, counts the total, and fetches the chunk of the previous photo (the last) first", async () => {
      renderBig()
      await settle()
      expect(screen.getAllByRole("button", { name: /^Show photo \d+ of 100$/ })).toHaveLength(100)
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([urls[1]])
      expect(screen.getByRole("button", { name: "Show photo 100 of 100" }).querySelector("img")).not.toBeNull()
      // Photo 50 is in a chunk nobody asked for yet: a placeholder, not an image.
      expect(screen.getByRole("button", { name: "Show photo 50 of 100" }).querySelector("img")).toBeNull()
    })

    it("shows a later photo once its chunk arrives, with its alt text and the lightbox counter", async () => {
      renderBig()
      await settle()
      fireEvent.click(screen.getByRole("button", { name: "Show photo 50 of 100" }))
      // Until the chunk is in, the featured photo is named by its place and shows no image.
      const pending = screen.getByRole("button", { name: "Photo 50 of 100. Open full screen" })
      expect(pending.querySelector("img")).toBeNull()
      await settle()
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([urls[1], urls[0]])
      const featured = screen.getByRole("button", { name: "Bahamas 2012, photo 50 of 100. Open full screen" })
      expect(featured.querySelector("img[src='/large-50.jpg']")).not.toBeNull()
      fireEvent.click(featured)
      const dialog = screen.getByRole("dialog")
      expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent("50 / 100")
      expect(within(dialog).getByText("Bahamas 2012, photo 50 of 100")).toBeInTheDocument()
      fireEvent.keyDown(dialog, { key: "ArrowRight" })
      expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent("51 / 100")
      expect(fetchMock).toHaveBeenCalledTimes(2)
    })

    it("says so when a chunk fails, and asks for it again on the next move", async () => {
      failing.add(urls[0])
      renderBig()
      await settle()
      fireEvent.click(screen.getByRole("button", { name: "Show photo 30 of 100" }))
      await settle()
      expect(screen.getByTestId("photo-load-error")).toHaveTextContent(PHOTO_LOAD_ERROR)
      expect(fetchMock.mock.calls.filter((c) => c[0] === urls[0])).toHaveLength(1)
      // No retry loop while the visitor stays.
      await settle()
      expect(fetchMock.mock.calls.filter((c) => c[0] === urls[0])).toHaveLength(1)
      failing.clear()
      fireEvent.click(screen.getByRole("button", { name: /Next/ }))
      await settle()
      expect(fetchMock.mock.calls.filter((c) => c[0] === urls[0])).toHaveLength(2)
      expect(screen.queryByTestId("photo-load-error")).not.toBeInTheDocument()
      expect(
        screen.getByRole("button", { name: "Bahamas 2012, photo 31 of 100. Open full screen" }).querySelector("img"),
      ).not.toBeNull()
    })

    it("treats a file that is not the chunk expected as a failure", async () => {
      fetchMock.mockImplementation(async () => ({
        ok: true,
        status: 200,
        json: async () => ({ start: 0, photos: [] }),
      }))
      renderBig()
      await settle()
      fireEvent.click(screen.getByRole("button", { name: "Show photo 99 of 100" }))
      await settle()
      expect(screen.getByTestId("photo-load-error")).toBeInTheDocument()
    })
  })
})
