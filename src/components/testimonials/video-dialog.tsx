/**
 * The player dialog of a video testimonial card: titled with the video's title, it starts
 * the video at once; the close button, Escape or a click outside closes it, and focus
 * goes back to the card. Loaded on demand by video-card.tsx.
 */
import React from "react"
import * as Dialog from "@radix-ui/react-dialog"
import { VideoFacade } from "../embeds/video-facade"
import * as styles from "./video-card.module.css"

type VideoDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The card that opened the dialog: focus returns to it on close. */
  returnFocusTo: React.RefObject<HTMLElement>
  videoId: string
  title: string
  /** Who speaks, for screen readers. */
  description: string
}

export default function VideoDialog({
  open,
  onOpenChange,
  returnFocusTo,
  videoId,
  title,
  description,
}: VideoDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close video">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">{description}</Dialog.Description>
          <VideoFacade videoId={videoId} title={title} autoplay />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
