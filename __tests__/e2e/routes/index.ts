/**
 * Every route the site must answer, with its status and main heading. The pages and where
 * their h1 is in data/ are the site's one list (src/lib/routes.ts, with one page per trip
 * and story record); an area's file here adds only an h1 the list cannot point at, and
 * foundation.ts the addresses that must answer 404. crawl.e2e.ts and the layout tests run
 * over this list.
 */
import { shippedData } from "../../fixtures/shipped-data"
import { allRoutes, headingText, type PageRoute } from "../../../src/node/routes"
import { NOT_FOUND_ROUTES } from "./foundation"
import { LEAD_MAGNET_HEADINGS } from "./lead-magnets"
import { RECRUITING_HEADINGS } from "./recruiting"
import type { Headings, RouteCheck } from "./types"
export type { RouteCheck } from "./types"

const HEADINGS: Headings = { ...LEAD_MAGNET_HEADINGS, ...RECRUITING_HEADINGS }

/**
 * The route list: each page of `pages` with the h1 an area's file names or else the one its
 * `heading` points at, then `notFound`. Throws naming every page without an h1 (or whose
 * `heading` points at no text) and every h1 of an address that is not a page.
 */
export function routeChecks(
  pages: readonly PageRoute[],
  headings: Headings,
  textAt: (heading: string, page: PageRoute) => string | undefined,
  notFound: readonly RouteCheck[],
): RouteCheck[] {
  const problems: string[] = []
  const checks = pages.map((page): RouteCheck => {
    const h1 = headings[page.path] ?? (page.heading ? textAt(page.heading, page) : undefined)
    if (!h1) {
      problems.push(
        page.heading
          ? `${page.path}: its heading ${page.heading} is no text of data/`
          : `${page.path} has no heading: name its field in src/lib/routes.ts, or its h1 in __tests__/e2e/routes/`,
      )
    }
    return { path: page.path, status: 200, h1: h1 ?? "" }
  })
  for (const address of Object.keys(headings)) {
    if (!pages.some((page) => page.path === address))
      problems.push(`${address} has an expected h1 but is not a page of src/lib/routes.ts`)
  }
  if (problems.length) throw new Error(`route list: ${problems.join("; ")}`)
  return [...checks, ...notFound]
}

/** data/ as the build reads it. */
const data = shippedData()

export const ROUTES = routeChecks(
  allRoutes(data),
  HEADINGS,
  (heading, page) => headingText(data.files, heading, page.language),
  NOT_FOUND_ROUTES,
)
