/**
 * The inline script early in every page's <head> (gatsby-ssr.tsx): links the web app
 * manifest once the first paint is on screen, in place of the link gatsby-plugin-manifest
 * puts in the head, because Chrome fetches the manifest and its install icon as soon as
 * it sees the link, sharing a slow connection with the page's first paint.
 *
 * Browser code, compiled into an inline script by ./compile.ts.
 */
import { afterPaint } from "./after-paint"
import type { AfterPaintHeadConfig } from "./config"

/** Given by the build (`withConfig` in ./config.ts). */
declare const CONFIG: AfterPaintHeadConfig

afterPaint(() => {
  const link = document.createElement("link")
  link.rel = "manifest"
  link.crossOrigin = "anonymous"
  link.href = CONFIG.manifestHref
  document.head.appendChild(link)
})
