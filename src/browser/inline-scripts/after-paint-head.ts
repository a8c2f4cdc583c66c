/**
 * The inline script early in every page's <head> (gatsby-ssr.tsx):
 *  - first, takes an e-mail a campaign link put in the page's address out of it, before
 *    any bundle or tag can read the address (`moveEmailOutOfAddress`,
 *    src/lib/email-in-address.ts), and keeps it for the page that uses it;
 *  - holds the taps on the page's buttons made before the app takes over, for the app to
 *    replay (`holdTaps`, src/lib/early-input.ts);
 *  - links the web app manifest once the first paint is on screen, in place of the link
 *    gatsby-plugin-manifest puts in the head, because Chrome fetches the manifest and its
 *    install icon as soon as it sees the link, sharing a slow connection with the page's
 *    first paint.
 *
 * Browser code, compiled into an inline script by src/node/inline-scripts.ts.
 */
import { holdTaps } from "../../lib/early-input"
import { moveEmailOutOfAddress } from "../../lib/email-in-address"
import { afterPaint } from "./after-paint"
import type { AfterPaintHeadConfig } from "./config"

/** Given by the build (`withConfig` in ./config.ts). */
declare const CONFIG: AfterPaintHeadConfig

moveEmailOutOfAddress()
holdTaps()

const manifestHref = CONFIG.manifestHref
if (manifestHref) {
  afterPaint(() => {
    const link = document.createElement("link")
    link.rel = "manifest"
    link.crossOrigin = "anonymous"
    link.href = manifestHref
    document.head.appendChild(link)
  })
}
