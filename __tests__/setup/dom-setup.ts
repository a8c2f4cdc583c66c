// The setup of every test file that runs in jsdom (jest-setup.ts loads it where there is a DOM).
import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"
import { TextEncoder } from "util"

// A `findBy…` or `waitFor` waits on the page's change, not on the clock: its limit only says
// when to give up. One second (the library's default) can pass before a render on a machine
// busy with other work (`npm test` builds the site beside the unit tests).
configure({ asyncUtilTimeout: 10_000 })

// React's server renderer, which gatsby-ssr.tsx imports, makes a TextEncoder as it loads;
// jsdom has none: Node's is given.
if (typeof globalThis.TextEncoder === "undefined") {
  globalThis.TextEncoder = TextEncoder as typeof globalThis.TextEncoder
}

// jsdom does not implement scrolling; the layout scrolls to the top on every route change.
Object.defineProperty(window, "scrollTo", { value: () => undefined, writable: true, configurable: true })

// jsdom has the <dialog> element but not its methods: open and close it as a browser does
// (the `open` attribute; a `close` event when it closes; Escape closes the modal dialog
// opened last unless its `cancel` event is cancelled). Focus and inertness are checked in
// a real browser by the end-to-end tests.
if (!HTMLDialogElement.prototype.showModal) {
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
