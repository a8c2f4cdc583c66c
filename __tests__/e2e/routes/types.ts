export type RouteCheck = {
  path: string
  status: 200 | 404
  /** The page's one h1 (text or pattern). */
  h1: string | RegExp
}

/**
 * What an area's route file adds to the site's one list of pages (src/lib/routes.ts): the
 * expected h1 of a page whose h1 the list cannot point at in data/ (one made from more than
 * one field), by address. index.ts fails on a page with no h1 and on an h1 of no page.
 */
export type Headings = Readonly<Record<string, string | RegExp>>

/** A pattern matching `text` literally. */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
