/**
 * Route changes jump, as the browser's own navigation does: Gatsby puts a new page at
 * the top and restores the exact position on Back and Forward. Smooth scrolling is meant
 * only for links to an anchor on the same page, so it is switched off while a route
 * changes and until the app has taken over the page (global.css reads data-route-change
 * and data-hydrated).
 */
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { PageLanguage } from "./src/hooks/use-language"
import { replayHeldTaps } from "./src/lib/early-input"
import { postJson } from "./src/lib/http"
import { retryWaiting, sendWaiting } from "./src/lib/outbox"

/** A request that could not be sent (src/lib/outbox.ts) is tried again by itself until it goes. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  retryWaiting(postJson)
}

/** A move between pages starts: smooth scrolling is off until it has landed (onRouteUpdate). */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = () => {
  document.documentElement.setAttribute("data-route-change", "")
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
  window.scrollTo({ left: 0, top, behavior: "instant" })
  return false
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  // On the visitor's next page, a request still waiting is sent again.
  if (prevLocation) void sendWaiting(postJson)
  // Gatsby scrolls during this commit; smooth scrolling returns once that has happened.
  window.requestAnimationFrame(() =>
    window.requestAnimationFrame(() => document.documentElement.removeAttribute("data-route-change")),
  )
}

/**
 * The page's bundles arrive after its first paint
 * (src/browser/inline-scripts/deferred-bundles.ts). Once the app has taken over the
 * server-rendered page, this replays the taps the head script held meanwhile
 * (src/lib/early-input.ts), a task later, after the updates in which the fields took up
 * what was typed before, so a replayed button reads it; then marks the document (smooth
 * scrolling returns). From the mark on, a tap reaches the app at once.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  window.setTimeout(() => {
    replayHeldTaps()
    document.documentElement.setAttribute("data-hydrated", "")
  }, 0)
  // A request left waiting on an earlier visit is sent again.
  void sendWaiting(postJson)
}

/** Each page within its language (its context's, src/hooks/use-language.tsx). */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageLanguage context={props.pageContext}>{element}</PageLanguage>
)
