/**
 * Route changes jump, as the browser's own navigation does: Gatsby puts a new page at
 * the top and restores the exact position on Back and Forward. Smooth scrolling is meant
 * only for links to an anchor on the same page, so it is switched off while a route
 * changes (global.css reads data-route-change).
 */
import type { GatsbyBrowser } from "gatsby"
import { covers } from "./src/lib/csp"

type Loader = { loadPageSync?: (path: string) => { json?: { pageContext?: { cspOrigins?: string } } } | undefined }

/**
 * Each page's Content-Security-Policy is fixed when its document loads. A move within the
 * app keeps it, so a move to a page that needs origins the current policy does not allow
 * (a page with a form, say) loads that page as a document of its own.
 */
function needsOwnDocument(pathname: string): boolean {
  const current = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("data-origins")
  const loader = (window as unknown as { ___loader?: Loader }).___loader
  const next = loader?.loadPageSync?.(pathname)?.json?.pageContext?.cspOrigins
  return Boolean(current && next && !covers(current, next))
}

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location }) => {
  if (needsOwnDocument(location.pathname)) {
    window.location.assign(location.pathname + location.search + location.hash)
    return
  }
  document.documentElement.setAttribute("data-route-change", "")
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  if (needsOwnDocument(location.pathname)) {
    window.location.reload()
    return
  }
  // Gatsby scrolls during this commit; smooth scrolling returns once that has happened.
  window.requestAnimationFrame(() =>
    window.requestAnimationFrame(() => document.documentElement.removeAttribute("data-route-change")),
  )
}
