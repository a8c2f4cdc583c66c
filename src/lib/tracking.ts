/**
 * The blueprint thank-you page's tracking: an external tracking script and the
 * ad pixel, each loaded only when its GATSBY_* variable is set and the visitor has not
 * opted out (Global Privacy Control, or the privacy policy's button). Nothing is requested otherwise, and a blocked script
 * never affects the page.
 */

import { readStorage, writeStorage } from "./safe-storage"

type PixelFn = ((...args: unknown[]) => void) & {
  queue?: unknown[][]
  callMethod?: (...args: unknown[]) => void
  loaded?: boolean
  version?: string
  push?: unknown
}

declare global {
  interface Window {
    fbq?: PixelFn
    _fbq?: PixelFn
  }
  interface Navigator {
    /** The Global Privacy Control signal: true when the visitor opts out of sale and sharing. */
    globalPrivacyControl?: boolean
  }
}

/** Where this browser keeps the visitor's opt-out made on the privacy page. */
export const OPT_OUT_STORAGE_KEY = "privacy_opt_out"

/**
 * Whether the visitor has opted out of the sale and sharing of their data from this
 * browser: by the Global Privacy Control signal, or by the opt-out button of the privacy
 * policy. The policy promises that such a browser gets no ad pixel and no tracking script.
 */
export function optsOutOfSharing(nav: Pick<Navigator, "globalPrivacyControl"> = navigator): boolean {
  return sendsGlobalPrivacyControl(nav) || readStorage("local", OPT_OUT_STORAGE_KEY) === "1"
}

/** Whether the browser sends the Global Privacy Control signal. */
export function sendsGlobalPrivacyControl(nav: Pick<Navigator, "globalPrivacyControl"> = navigator): boolean {
  return nav.globalPrivacyControl === true
}

/** Records the visitor's opt-out in this browser (kept until they clear the site's data). */
export function recordOptOut(): void {
  writeStorage("local", OPT_OUT_STORAGE_KEY, "1")
}

/** The ad pixel's script, and the origin its beacons go to (they decide the page's Content-Security-Policy). */
export const META_PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js"
export const META_PIXEL_ORIGIN = "https://www.facebook.com"

/** Adds an async script to <head> once (identified by its address). */
function addScriptOnce(src: string, marker: string): void {
  if (document.head.querySelector(`script[data-tracking="${marker}"]`)) return
  const script = document.createElement("script")
  script.src = src
  script.async = true
  script.dataset.tracking = marker
  script.onerror = () => console.warn(`Tracking script ${marker} could not be loaded`)
  document.head.appendChild(script)
}

/** Loads the external tracking script when one is configured. */
export function loadTrackingScript(url: string): void {
  if (!url) return
  addScriptOnce(url, "tracking")
}

/**
 * Loads the ad pixel when an id is configured and fires PageView, ViewContent and Lead.
 * Calls made before the library arrives are queued, as the vendor's own snippet does.
 */
export function loadMetaPixel(pixelId: string, events: string[] = ["PageView", "ViewContent", "Lead"]): void {
  if (!pixelId) return
  if (!window.fbq) {
    const fbq: PixelFn = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue?.push(args)
    }
    fbq.queue = []
    fbq.loaded = true
    fbq.version = "2.0"
    fbq.push = fbq
    window.fbq = fbq
    window._fbq = fbq
    addScriptOnce(META_PIXEL_SCRIPT, "pixel")
  }
  window.fbq("init", pixelId)
  for (const event of events) window.fbq("track", event)
}
