import type { RouteCheck } from "./types"

/** Routes of the foundation: home and the 404 cases (unknown paths, unknown trips, privacy and terms links). */
export const FOUNDATION_ROUTES: RouteCheck[] = [
  { path: "/", status: 200, h1: /final wishes|protect/i },
  { path: "/no-such-page", status: 404, h1: /Oops! Page not found/ },
  { path: "/privacy-policy", status: 404, h1: /Oops! Page not found/ },
  { path: "/terms-conditions", status: 404, h1: /Oops! Page not found/ },
]
