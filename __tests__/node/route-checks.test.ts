import { ROUTES, routeChecks } from "../e2e/routes/index"
import { allRoutes, type PageRoute } from "../../src/node/routes"
import { shippedData } from "../fixtures/shipped-data"

const page = (at: string, heading?: string): PageRoute => ({ path: at, listed: true, heading })
const notFound = [{ path: "/gone", status: 404 as const, h1: "Not found" }]
const textAt = (heading: string) => (heading.startsWith("none") ? undefined : `text of ${heading}`)

describe("the end-to-end route list", () => {
  it("is every page of the one list, each once with an h1, then the addresses that answer 404", () => {
    const pages = ROUTES.filter((route) => route.status === 200)
    expect(pages.map((route) => route.path)).toEqual(allRoutes(shippedData()).map((route) => route.path))
    expect(pages.filter((route) => !route.h1)).toEqual([])
    expect(ROUTES.filter((route) => route.status === 404).map((route) => route.path)).toContain(
      "/agent-incentives/no-such-trip",
    )
  })

  it("takes a page's h1 from the field its heading names, and an area's h1 before it", () => {
    const pages = [page("/a", "a.json#hero.title"), page("/b", "b.json#title"), page("/c")]
    expect(routeChecks(pages, { "/b": "B", "/c": "C" }, textAt, notFound)).toEqual([
      { path: "/a", status: 200, h1: "text of a.json#hero.title" },
      { path: "/b", status: 200, h1: "B" },
      { path: "/c", status: 200, h1: "C" },
      ...notFound,
    ])
  })

  it("fails naming a page with no h1, a heading that points at no text, and an h1 of no page", () => {
    const pages = [page("/a", "a.json#title"), page("/new"), page("/typo", "none.json#title")]
    expect(() => routeChecks(pages, { "/old": "Old" }, textAt, [])).toThrow(
      "route list: /new has no heading: name its field in src/lib/routes.ts, or its h1 in __tests__/e2e/routes/; /typo: its heading none.json#title is no text of data/; /old has an expected h1 but is not a page of src/lib/routes.ts",
    )
  })
})
