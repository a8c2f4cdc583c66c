import React from "react"
import { act, fireEvent, screen, within } from "@testing-library/react"
import { TripGallery } from "../../src/components/gallery/trip-gallery"
import incentives from "../../data/incentives.json"
import { galleryPhotos } from "../fixtures/gallery-photos"
import { mockReducedMotion } from "../fixtures/reduced-motion"
import { renderGallery } from "../fixtures/gallery-words"

const photos = (n: number) => galleryPhotos(n)

// The words the gallery shows, as data/incentives.json writes them.
const words = incentives.gallery.photos
const lightbox = incentives.gallery.lightbox
const numbered = (text: string, number: number, total: number) =>
  text.replace("{number}", String(number)).replace("{total}", String(total))
const showPhoto = (number: number, total: number) => numbered(words.thumbnail, number, total)
const openFullScreen = (name: string) => `${name}. ${words.openFullScreen}`
const slideshowButton = () => screen.getByRole("button", { name: new RegExp(`^(${words.play}|${words.pause})$`) })

const current = () => screen.getAllByRole("button").find((b) => b.getAttribute("aria-current") === "true")

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("TripGallery", () => {
  it("shows the skeleton, with eight thumbnails, for one second, then advances every 4 seconds and wraps", () => {
    renderGallery(<TripGallery photos={photos(3)} total={3} chunkUrls={[]} tripName="Bahamas 2012" />)
    // The strip's placeholders fill a laptop's row, however few photos the trip has.
    expect(screen.getByTestId("gallery-skeleton").lastElementChild?.children).toHaveLength(8)
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.queryByTestId("gallery-skeleton")).not.toBeInTheDocument()
    expect(screen.getByText(words.auto)).toBeInTheDocument()
    expect(current()).toHaveAccessibleName(showPhoto(1, 3))
    act(() => jest.advanceTimersByTime(3000))
    expect(current()).toHaveAccessibleName(showPhoto(2, 3))
    act(() => jest.advanceTimersByTime(8000))
    expect(current()).toHaveAccessibleName(showPhoto(1, 3))
  })

  it("shows 'Auto' only while the slideshow advances: hidden while a mouse rests on the photo", () => {
    renderGallery(<TripGallery photos={photos(3)} total={3} chunkUrls={[]} tripName="Bahamas 2012" />)
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.getByText(words.auto)).toBeInTheDocument()
    const featured = screen.getByRole("button", { name: openFullScreen("Bahamas 2012, photo 1 of 3") })
    // A mouse pointer moving onto and off the photo (jsdom has no PointerEvent, so the type is set by hand).
    const pointer = (type: "pointerover" | "pointerout") =>
      fireEvent(featured, Object.assign(new MouseEvent(type, { bubbles: true }), { pointerType: "mouse" }))
    pointer("pointerover")
    expect(screen.queryByText(words.auto)).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(8000))
    expect(current()).toHaveAccessibleName(showPhoto(1, 3))
    pointer("pointerout")
    expect(screen.getByText(words.auto)).toBeInTheDocument()
  })

  it("stops the slideshow on Next, a thumbnail or an arrow key, and Play resumes it", () => {
    renderGallery(<TripGallery photos={photos(4)} total={4} chunkUrls={[]} tripName="Bahamas 2012" />)
    fireEvent.click(screen.getByRole("button", { name: words.next }))
    expect(current()).toHaveAccessibleName(showPhoto(2, 4))
    expect(screen.queryByText(words.auto)).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(9000))
    expect(current()).toHaveAccessibleName(showPhoto(2, 4))
    fireEvent.keyDown(window, { key: "ArrowLeft" })
    fireEvent.keyDown(window, { key: "ArrowLeft" })
    expect(current()).toHaveAccessibleName(showPhoto(4, 4))
    fireEvent.click(screen.getByRole("button", { name: showPhoto(3, 4) }))
    expect(current()).toHaveAccessibleName(showPhoto(3, 4))
    fireEvent.click(screen.getByRole("button", { name: words.play }))
    act(() => jest.advanceTimersByTime(4000))
    expect(current()).toHaveAccessibleName(showPhoto(4, 4))
  })

  it("starts without the slideshow when the visitor prefers reduced motion; Play starts it", () => {
    const restore = mockReducedMotion(true)
    try {
      renderGallery(<TripGallery photos={photos(8)} total={8} chunkUrls={[]} tripName="Hawaii 2016" />)
      // Past the skeleton and two intervals: still the first photo.
      act(() => jest.advanceTimersByTime(1000 + 8000))
      expect(current()).toHaveAccessibleName(showPhoto(1, 8))
      expect(screen.queryByText(words.auto)).not.toBeInTheDocument()
      fireEvent.click(screen.getByRole("button", { name: words.play }))
      act(() => jest.advanceTimersByTime(4000))
      expect(current()).toHaveAccessibleName(showPhoto(2, 8))
    } finally {
      restore()
    }
  })

  it("disables previous, next and Play/Pause with a single photo", () => {
    renderGallery(<TripGallery photos={photos(1)} total={1} chunkUrls={[]} tripName="Bahamas 2012" />)
    expect(screen.getByRole("button", { name: words.previous })).toBeDisabled()
    expect(screen.getByRole("button", { name: words.next })).toBeDisabled()
    expect(slideshowButton()).toBeDisabled()
    expect(screen.queryByText(words.auto)).not.toBeInTheDocument()
  })

  it("opens the lightbox on the featured photo with an i / total counter that wraps, and hands focus back", async () => {
    renderGallery(<TripGallery photos={photos(3)} total={3} chunkUrls={[]} tripName="Bahamas 2012" />)
    const featured = screen.getByRole("button", { name: openFullScreen("Bahamas 2012, photo 1 of 3") })
    expect(featured).toHaveAttribute("aria-haspopup", "dialog")
    fireEvent.click(featured)
    // The viewer loads on demand.
    const dialog = await screen.findByRole("dialog")
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent(numbered(lightbox.counter, 1, 3))
    fireEvent.click(within(dialog).getByRole("button", { name: lightbox.previous }))
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent(numbered(lightbox.counter, 3, 3))
    fireEvent.keyDown(dialog, { key: "ArrowRight" })
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent(numbered(lightbox.counter, 1, 3))
    fireEvent.click(within(dialog).getByRole("button", { name: lightbox.close }))
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
      renderGallery(<TripGallery photos={all.slice(0, 24)} total={100} chunkUrls={urls} tripName="Bahamas 2012" />)
    /** Lets the mocked fetches resolve and React apply their results. */
    const settle = () => act(async () => {})

    it("lists every thumbnail, counts the total, and fetches the chunk of the previous photo (the last) first", async () => {
      renderBig()
      await settle()
      const strip = screen.getByRole("list", { name: words.thumbnails.replace("{trip}", "Bahamas 2012") })
      expect(within(strip).getAllByRole("button")).toHaveLength(100)
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([urls[1]])
      expect(screen.getByRole("button", { name: showPhoto(100, 100) }).querySelector("img")).not.toBeNull()
      // Photo 50 is in a chunk nobody asked for yet: a placeholder, not an image.
      expect(screen.getByRole("button", { name: showPhoto(50, 100) }).querySelector("img")).toBeNull()
    })

    it("shows a later photo once its chunk arrives, with its alt text and the lightbox counter", async () => {
      renderBig()
      await settle()
      fireEvent.click(screen.getByRole("button", { name: showPhoto(50, 100) }))
      // Until the chunk is in, the featured photo is named by its place and shows no image.
      const pending = screen.getByRole("button", { name: openFullScreen(numbered(words.caption, 50, 100)) })
      expect(pending.querySelector("img")).toBeNull()
      await settle()
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([urls[1], urls[0]])
      const featured = screen.getByRole("button", { name: openFullScreen("Bahamas 2012, photo 50 of 100") })
      expect(featured.querySelector("img[src='/large-50.jpg']")).not.toBeNull()
      fireEvent.click(featured)
      const dialog = screen.getByRole("dialog")
      expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent(numbered(lightbox.counter, 50, 100))
      expect(within(dialog).getByText("Bahamas 2012, photo 50 of 100")).toBeInTheDocument()
      fireEvent.keyDown(dialog, { key: "ArrowRight" })
      expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent(numbered(lightbox.counter, 51, 100))
      expect(fetchMock).toHaveBeenCalledTimes(2)
    })

    it("says so when a chunk fails, and asks for it again on the next move", async () => {
      failing.add(urls[0])
      renderBig()
      await settle()
      fireEvent.click(screen.getByRole("button", { name: showPhoto(30, 100) }))
      await settle()
      expect(screen.getByTestId("photo-load-error")).toHaveTextContent(words.loadError)
      expect(fetchMock.mock.calls.filter((c) => c[0] === urls[0])).toHaveLength(1)
      // No retry loop while the visitor stays.
      await settle()
      expect(fetchMock.mock.calls.filter((c) => c[0] === urls[0])).toHaveLength(1)
      failing.clear()
      fireEvent.click(screen.getByRole("button", { name: words.next }))
      await settle()
      expect(fetchMock.mock.calls.filter((c) => c[0] === urls[0])).toHaveLength(2)
      expect(screen.queryByTestId("photo-load-error")).not.toBeInTheDocument()
      expect(
        screen.getByRole("button", { name: openFullScreen("Bahamas 2012, photo 31 of 100") }).querySelector("img"),
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
      fireEvent.click(screen.getByRole("button", { name: showPhoto(99, 100) }))
      await settle()
      expect(screen.getByTestId("photo-load-error")).toBeInTheDocument()
    })
  })
})

describe("TripGallery's words come from data/incentives.json", () => {
  it("shows the words an editor changed, with the photo's place and the trip filled in", async () => {
    const changed = {
      ...incentives.gallery,
      photos: {
        ...words,
        thumbnail: "Go to {number} of {total}",
        thumbnails: "Small photos of {trip}",
        play: "Start",
        next: "Forward",
      },
      lightbox: { ...lightbox, counter: "{number} of {total}", close: "Shut" },
    }
    renderGallery(<TripGallery photos={photos(3)} total={3} chunkUrls={[]} tripName="Bahamas 2012" />, changed)
    act(() => jest.advanceTimersByTime(1000))
    fireEvent.click(screen.getByRole("button", { name: "Forward" }))
    expect(screen.getByRole("button", { name: "Start" })).toBeInTheDocument()
    const strip = screen.getByRole("list", { name: "Small photos of Bahamas 2012" })
    expect(within(strip).getByRole("button", { name: "Go to 2 of 3" })).toHaveAttribute("aria-current", "true")
    fireEvent.click(screen.getByRole("button", { name: openFullScreen("Bahamas 2012, photo 2 of 3") }))
    const dialog = await screen.findByRole("dialog")
    expect(within(dialog).getByTestId("lightbox-counter")).toHaveTextContent("2 of 3")
    expect(within(dialog).getByRole("button", { name: "Shut" })).toBeInTheDocument()
  })
})
