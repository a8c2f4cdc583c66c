/**
 * Every route the site must answer, with its status and main heading. The route checks
 * (routes.e2e.ts) run over this one list, so each page added to the site is added here.
 */
export type RouteCheck = {
  path: string
  status: 200 | 404
  /** The page's one h1 (text or pattern). */
  h1: string | RegExp
}

export const ROUTES: RouteCheck[] = [
  { path: "/", status: 200, h1: /final wishes|protect/i },
  { path: "/no-such-page", status: 404, h1: /Oops! Page not found/ },
  { path: "/privacy-policy", status: 404, h1: /Oops! Page not found/ },
  { path: "/terms-conditions", status: 404, h1: /Oops! Page not found/ },
]
