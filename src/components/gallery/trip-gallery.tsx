/**
 * The trip gallery widget: featured photo with
 * its hover caption and slideshow badge, thumbnail strip, previous/next/Play-Pause, the
 * first-load skeleton, the slideshow and the lightbox. All rules live in the pure
 * reducer of src/lib/gallery-state.ts; this component wires timers, pointer and keys.
 * The page brings the first screen of photos; the others arrive in chunks
 * (src/hooks/use-photo-chunks.ts) as the visitor comes near them. Until its photo is in,
 * the featured photo shows the skeleton's shimmer and a thumbnail a still placeholder.
 */
import React, {
  Suspense,
  createContext,
  memo,
  startTransition,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react"
import { graphql } from "gatsby"
import { Photo } from "./photo"
import {
  SKELETON_MS,
  SKELETON_THUMBS,
  SLIDESHOW_INTERVAL_MS,
  THUMB_STEP_PX,
  canNavigate,
  centredScrollLeft,
  galleryReducer,
  initialGalleryState,
  type GalleryAction,
  isAdvancing,
} from "../../lib/gallery-state"
import { visibleThumbs, withNeighbours, type GalleryPhoto } from "../../lib/photo-chunks"
import { fillTokens } from "../../lib/text"
import { prefersReducedMotion } from "../../lib/reduced-motion"
import { usePhotoChunks } from "../../hooks/use-photo-chunks"
import { buttonClass } from "../ui/button-link"
import { onDemand } from "../ui/on-demand"

/**
 * The full-screen viewer loads when the visitor points at or focuses the featured photo,
 * at the latest on the click that opens it.
 */
const { Component: Lightbox, prefetch: prefetchLightbox } = onDemand(
  () => import("./lightbox"),
  function ViewerUnavailable({ words }: LightboxProps) {
    return (
      <p role="alert" className={styles.loadError}>
        {words.photos.viewerUnavailable}
      </p>
    )
  },
)
import * as styles from "./trip-gallery.module.css"
import type { LightboxProps } from "./lightbox"

/** The gallery's words (data/incentives.json → gallery.photos and gallery.lightbox). */
export type GalleryWords = Queries.TripGalleryWordsFragment

/**
 * The gallery's words, given by the trip page's template (which queries them) to the
 * gallery it renders inside the page.
 */
export const GalleryWordsContext = createContext<GalleryWords | null>(null)

function useGalleryWords(): GalleryWords {
  const words = useContext(GalleryWordsContext)
  if (!words) throw new Error("TripGallery needs its words: render it inside GalleryWordsContext")
  return words
}

/** "Photo {number} of {total}" and the like, with the photo's place (counted from 1) filled in. */
const numbered = (text: string, index: number, total: number) =>
  fillTokens(text, { number: String(index + 1), total: String(total) })

type TripGalleryProps = {
  /** The photos sent with the page: the first screen (FIRST_SCREEN_PHOTOS), or all of a small trip. */
  photos: GalleryPhoto[]
  /** Number of photos in the gallery (Trip.photoCount). */
  total: number
  /** Addresses of the chunks holding the photos after the first screen, in order. */
  chunkUrls: readonly string[]
  /** "{destination} {year}", used in labels. */
  tripName: string
}

function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))
}

export function TripGallery({ photos, total, chunkUrls, tripName }: TripGalleryProps) {
  const allWords = useGalleryWords()
  const words = allWords.photos
  const [state, dispatch] = useReducer(galleryReducer, total, initialGalleryState)
  const stripRef = useRef<HTMLUListElement>(null)
  const lightboxOpen = useRef(false)
  const featuredRef = useRef<HTMLButtonElement>(null)
  // Once opened, the viewer stays mounted (closed), so closing it can hand focus back.
  const [lightboxUsed, setLightboxUsed] = useState(false)
  lightboxOpen.current = state.lightbox !== null
  const advancing = isAdvancing(state)
  const navigable = canNavigate(state)
  const { photoAt, failedAt, request } = usePhotoChunks(photos, chunkUrls, total)
  // The served HTML lists the thumbnails of the photos it carries; the browser lists them all.
  // Work that nobody waits for (the rest of the strip, the end of the skeleton) is a
  // transition: React renders it in slices between the visitor's clicks and keys.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])

  // First load: the skeleton shows for one second; a visitor who asked for less motion
  // gets no slideshow.
  useEffect(() => {
    if (prefersReducedMotion()) dispatch({ type: "stopAutoplay" })
    const timer = window.setTimeout(() => startTransition(() => dispatch({ type: "loaded" })), SKELETON_MS)
    return () => window.clearTimeout(timer)
  }, [])

  useEffect(() => {
    if (!advancing) return undefined
    const timer = window.setInterval(() => dispatch({ type: "tick" }), SLIDESHOW_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [advancing])

  // Left/right arrows move the featured photo when no lightbox is open (the lightbox
  // handles its own keys).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (lightboxOpen.current || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) return
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return
      event.preventDefault()
      dispatch({ type: "key", key: event.key })
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [])

  // Keep the current thumbnail centred in the strip without scrolling the page.
  useEffect(() => {
    const strip = stripRef.current
    if (!strip || typeof strip.scrollTo !== "function") return
    strip.scrollTo({
      left: centredScrollLeft(state.index, strip.clientWidth, strip.scrollWidth),
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    })
  }, [state.index])

  // The photos on screen and those one step away, in the gallery and in the lightbox.
  useEffect(() => {
    const lightbox = state.lightbox === null ? [] : withNeighbours(state.lightbox, total)
    request([...withNeighbours(state.index, total), ...lightbox])
  }, [state.index, state.lightbox, total, request])

  // The thumbnails in view in the strip, as it scrolls (by hand or to follow the photo).
  const requestVisibleThumbs = () => {
    const strip = stripRef.current
    if (strip) request(visibleThumbs(strip.scrollLeft, strip.clientWidth, total, THUMB_STEP_PX))
  }

  if (total === 0) return null
  const current = photoAt(state.index)
  const failed = !current && failedAt(state.index)
  const caption = numbered(words.caption, state.index, total)
  const lightboxPhoto = state.lightbox === null ? null : photoAt(state.lightbox)
  const thumbCount = hydrated ? total : Math.min(total, photos.length)

  return (
    <div className={styles.gallery} aria-busy={state.loading} data-loading={state.loading}>
      {state.loading ? <GallerySkeleton /> : null}
      <div className={styles.stage}>
        <div
          className={styles.frame}
          onPointerEnter={(e) => e.pointerType === "mouse" && dispatch({ type: "hover", over: true })}
          onPointerLeave={(e) => e.pointerType === "mouse" && dispatch({ type: "hover", over: false })}
        >
          <button
            ref={featuredRef}
            type="button"
            className={styles.featuredButton}
            aria-haspopup="dialog"
            aria-expanded={state.lightbox !== null}
            onPointerEnter={prefetchLightbox}
            onFocus={prefetchLightbox}
            onClick={() => {
              setLightboxUsed(true)
              dispatch({ type: "openLightbox" })
            }}
            aria-label={`${current?.alt ?? caption}. ${words.openFullScreen}`}
          >
            {current ? (
              <Photo key={current.fileName} image={current.large} alt="" fitted />
            ) : (
              <span className={failed ? styles.featuredFailed : styles.featuredPending} />
            )}
            <span className={styles.caption} aria-hidden="true">
              {caption}
            </span>
          </button>
          {lightboxUsed ? (
            <Suspense fallback={null}>
              <Lightbox
                photo={lightboxPhoto}
                failed={state.lightbox !== null && !lightboxPhoto && failedAt(state.lightbox)}
                total={total}
                index={state.lightbox}
                tripName={tripName}
                words={allWords}
                returnFocusTo={featuredRef}
                onClose={() => dispatch({ type: "closeLightbox" })}
                onPrevious={() => dispatch({ type: "lightboxPrevious" })}
                onNext={() => dispatch({ type: "lightboxNext" })}
                onKey={(key) => dispatch({ type: "key", key })}
              />
            </Suspense>
          ) : null}
          {failed ? (
            <p className={styles.loadError} role="status" data-testid="photo-load-error">
              {words.loadError}
            </p>
          ) : null}
          {/* Only while the slideshow really moves on: not when paused by hover, the lightbox or Pause. */}
          {advancing ? (
            <span className={styles.auto} aria-hidden="true">
              {words.auto}
            </span>
          ) : null}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {state.autoplay ? "" : `${caption}: ${current?.alt ?? (failed ? words.loadError : words.loading)}`}
        </p>
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={buttonClass("outline", styles.control)}
          onClick={() => dispatch({ type: "previous" })}
          disabled={!navigable}
        >
          <span aria-hidden="true">‹</span> {words.previous}
        </button>
        <button
          type="button"
          className={buttonClass("secondary", `${styles.control} ${styles.playPause}`)}
          onClick={() => dispatch({ type: "toggleAutoplay" })}
          disabled={!navigable}
        >
          {state.autoplay ? words.pause : words.play}
        </button>
        <button
          type="button"
          className={buttonClass("outline", styles.control)}
          onClick={() => dispatch({ type: "next" })}
          disabled={!navigable}
        >
          {words.next} <span aria-hidden="true">›</span>
        </button>
      </div>

      <ul
        ref={stripRef}
        className={styles.strip}
        aria-label={fillTokens(words.thumbnails, { trip: tripName })}
        onScroll={requestVisibleThumbs}
      >
        {Array.from({ length: thumbCount }, (_, i) => (
          <ThumbButton
            key={i}
            index={i}
            label={numbered(words.thumbnail, i, total)}
            photo={photoAt(i)}
            current={i === state.index}
            dispatch={dispatch}
          />
        ))}
      </ul>
    </div>
  )
}

type ThumbButtonProps = {
  index: number
  /** What screen readers call the button ("Show photo 3 of 72"). */
  label: string
  /** The photo, or null while its chunk is on its way. */
  photo: GalleryPhoto | null
  current: boolean
  dispatch: React.Dispatch<GalleryAction>
}

/**
 * One button of the strip. Memoised: a slideshow step or a chunk's arrival changes two
 * or a few dozen of a trip's thumbnails, and only those render again, not the whole strip.
 */
const ThumbButton = memo(function ThumbButton({ index, label, photo, current, dispatch }: ThumbButtonProps) {
  return (
    <li className={styles.thumbItem}>
      <button
        type="button"
        className={styles.thumb}
        aria-label={label}
        aria-current={current ? "true" : undefined}
        onClick={() => dispatch({ type: "select", index })}
      >
        {photo ? (
          <Photo key={photo.fileName} image={photo.thumb} alt="" className={styles.thumbImage} loading="lazy" />
        ) : (
          <span className={styles.thumbPending} />
        )}
      </button>
    </li>
  )
})

function GallerySkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="gallery-skeleton">
      <div className={styles.skeletonFeatured} />
      <div className={styles.skeletonControls} />
      <div className={styles.skeletonStrip}>
        {Array.from({ length: SKELETON_THUMBS }, (_, i) => (
          <div key={i} className={styles.skeletonThumb} />
        ))}
      </div>
    </div>
  )
}

export const query = graphql`
  fragment TripGalleryWords on IncentivesGallery {
    photos {
      caption
      openFullScreen
      auto
      previous
      next
      play
      pause
      thumbnails
      thumbnail
      loading
      loadError
      viewerUnavailable
    }
    lightbox {
      label
      counter
      close
      previous
      next
    }
  }
`
