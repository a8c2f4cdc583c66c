/**
 * State of a trip gallery as a pure reducer, so the
 * slideshow rules are testable without timers or a browser: the component only
 * dispatches ticks, clicks, hovers and keys.
 */

/** Slideshow interval. */
export const SLIDESHOW_INTERVAL_MS = 4000
/** How long the skeleton shows at first load. */
export const SKELETON_MS = 1000
/** Skeleton thumbnails shown while loading. */
export const SKELETON_THUMBS = 8
/** Distance between thumbnail starts in the strip (48 px thumbnail + 8 px gap). */
export const THUMB_STEP_PX = 56
const THUMB_SIZE_PX = 48

export type GalleryState = {
  /** Number of photos. */
  count: number
  /** Featured photo (0-based). */
  index: number
  /** Photo shown in the lightbox, or null when it is closed. */
  lightbox: number | null
  /** Slideshow mode: on at start, off after manual navigation or Pause. */
  autoplay: boolean
  /** Pointer is over the featured photo: the slideshow waits. */
  hovered: boolean
  /** First-load skeleton showing. */
  loading: boolean
}

export type GalleryAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "select"; index: number }
  | { type: "tick" }
  | { type: "toggleAutoplay" }
  | { type: "stopAutoplay" }
  | { type: "hover"; over: boolean }
  | { type: "loaded" }
  | { type: "openLightbox" }
  | { type: "closeLightbox" }
  | { type: "lightboxNext" }
  | { type: "lightboxPrevious" }
  | { type: "key"; key: string }

/** `i + step` wrapped into 0..count-1. */
export function wrapIndex(i: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((i + step) % count) + count) % count
}

export function initialGalleryState(count: number): GalleryState {
  return { count, index: 0, lightbox: null, autoplay: count > 1, hovered: false, loading: true }
}

/** Previous, next and Play/Pause only make sense with two photos or more. */
export function canNavigate(state: GalleryState): boolean {
  return state.count > 1
}

/** True while the slideshow is actually advancing. */
export function isAdvancing(state: GalleryState): boolean {
  return state.autoplay && !state.hovered && state.lightbox === null && state.count > 1
}

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  const moveFeatured = (step: number): GalleryState =>
    canNavigate(state) ? { ...state, index: wrapIndex(state.index, step, state.count), autoplay: false } : state
  const moveLightbox = (step: number): GalleryState =>
    state.lightbox === null ? state : { ...state, lightbox: wrapIndex(state.lightbox, step, state.count) }

  switch (action.type) {
    case "next":
      return moveFeatured(1)
    case "previous":
      return moveFeatured(-1)
    case "select":
      if (action.index < 0 || action.index >= state.count) return state
      return { ...state, index: action.index, autoplay: false }
    case "tick":
      return isAdvancing(state) ? { ...state, index: wrapIndex(state.index, 1, state.count) } : state
    case "toggleAutoplay":
      return canNavigate(state) ? { ...state, autoplay: !state.autoplay } : state
    case "stopAutoplay":
      return state.autoplay ? { ...state, autoplay: false } : state
    case "hover":
      return state.hovered === action.over ? state : { ...state, hovered: action.over }
    case "loaded":
      return state.loading ? { ...state, loading: false } : state
    case "openLightbox":
      return state.count > 0 ? { ...state, lightbox: state.index } : state
    case "closeLightbox":
      return state.lightbox === null ? state : { ...state, lightbox: null }
    case "lightboxNext":
      return moveLightbox(1)
    case "lightboxPrevious":
      return moveLightbox(-1)
    case "key":
      if (state.lightbox !== null) {
        if (action.key === "ArrowRight") return moveLightbox(1)
        if (action.key === "ArrowLeft") return moveLightbox(-1)
        if (action.key === "Escape") return { ...state, lightbox: null }
        return state
      }
      if (action.key === "ArrowRight") return moveFeatured(1)
      if (action.key === "ArrowLeft") return moveFeatured(-1)
      return state
    default:
      return state
  }
}

/**
 * scrollLeft that centres thumbnail `index` in a strip `viewport` px wide, clamped to the
 * strip's scroll range (`scrollWidth - viewport`).
 */
export function centredScrollLeft(
  index: number,
  viewport: number,
  scrollWidth: number,
  step = THUMB_STEP_PX,
  thumb = THUMB_SIZE_PX,
): number {
  const max = Math.max(0, scrollWidth - viewport)
  const target = index * step + thumb / 2 - viewport / 2
  return Math.round(Math.min(max, Math.max(0, target)))
}
