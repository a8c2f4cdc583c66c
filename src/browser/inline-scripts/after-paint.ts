/**
 * The moment both inline scripts wait for: the first contentful paint, as the browser
 * reports it. "Reports" matters: a frame callback runs before its frame reaches the
 * screen, and the paint is only on screen (and timed) a little later, so work started
 * from a frame callback could still compete with the first paint. The paint-timing entry
 * arrives after the frame is shown. Where paint timing is missing, the next frame after a
 * frame callback stands in for it, and a page that reports no paint within three seconds
 * goes on anyway. A page opened in a background tab never paints until it is shown, so
 * there `run` runs at once.
 *
 * Browser code: bundled into each inline script by src/node/inline-scripts.ts, never imported by Node.
 */

/** `run` as a function that runs it the first time it is called, and does nothing after. */
export function once(run: () => void): () => void {
  let done = false
  return () => {
    if (!done) {
      done = true
      run()
    }
  }
}

/** Runs `run` once, as soon as the browser reports the first contentful paint (see above). */
export function afterPaint(run: () => void): void {
  const go = once(run)
  const soon = () => {
    setTimeout(go, 0)
  }
  if (document.visibilityState === "hidden" || typeof requestAnimationFrame !== "function") return go()
  setTimeout(go, 3000)
  // Missing in older browsers, whatever the DOM types say.
  const Observer: typeof PerformanceObserver | undefined = window.PerformanceObserver
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf("paint") >= 0) {
    new Observer((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect()
        soon()
      }
    }).observe({ type: "paint", buffered: true })
  } else {
    requestAnimationFrame(() => {
      requestAnimationFrame(soon)
    })
  }
}
