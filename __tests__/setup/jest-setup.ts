import "@testing-library/jest-dom"

// jsdom does not implement scrolling; the layout scrolls to the top on every route change.
if (typeof window !== "undefined") {
  Object.defineProperty(window, "scrollTo", { value: () => undefined, writable: true, configurable: true })
}

// jsdom has the <dialog> element but not its methods: open and close it as a browser does
// (the `open` attribute; a `close` event when it closes). Focus, Escape and inertness are
// checked in a real browser by the end-to-end tests.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return
    this.removeAttribute("open")
    this.dispatchEvent(new Event("close"))
  }
}
