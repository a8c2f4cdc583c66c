/**
 * The player dialog of a video testimonial card: titled with the video's title, it starts
 * the video at once; the close button, Escape or a click outside closes it (which stops the
 * video: the player is in the page only while the dialog is open), and focus goes back to
 * the card. Loaded on demand by video-card.tsx.
 */
import React, { useId } from "react"
import { useAfterPaint } from "../../hooks/use-after-paint"
import { DialogClose, ModalDialog } from "../ui/modal-dialog"
import { VideoFacade } from "../embeds/video-facade"
import * as styles from "./video-card.module.css"

export type VideoDialogProps = {
  open: boolean
  onClose: () => void
  /** The card that opened the dialog: focus returns to it on close. */
  returnFocusTo: React.RefObject<HTMLElement>
  videoId: string
  title: string
  /** Who speaks, for screen readers. */
  description: string
  /**
   * The close button's name, and what shows in the dialog's place when it cannot load
   * (data/testimonials.json → videoGrid).
   */
  words: { closeLabel: string; playerUnavailable: string }
}

export default function VideoDialog({
  open,
  onClose,
  returnFocusTo,
  videoId,
  title,
  description,
  words,
}: VideoDialogProps) {
  const id = useId()
  // The player's frame, the costliest element to make, joins the dialog after the frame that
  // answered the tap (the dialog itself mounts with the tap), and leaves with the dialog.
  const playerShown = useAfterPaint(open, false)
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      closeOnOutsideClick
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
    >
      <div className={styles.dialogHeader}>
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {title}
        </h2>
        <DialogClose className={styles.close} aria-label={words.closeLabel}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </DialogClose>
      </div>
      <p id={`${id}-description`} className="visually-hidden">
        {description}
      </p>
      {open && playerShown ? <VideoFacade videoId={videoId} title={title} autoplay /> : null}
    </ModalDialog>
  )
}
