/**
 * Resolves once the browser has drawn its next frame: for work a tap sets off that the
 * visitor does not see, such as a network send, so the tap's own answer reaches the
 * screen first. A frame callback runs just before its frame is drawn, so the work waits
 * one task more. A hidden page draws no frames: there it resolves at once, and should no
 * frame come within `fallbackMs` (the page hidden meanwhile) it resolves anyway.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") {
      resolve()
      return
    }
    const fallback = setTimeout(resolve, fallbackMs)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}
