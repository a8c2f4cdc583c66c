/**
 * Route changes jump, as the browser's own navigation does: Gatsby puts a new page at
 * the top and restores the exact position on Back and Forward. Smooth scrolling is meant
 * only for links to an anchor on the same page, so it is switched off while a route
 * changes and until the app has taken over the page (global.css reads data-route-change
 * and data-hydrated).
 */
import type { GatsbyBrowser } from "gatsby"
import { covers } from "./src/lib/csp"
import { replayHeldTaps } from "./src/lib/early-input"

/** The third-party origins each page's policy allows, by path, from its page data (read as Gatsby prefetches it). */
const originsByPath = new Map<string, string>()

const pageDataUrl = (pathname: string) => {
  const bare = pathname.replace(/\/+$/, "")
  return `/page-data/${bare === "" ? "index" : bare.replace(/^\//, "")}/page-data.json`
}

/**
 * Gatsby's Link passes the address it links to, query included (`/thank-you-blueprint?dl=1`):
 * the page's data, and its policy, belong to the path alone.
 */
export const onPrefetchPathname: GatsbyBrowser["onPrefetchPathname"] = ({ pathname: address }) => {
  const pathname = address.split(/[?#]/)[0]
  if (originsByPath.has(pathname)) return
  fetch(pageDataUrl(pathname))
    .then((res) => (res.ok ? res.json() : null))
    .then((data: { result?: { pageContext?: { cspOrigins?: string } } } | null) => {
      const origins = data?.result?.pageContext?.cspOrigins
      if (origins !== undefined) originsByPath.set(pathname, origins)
    })
    .catch(() => undefined)
}

/** The origins the policy of the loaded document allows (the page it was loaded for). */
const documentOrigins = () =>
  document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("data-origins") ?? null

/**
 * Each page's Content-Security-Policy is fixed when its document loads. A move within the
 * app keeps it, so a move to a page that needs origins the current policy does not allow
 * (a page with a form, say), or whose needs are not known yet, loads that page as a
 * document of its own.
 */
function needsOwnDocument(pathname: string): boolean {
  const current = documentOrigins()
  if (!current) return false
  const next = originsByPath.get(pathname)
  return next === undefined || !covers(current, next)
}

/**
 * A click on a link to such a page never reaches Gatsby's router: the browser follows the
 * link itself, so the new document brings its own policy (and nothing is drawn under the
 * old one first).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // The page the document was loaded for is known at once: Back to it always stays in place,
  // even before Gatsby has prefetched its data again.
  const own = documentOrigins()
  if (own !== null) originsByPath.set(window.location.pathname, own)
  window.addEventListener(
    "click",
    (event) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return
      }
      const anchor = (event.target as Element | null)?.closest?.("a")
      if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return
      // A link with its own click handler (it records something, then moves on) decides for itself.
      if (anchor.hasAttribute("data-navigates-itself")) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      if (needsOwnDocument(url.pathname)) event.stopPropagation()
    },
    true,
  )
}

/** Moves started by code (not a plain link) that need their own document load the new address. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  // The first render of a document, or a move within the same page, keeps the document.
  const moving = prevLocation && prevLocation.pathname !== location.pathname
  if (moving && needsOwnDocument(location.pathname)) {
    window.location.assign(location.pathname + location.search + location.hash)
    return
  }
  document.documentElement.setAttribute("data-route-change", "")
  document.documentElement.removeAttribute("data-scroll-restored")
}

/**
 * The scroll of a move between pages is Gatsby's own (the top of a new page, the saved
 * position on Back and Forward), done here at once: a smooth glide is only for anchors,
 * and whether the stylesheet's smooth scrolling is off at the moment Gatsby scrolls
 * depends on when the new page commits. A link to an anchor is left to Gatsby.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  const location = routerProps.location
  if (location.hash) return true
  const saved = getSavedScrollPosition(location) as [number, number | null | undefined] | null
  const top = Number(saved?.[1]) || 0
  // A band of the page that has not been drawn yet counts as 600 px tall (section.module.css)
  // and takes its real height once drawn, which would move the content away from the saved
  // position. A page brought back to a saved position lays out every band at its real height
  // until the visitor leaves it (onPreRouteUpdate).
  if (top > 0) document.documentElement.setAttribute("data-scroll-restored", "")
  window.scrollTo({ left: 0, top, behavior: "instant" })
  return false
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  // Gatsby scrolls during this commit; smooth scrolling returns once that has happened.
  window.requestAnimationFrame(() =>
    window.requestAnimationFrame(() => document.documentElement.removeAttribute("data-route-change")),
  )
}

/**
 * The page's bundles arrive after its first paint
 * (src/node/inline-scripts/deferred-bundles.ts). Once the app has taken over the
 * server-rendered page, this marks the document (smooth scrolling returns) and replays
 * the taps the head script held meanwhile (src/lib/early-input.ts): a task later, after
 * the updates in which the fields took up what was typed before, so a replayed button
 * reads it.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "")
  window.setTimeout(() => replayHeldTaps(), 0)
}
