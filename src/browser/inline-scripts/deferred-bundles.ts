/**
 * When a page's JavaScript starts to download. Gatsby writes its bundles as `<script async>`
 * at the end of the body, so on a slow phone connection they share the bandwidth with the
 * page's own fonts and pictures before anything is drawn. The server-rendered page is
 * complete without them (links, text, pictures), so the build (src/node/post-build/
 * defer-bundles.ts) replaces those tags with this script, which adds the same bundles once
 * the browser reports the first contentful paint (./after-paint.ts): the visitor sees the
 * page first, and the page becomes interactive as soon as the bundles arrive.
 *
 * The bundles also wait for the whole stylesheet, linked at the end of the body (the head
 * holds only the rules of the page's own markup, src/node/post-build/page-styles.ts): what
 * the app draws once it runs (a gallery's skeleton, an open menu, a dialog) is styled by
 * rules only that file holds, and drawn before it, it would shift when the file arrives.
 *
 * Browser code, compiled into an inline script by src/node/inline-scripts.ts.
 */
import { afterPaint, once } from "./after-paint"
import type { DeferredBundlesConfig } from "./config"

/** Given by the build (`withConfig` in ./config.ts). */
declare const CONFIG: DeferredBundlesConfig

/**
 * Runs `run` once every stylesheet the page links has loaded or failed, after the parser
 * has seen them all; within three seconds whatever happens (a failed file reports no more).
 */
function whenStylesheetsIn(run: () => void): void {
  const go = once(run)
  const check = () => {
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    const pending = links.filter((link) => !link.sheet)
    let left = pending.length
    if (!left) return go()
    setTimeout(go, 3000)
    const one = () => {
      if (--left === 0) go()
    }
    pending.forEach((link) => {
      link.addEventListener("load", one)
      link.addEventListener("error", one)
    })
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", check)
  else check()
}

afterPaint(() => {
  whenStylesheetsIn(() => {
    CONFIG.bundles.forEach((src) => {
      const script = document.createElement("script")
      script.src = src
      script.async = true
      document.body.appendChild(script)
    })
  })
})
