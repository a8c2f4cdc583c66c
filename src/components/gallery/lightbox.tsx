/**
 * Full-screen photo viewer, a modal dialog (the page behind is inert; Escape closes it);
 * focus returns to the featured photo that opened it. Loaded on demand by trip-gallery.tsx.
 * Arrows and swipes move through the photos, wrapping both ways; only the photo on screen
 * is loaded. A photo still on its way shows a shimmer; one that could not be fetched says so.
 */
import React, { useRef } from "react"
import { DialogClose, ModalDialog } from "../ui/modal-dialog"
import { Photo } from "./photo"
import type { GalleryPhoto } from "../../lib/photo-chunks"
import { fillTokens } from "../../lib/text"
import * as styles from "./lightbox.module.css"

export type LightboxProps = {
  /** The photo at `index`, or null while it has not arrived (or when closed). */
  photo: GalleryPhoto | null
  /** The photo at `index` could not be fetched. */
  failed: boolean
  /** Number of photos in the gallery. */
  total: number
  /** Photo on screen, or null when closed. */
  index: number | null
  tripName: string
  /** The gallery's words (data/incentives.json → gallery). */
  words: Queries.TripGalleryWordsFragment
  onClose: () => void
  onPrevious: () => void
  onNext: () => void
  onKey: (key: string) => void
  /** The featured photo button that opens the viewer: focus returns to it on close. */
  returnFocusTo: React.RefObject<HTMLElement>
}

/** Minimum horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 50

export default function Lightbox({
  photo,
  failed,
  total,
  index,
  tripName,
  words,
  onClose,
  onPrevious,
  onNext,
  onKey,
  returnFocusTo,
}: LightboxProps) {
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null)

  const onPointerDown = (e: React.PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return
    swipe.current = { id: e.pointerId, x: e.clientX, y: e.clientY }
  }
  const onPointerUp = (e: React.PointerEvent) => {
    const start = swipe.current
    swipe.current = null
    if (!start || start.id !== e.pointerId) return
    const dx = e.clientX - start.x
    const dy = e.clientY - start.y
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return
    if (dx < 0) onNext()
    else onPrevious()
  }

  return (
    <ModalDialog
      open={index !== null}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className={styles.viewer}
      aria-label={fillTokens(words.lightbox.label, { trip: tripName })}
      onKeyDown={(e) => {
        if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
          e.preventDefault()
          onKey(e.key)
        }
      }}
    >
      <div className={styles.topBar}>
        <p className={styles.counter} aria-live="polite" data-testid="lightbox-counter">
          {index === null
            ? ""
            : fillTokens(words.lightbox.counter, { number: String(index + 1), total: String(total) })}
        </p>
        <DialogClose className={styles.iconButton} aria-label={words.lightbox.close}>
          <span aria-hidden="true">×</span>
        </DialogClose>
      </div>
      <div
        className={styles.stage}
        data-testid="lightbox-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        {photo ? (
          <Photo key={photo.fileName} image={photo.large} alt={photo.alt} fitted sizes="100vw" />
        ) : index !== null ? (
          <span className={failed ? styles.failed : styles.pending} data-testid="lightbox-pending" />
        ) : null}
      </div>
      {[
        { label: words.lightbox.previous, sign: "‹", className: styles.previous, onClick: onPrevious },
        { label: words.lightbox.next, sign: "›", className: styles.next, onClick: onNext },
      ].map((b) => (
        <button
          key={b.label}
          type="button"
          className={`${styles.iconButton} ${b.className}`}
          onClick={b.onClick}
          aria-label={b.label}
          disabled={total < 2}
        >
          <span aria-hidden="true">{b.sign}</span>
        </button>
      ))}
      {photo ? <p className={styles.alt}>{photo.alt}</p> : null}
      {!photo && failed ? (
        <p className={styles.alt} role="alert">
          {words.photos.loadError}
        </p>
      ) : null}
    </ModalDialog>
  )
}
