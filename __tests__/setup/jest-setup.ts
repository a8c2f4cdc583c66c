import "@testing-library/jest-dom"
import { TextEncoder } from "util"

// React's server renderer, which gatsby-ssr.tsx imports, makes a TextEncoder as it loads;
// jsdom has none: Node's is given.
if (typeof globalThis.TextEncoder === "undefined") {
  globalThis.TextEncoder = TextEncoder as typeof globalThis.TextEncoder
}

// jsdom does not implement scrolling; the layout scrolls to the top on every route change.
if (typeof window !== "undefined") {
  Object.defineProperty(window, "scrollTo", { value: () => undefined, writable: true, configurable: true })
}

// jsdom has the <dialog> element but not its methods: open and close it as a browser does
// (the `open` attribute; a `close` event when it closes; Escape closes the modal dialog
// opened last unless its `cancel` event is cancelled). Focus and inertness are checked in
// a real browser by the end-to-end tests.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = []
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
    modals.push(this)
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return
    this.removeAttribute("open")
    modals.splice(modals.indexOf(this), 1)
    this.dispatchEvent(new Event("close"))
  }
  document.addEventListener("keydown", (event) => {
    const top = modals.at(-1)
    if (event.key !== "Escape" || event.defaultPrevented || !top?.isConnected) return
    if (top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close()
  })
}
