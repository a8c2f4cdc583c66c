import "@testing-library/jest-dom"

// jsdom does not implement scrolling; the layout scrolls to the top on every route change.
if (typeof window !== "undefined") {
  Object.defineProperty(window, "scrollTo", { value: () => undefined, writable: true, configurable: true })
}
