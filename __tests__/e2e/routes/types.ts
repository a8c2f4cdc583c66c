export type RouteCheck = {
  path: string
  status: 200 | 404
  /** The page's one h1 (text or pattern). */
  h1: string | RegExp
}
