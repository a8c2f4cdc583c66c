import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { VideoCard } from "../../src/components/testimonials/video-card"
import { en as site } from "../../data/site.json"
import testimonials from "../../data/testimonials.json"

/** The cards' words as data/testimonials.json gives them. */
const WORDS = testimonials.videoGrid

const video = {
  person: { key: "tanya-brooks", name: "Tanya Brooks", role: "District Manager" },
  video: { youtubeId: "pW4nZc8HyEb", title: "Tanya Brooks Testimonial" },
}
const thumb = (size: string) => `${site.embeds.videoThumbnailOrigin}/vi/${video.video.youtubeId}/${size}.jpg`

describe("VideoCard", () => {
  it("shows the name and role on a button, and no player before it is chosen", () => {
    render(<VideoCard video={video} words={WORDS} />)
    const card = screen.getByRole("button", { name: /Tanya Brooks/ })
    expect(card).toHaveTextContent("District Manager")
    expect(card).toHaveAttribute("aria-haspopup", "dialog")
    expect(card).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(document.querySelector("iframe")).toBeNull()
  })

  it("leaves out the role line when the role is empty", () => {
    render(<VideoCard video={{ ...video, person: { ...video.person, role: "" } }} words={WORDS} />)
    expect(screen.getByRole("button", { name: /Tanya Brooks/ })).not.toHaveTextContent("Manager")
  })

  it("opens a dialog titled with the video's title with the player autoplaying, and closes on Escape", async () => {
    const user = userEvent.setup()
    render(<VideoCard video={video} words={WORDS} />)
    const card = screen.getByRole("button", { name: /Tanya Brooks/ })
    await user.click(card)
    // The player dialog loads on demand.
    const dialog = await screen.findByRole("dialog", { name: "Tanya Brooks Testimonial" })
    const frame = dialog.querySelector("iframe")
    expect(frame).not.toBeNull()
    expect(frame!.getAttribute("src")).toBe(
      `${site.embeds.videoPlayerOrigin}/embed/${video.video.youtubeId}?rel=0&modestbranding=1&autoplay=1`,
    )
    expect(frame).toHaveAttribute("title", "Tanya Brooks Testimonial")
    // Who speaks, from the data's sentence with the name and role filled in.
    expect(dialog).toHaveAccessibleDescription("Tanya Brooks, District Manager, talks about working with our agency.")
    expect(card).toHaveAccessibleName("Tanya Brooks District Manager : watch the video testimonial")
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    // Closing stops the video: the player leaves the page.
    expect(document.querySelector("iframe")).toBeNull()
    expect(card).toHaveFocus()
  })

  it("closes with its close button", async () => {
    const user = userEvent.setup()
    render(<VideoCard video={video} words={WORDS} />)
    await user.click(screen.getByRole("button", { name: /Tanya Brooks/ }))
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Close video" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("falls back to the smaller thumbnail, then to the local poster", () => {
    render(<VideoCard video={video} words={WORDS} />)
    const card = screen.getByRole("button", { name: /Tanya Brooks/ })
    const img = () => card.querySelector("img")
    expect(img()).toHaveAttribute("src", thumb("hqdefault"))
    act(() => {
      fireEvent.error(img()!)
    })
    expect(img()).toHaveAttribute("src", thumb("mqdefault"))
    act(() => {
      fireEvent.error(img()!)
    })
    expect(img()).toBeNull()
    // The poster (initials) is still there.
    expect(card).toHaveTextContent("TB")
  })

  it("waits for the card to come near the viewport before asking the video service for a thumbnail", () => {
    let callback: IntersectionObserverCallback = () => undefined
    const observe = jest.fn()
    const original = window.IntersectionObserver
    window.IntersectionObserver = jest.fn((cb: IntersectionObserverCallback) => {
      callback = cb
      return {
        observe,
        disconnect: jest.fn(),
        unobserve: jest.fn(),
        takeRecords: () => [],
        root: null,
        rootMargin: "",
        thresholds: [],
      }
    }) as unknown as typeof IntersectionObserver
    try {
      render(<VideoCard video={video} words={WORDS} />)
      const card = screen.getByRole("button", { name: /Tanya Brooks/ })
      expect(card.querySelector("img")).toBeNull()
      expect(observe).toHaveBeenCalledWith(card)
      act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
      expect(card.querySelector("img")).toHaveAttribute("src", thumb("hqdefault"))
    } finally {
      window.IntersectionObserver = original
    }
  })
})
