/**
 * A modal dialog on the browser's own `<dialog>`. `showModal()` puts it above the page in
 * the top layer, makes the page behind inert (neither focus nor clicks reach it) and closes
 * it on Escape; the page does not scroll behind it (modal-dialog.module.css). However it
 * closes (Escape, a close button, `open` turning false), focus goes back to `returnFocusTo` and `onClose` runs once.
 *
 * Why not a dialog library: opening and closing one changed the body's own styles (pointer
 * events, scroll lock) and added and removed a stylesheet, and each of those restyles every
 * element of the page. The browser's modal dialog restyles the page once per change.
 *
 * It suits a dialog that covers the whole screen with its own opaque background (the
 * lightbox). The video player's dialog, which dims the page behind it, stays on Radix
 * Dialog: headless Chromium paints neither a translucent top-layer dialog nor its
 * `::backdrop` over the page's fixed top bar.
 */
import React, { useLayoutEffect, useRef } from "react"
import * as styles from "./modal-dialog.module.css"

type ModalDialogProps = {
  open: boolean
  onClose: () => void
  /** What had focus before the dialog opened (what opened it): focus returns to it on close. */
  returnFocusTo: React.RefObject<HTMLElement>
  className?: string
  children: React.ReactNode
} & Pick<React.DialogHTMLAttributes<HTMLDialogElement>, "aria-labelledby" | "aria-describedby" | "onKeyDown">

export function ModalDialog({ open, onClose, returnFocusTo, className, children, ...rest }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={`${styles.modal} ${className ?? ""}`}
      onClose={() => {
        returnFocusTo.current?.focus()
        onClose()
      }}
      {...rest}
    >
      {children}
    </dialog>
  )
}

/** A button that closes the dialog it is in. */
export function DialogClose(props: Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onClick">) {
  return <button type="button" {...props} onClick={(event) => event.currentTarget.closest("dialog")?.close()} />
}
