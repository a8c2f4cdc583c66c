/**
 * Every route the site must answer, with its status and main heading. The pages are the
 * site's one list (src/lib/routes.ts, with one page per trip and story record of data/);
 * each area's file adds only their expected h1, and foundation.ts the addresses that must
 * answer 404. crawl.e2e.ts and the layout tests run over this list.
 */
import fs from "fs"
import path from "path"
import { allRoutes, type PageRoute } from "../../../src/node/routes"
import { NOT_FOUND_ROUTES } from "./foundation"
import { TRIP_HEADINGS, TRIP_RECORD_HEADINGS } from "./trips"
import { MARKETING_HEADINGS } from "./marketing"
import { STORIES_HEADINGS, STORY_RECORD_HEADINGS } from "./stories"
import { CALCULATOR_HEADINGS } from "./calculators"
import { LEAD_MAGNET_HEADINGS } from "./lead-magnets"
import { RECRUITING_HEADINGS } from "./recruiting"
import type { Headings, RecordHeadings, RouteCheck } from "./types"
export type { RouteCheck } from "./types"

const DATA = path.resolve(__dirname, "../../../data")

const HEADINGS: Headings = {
  ...MARKETING_HEADINGS,
  ...TRIP_HEADINGS,
  ...STORIES_HEADINGS,
  ...CALCULATOR_HEADINGS,
  ...LEAD_MAGNET_HEADINGS,
  ...RECRUITING_HEADINGS,
}

const RECORD_HEADINGS: RecordHeadings = { ...TRIP_RECORD_HEADINGS, ...STORY_RECORD_HEADINGS }

/**
 * The route list: each page of `pages` with the h1 its area names (or, for a page made from
 * a record, the one its record gives), then `notFound`. Throws naming every page without an
 * h1 and every h1 of an address that is not a page, so the list cannot drift from the site's.
 */
export function routeChecks(
  pages: readonly PageRoute[],
  headings: Headings,
  recordHeadings: RecordHeadings,
  readRecord: (file: string) => unknown,
  notFound: readonly RouteCheck[],
): RouteCheck[] {
  const problems: string[] = []
  const checks = pages.map((page): RouteCheck => {
    const fromRecord = page.record ? recordHeadings[page.record.split("/")[0]] : undefined
    const h1 = headings[page.path] ?? (fromRecord && page.record ? fromRecord(readRecord(page.record) as never) : "")
    if (!h1) problems.push(`${page.path} has no expected h1: add it to its area's file in __tests__/e2e/routes/`)
    return { path: page.path, status: 200, h1 }
  })
  for (const address of Object.keys(headings)) {
    if (!pages.some((page) => page.path === address))
      problems.push(`${address} has an expected h1 but is not a page of src/lib/routes.ts`)
  }
  if (problems.length) throw new Error(`__tests__/e2e/routes: ${problems.join("; ")}`)
  return [...checks, ...notFound]
}

export const ROUTES = routeChecks(
  allRoutes(DATA),
  HEADINGS,
  RECORD_HEADINGS,
  (file) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")),
  NOT_FOUND_ROUTES,
)
