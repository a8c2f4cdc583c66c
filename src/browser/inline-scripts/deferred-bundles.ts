/**
 * When a page's JavaScript starts to download. Gatsby writes its bundles as `<script async>`
 * at the end of the body, so on a slow phone connection they share the bandwidth with the
 * page's own fonts and pictures before anything is drawn. The server-rendered page is
 * complete without them (links, text, pictures), so the build (src/node/post-build/
 * defer-bundles.ts) replaces those tags with this script, which adds the same bundles once
 * the browser reports the first contentful paint (./after-paint.ts): the visitor sees the
 * page first, and the page becomes interactive as soon as the bundles arrive.
 *
 * Browser code, compiled into an inline script by src/node/inline-scripts.ts.
 */
import { afterPaint } from "./after-paint"
import type { DeferredBundlesConfig } from "./config"

/** Given by the build (`withConfig` in ./config.ts). */
declare const CONFIG: DeferredBundlesConfig

afterPaint(() => {
  CONFIG.bundles.forEach((src) => {
    const script = document.createElement("script")
    script.src = src
    script.async = true
    document.body.appendChild(script)
  })
})
