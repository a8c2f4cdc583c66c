/**
 * Route changes jump, as the browser's own navigation does: Gatsby puts a new page at
 * the top and restores the exact position on Back and Forward. Smooth scrolling is meant
 * only for links to an anchor on the same page, so it is switched off while a route
 * changes (global.css reads data-route-change).
 */
import type { GatsbyBrowser } from "gatsby"

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = () => {
  document.documentElement.setAttribute("data-route-change", "")
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  // Gatsby scrolls during this commit; smooth scrolling returns once that has happened.
  window.requestAnimationFrame(() =>
    window.requestAnimationFrame(() => document.documentElement.removeAttribute("data-route-change")),
  )
}
