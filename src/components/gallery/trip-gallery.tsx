/**
 * The trip gallery widget: featured photo with
 * its hover caption and 'Auto' indicator, thumbnail strip, previous/next/Play-Pause, the
 * first-load skeleton, the slideshow and the lightbox. All rules live in the pure
 * reducer of src/lib/gallery-state.ts; this component wires timers, pointer and keys.
 */
import React, { useEffect, useReducer, useRef } from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import {
  SKELETON_MS,
  SKELETON_THUMBS,
  SLIDESHOW_INTERVAL_MS,
  canNavigate,
  centredScrollLeft,
  galleryReducer,
  initialGalleryState,
  isAdvancing,
} from "../../lib/gallery-state"
import { buttonClass } from "../ui/button-link"
import { Lightbox } from "./lightbox"
import type { GalleryPhoto } from "./types"
import * as styles from "./trip-gallery.module.css"

type TripGalleryProps = {
  photos: GalleryPhoto[]
  /** "{destination} {year}", used in labels. */
  tripName: string
}

const prefersReducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches

function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))
}

export function TripGallery({ photos, tripName }: TripGalleryProps) {
  const [state, dispatch] = useReducer(galleryReducer, photos.length, initialGalleryState)
  const stripRef = useRef<HTMLUListElement>(null)
  const lightboxOpen = useRef(false)
  lightboxOpen.current = state.lightbox !== null
  const advancing = isAdvancing(state)
  const navigable = canNavigate(state)
  const total = photos.length

  // First load: the skeleton shows for one second; a visitor who asked for less motion
  // gets no slideshow.
  useEffect(() => {
    if (prefersReducedMotion()) dispatch({ type: "stopAutoplay" })
    const timer = window.setTimeout(() => dispatch({ type: "loaded" }), SKELETON_MS)
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

  if (total === 0) return null
  const current = photos[state.index]
  const caption = `Photo ${state.index + 1} of ${total}`

  return (
    <div className={styles.gallery} aria-busy={state.loading} data-loading={state.loading}>
      {state.loading ? <GallerySkeleton /> : null}
      <div className={styles.stage}>
        <div
          className={styles.frame}
          onPointerEnter={(e) => e.pointerType === "mouse" && dispatch({ type: "hover", over: true })}
          onPointerLeave={(e) => e.pointerType === "mouse" && dispatch({ type: "hover", over: false })}
        >
          <Lightbox
            photos={photos}
            index={state.lightbox}
            tripName={tripName}
            onOpenChange={(open) => dispatch({ type: open ? "openLightbox" : "closeLightbox" })}
            onPrevious={() => dispatch({ type: "lightboxPrevious" })}
            onNext={() => dispatch({ type: "lightboxNext" })}
            onKey={(key) => dispatch({ type: "key", key })}
          >
            <button type="button" className={styles.featuredButton} aria-label={`${current.alt}. Open full screen`}>
              <GatsbyImage
                key={current.fileName}
                image={current.large}
                alt=""
                className={styles.featuredImage}
                objectFit="contain"
                loading="eager"
              />
              <span className={styles.caption} aria-hidden="true">
                {caption}
              </span>
            </button>
          </Lightbox>
          {/* Only while the slideshow really moves on: not when paused by hover, the lightbox or Pause. */}
          {advancing ? (
            <span className={styles.auto} aria-hidden="true">
              Auto
            </span>
          ) : null}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {state.autoplay ? "" : `${caption}: ${current.alt}`}
        </p>
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={buttonClass("outline", styles.control)}
          onClick={() => dispatch({ type: "previous" })}
          disabled={!navigable}
        >
          <span aria-hidden="true">‹</span> Previous
        </button>
        <button
          type="button"
          className={buttonClass("secondary", `${styles.control} ${styles.playPause}`)}
          onClick={() => dispatch({ type: "toggleAutoplay" })}
          disabled={!navigable}
        >
          {state.autoplay ? "Pause Slideshow" : "Play Slideshow"}
        </button>
        <button
          type="button"
          className={buttonClass("outline", styles.control)}
          onClick={() => dispatch({ type: "next" })}
          disabled={!navigable}
        >
          Next <span aria-hidden="true">›</span>
        </button>
      </div>

      <ul ref={stripRef} className={styles.strip} aria-label={`${tripName} thumbnails`}>
        {photos.map((photo, i) => (
          <li key={photo.fileName} className={styles.thumbItem}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`Show photo ${i + 1} of ${total}`}
              aria-current={i === state.index ? "true" : undefined}
              onClick={() => dispatch({ type: "select", index: i })}
            >
              <GatsbyImage image={photo.thumb} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

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
