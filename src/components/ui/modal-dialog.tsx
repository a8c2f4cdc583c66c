/**
 * A modal dialog on the browser's own `<dialog>`. `showModal()` puts it above the page in
 * the top layer, makes the page behind inert (neither focus nor clicks reach it) and closes
 * it on Escape; the page does not scroll behind it (modal-dialog.module.css). However it
 * closes (Escape, a close button, `open` turning false, a click outside when asked for),
 * focus goes back to `returnFocusTo` and `onClose` runs once.
 *
 * Why not a dialog library: opening and closing one changed the body's own styles (pointer
 * events, scroll lock) and added and removed a stylesheet, and each of those restyles every
 * element of the page. The browser's modal dialog restyles the page once per change.
 *
 * That one restyle is still the costliest step of opening a dialog on a slow phone, so it
 * comes after the tap's own paint: the dialog opens and closes in an effect, which Preact
 * runs once the frame that answered the tap has been drawn.
 */
import React, { useEffect, useRef } from "react"
import * as styles from "./modal-dialog.module.css"

type ModalDialogProps = {
  open: boolean
  onClose: () => void
  /** What had focus before the dialog opened (what opened it): focus returns to it on close. */
  returnFocusTo: React.RefObject<HTMLElement>
  /** A click on the backdrop around the dialog closes it. */
  closeOnOutsideClick?: boolean
  className?: string
  children: React.ReactNode
} & Pick<
  React.DialogHTMLAttributes<HTMLDialogElement>,
  "aria-label" | "aria-labelledby" | "aria-describedby" | "onKeyDown"
>

export function ModalDialog({
  open,
  onClose,
  returnFocusTo,
  closeOnOutsideClick = false,
  className,
  children,
  ...rest
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  }, [open])

  const onClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop reaches the dialog element itself, outside its box.
    if (!closeOnOutsideClick || event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) event.currentTarget.close()
  }

  return (
    // A click on the backdrop is a pointer's way to do what Escape does from the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`${styles.modal} ${className ?? ""}`}
      onClose={() => {
        returnFocusTo.current?.focus()
        onClose()
      }}
      onClick={onClick}
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
