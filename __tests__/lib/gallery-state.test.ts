import {
  canNavigate,
  centredScrollLeft,
  galleryReducer,
  initialGalleryState,
  isAdvancing,
  wrapIndex,
  type GalleryAction,
  type GalleryState,
} from "../../src/lib/gallery-state"

const run = (state: GalleryState, ...actions: GalleryAction[]) => actions.reduce(galleryReducer, state)

describe("gallery state", () => {
  it("starts on the first photo, slideshow on, skeleton showing, no lightbox", () => {
    expect(initialGalleryState(72)).toEqual({
      count: 72,
      index: 0,
      lightbox: null,
      autoplay: true,
      hovered: false,
      loading: true,
    })
  })

  it("autoplay ticks advance one photo and wrap from the last to the first", () => {
    let s = initialGalleryState(3)
    s = run(s, { type: "tick" })
    expect(s.index).toBe(1)
    s = run(s, { type: "tick" }, { type: "tick" })
    expect(s.index).toBe(0)
    expect(s.autoplay).toBe(true)
  })

  it("hovering pauses the slideshow and leaving resumes it", () => {
    let s = run(initialGalleryState(5), { type: "hover", over: true })
    expect(isAdvancing(s)).toBe(false)
    expect(run(s, { type: "tick" }).index).toBe(0)
    s = run(s, { type: "hover", over: false }, { type: "tick" })
    expect(s.index).toBe(1)
  })

  it("manual next, previous and thumbnail choice stop the slideshow", () => {
    const s = initialGalleryState(5)
    expect(run(s, { type: "next" })).toMatchObject({ index: 1, autoplay: false })
    expect(run(s, { type: "previous" })).toMatchObject({ index: 4, autoplay: false })
    expect(run(s, { type: "select", index: 3 })).toMatchObject({ index: 3, autoplay: false })
    expect(run(s, { type: "select", index: 9 })).toBe(s)
    expect(run(s, { type: "next" }, { type: "tick" }).index).toBe(1)
  })

  it("Play/Pause toggles the slideshow", () => {
    const paused = run(initialGalleryState(4), { type: "toggleAutoplay" })
    expect(paused.autoplay).toBe(false)
    expect(run(paused, { type: "toggleAutoplay" }).autoplay).toBe(true)
  })

  it("arrow keys move the featured photo and stop autoplay when no lightbox is open", () => {
    const s = initialGalleryState(4)
    expect(run(s, { type: "key", key: "ArrowRight" })).toMatchObject({ index: 1, autoplay: false })
    expect(run(s, { type: "key", key: "ArrowLeft" })).toMatchObject({ index: 3, autoplay: false })
    expect(run(s, { type: "key", key: "Enter" })).toBe(s)
  })

  it("in the lightbox, arrows move the lightbox photo (wrapping both ways) and Escape closes it", () => {
    let s = run(initialGalleryState(3), { type: "select", index: 2 }, { type: "openLightbox" })
    expect(s.lightbox).toBe(2)
    s = run(s, { type: "key", key: "ArrowRight" })
    expect(s).toMatchObject({ lightbox: 0, index: 2 })
    s = run(s, { type: "key", key: "ArrowLeft" }, { type: "lightboxPrevious" })
    expect(s.lightbox).toBe(1)
    s = run(s, { type: "lightboxNext" }, { type: "lightboxNext" })
    expect(s.lightbox).toBe(0)
    expect(run(s, { type: "key", key: "Escape" }).lightbox).toBeNull()
    expect(run(s, { type: "closeLightbox" }).lightbox).toBeNull()
  })

  it("the slideshow waits while the lightbox is open", () => {
    const s = run(initialGalleryState(3), { type: "openLightbox" }, { type: "tick" })
    expect(s.index).toBe(0)
  })

  it("with one photo or none, navigation and the slideshow are off", () => {
    for (const count of [0, 1]) {
      const s = initialGalleryState(count)
      expect(canNavigate(s)).toBe(false)
      expect(s.autoplay).toBe(false)
      expect(run(s, { type: "next" }, { type: "previous" }, { type: "tick" }, { type: "toggleAutoplay" })).toEqual(s)
    }
    expect(run(initialGalleryState(0), { type: "openLightbox" }).lightbox).toBeNull()
  })

  it("the skeleton ends once; reduced motion stops the slideshow", () => {
    const s = run(initialGalleryState(3), { type: "loaded" })
    expect(s.loading).toBe(false)
    expect(run(s, { type: "loaded" })).toBe(s)
    expect(run(s, { type: "stopAutoplay" }).autoplay).toBe(false)
  })

  it("wraps indexes both ways", () => {
    expect(wrapIndex(0, -1, 5)).toBe(4)
    expect(wrapIndex(4, 1, 5)).toBe(0)
    expect(wrapIndex(2, 7, 5)).toBe(4)
    expect(wrapIndex(0, 1, 0)).toBe(0)
  })

  it("centres the current thumbnail in the strip, clamped to its scroll range", () => {
    // 72 thumbnails at 56 px steps (last one 48 px): 71 * 56 + 48 = 4024 px.
    expect(centredScrollLeft(0, 400, 4024)).toBe(0)
    expect(centredScrollLeft(10, 400, 4024)).toBe(10 * 56 + 24 - 200)
    expect(centredScrollLeft(71, 400, 4024)).toBe(4024 - 400)
    expect(centredScrollLeft(3, 800, 440)).toBe(0)
  })
})
