export type RouteCheck = {
  path: string
  status: 200 | 404
  /** The page's one h1 (text or pattern). */
  h1: string | RegExp
}

/**
 * What an area's route file adds to the site's one list of pages (src/lib/routes.ts): the
 * expected h1 of each of its fixed pages, by address. The addresses themselves come from
 * the list; index.ts fails on a page without a heading here and on a heading of no page.
 */
export type Headings = Readonly<Record<string, string | RegExp>>

/** The expected h1 of each page made from a data record, by the folder of data/ the records are in. */
export type RecordHeadings = Readonly<Record<string, (record: never) => string>>

/** A pattern matching `text` literally. */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
