/**
 * Whether the visitor asked for less motion (the operating system's setting, read through
 * `prefers-reduced-motion`). Read when motion is about to start (a scroll, a spin, a
 * slideshow), so a change of the setting counts from the next one. False where there is no
 * `matchMedia` (the server render, older browsers).
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
}
