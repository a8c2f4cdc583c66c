/**
 * The inline script early in every page's <head> (gatsby-ssr.tsx), for what waits for the
 * first paint besides the bundles: the site's typefaces, and the web app manifest, which
 * Chrome fetches with its install icon as soon as it sees the link.
 *
 * Until the typefaces are on, every text is drawn in a local font resized to the same
 * space, so on a phone the fonts are not fetched before the first paint and a slow
 * connection spends its first bytes on the page itself. Right after it, the faces of
 * `CONFIG.faces` are fetched (`document.fonts.load` changes nothing on the page) and
 * switched on once they are in: the page is laid out again in its final faces only, not
 * once for the switch and again when the files arrive. The switch goes block by block,
 * one block a frame from the top (the header, each section of <main>, the footer), and
 * <html> last: on a long page, restyling and laying out every text at once is a task
 * long enough to hold back a tap on a slow phone. Nothing moves when they swap in. A wide
 * screen (`CONFIG.wideScreen`), and a visitor whose browser already holds the font files
 * (remembered in localStorage once they have loaded), get them from the first paint.
 *
 * Browser code, compiled into an inline script by ./compile.ts.
 */
import { afterPaint } from "./after-paint"
import type { AfterPaintHeadConfig } from "./config"

/** Given by the build (`withConfig` in ./config.ts). */
declare const CONFIG: AfterPaintHeadConfig

const root = document.documentElement
let held = false

function fontsOn(): void {
  root.classList.add(CONFIG.className)
}

/** The page's blocks in order: <main>'s siblings, with <main> replaced by its children. */
function blocks(): Element[] {
  const main = document.querySelector("main")
  const list: Element[] = []
  if (!main || !main.parentNode) return list
  Array.from(main.parentNode.children).forEach((child) => {
    if (child === main) list.push(...Array.from(main.children))
    else list.push(child)
  })
  return list
}

/** Turns the faces on one block a frame, then calls `done`. */
function stepwise(done: () => void): void {
  const list = blocks()
  let i = 0
  const next = () => {
    if (i < list.length) {
      list[i++].classList.add(CONFIG.className)
      requestAnimationFrame(next)
    } else done()
  }
  next()
}

try {
  held = !!localStorage.getItem(CONFIG.className)
} catch {
  // Storage blocked: the faces load after the first paint, as on a first visit.
}
if (held || (window.matchMedia && window.matchMedia(CONFIG.wideScreen).matches)) fontsOn()

afterPaint(() => {
  if (CONFIG.manifestHref) {
    const link = document.createElement("link")
    link.rel = "manifest"
    link.crossOrigin = "anonymous"
    link.href = CONFIG.manifestHref
    document.head.appendChild(link)
  }
  // Missing in older browsers, whatever the DOM types say.
  const fonts: FontFaceSet | undefined = document.fonts
  if (held) return
  if (!fonts || !fonts.load) return fontsOn()
  Promise.all(CONFIG.faces.map((face) => fonts.load(face))).then((loaded) => {
    stepwise(fontsOn)
    if (loaded.every((faces) => faces.length > 0)) {
      try {
        localStorage.setItem(CONFIG.className, "1")
      } catch {
        // Not remembered: the next page waits for the first paint again.
      }
    }
  }, fontsOn)
})
