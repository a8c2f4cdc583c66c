import path from "path"
import { ROUTES, routeChecks } from "../e2e/routes/index"
import { allRoutes, type PageRoute } from "../../src/node/routes"

const DATA = path.join(__dirname, "../../data")
const page = (at: string, record?: string): PageRoute => ({ path: at, audience: "everyone", listed: true, record })
const notFound = [{ path: "/gone", status: 404 as const, h1: "Not found" }]
const records = { trips: (trip: { destination: string }) => trip.destination }

describe("the end-to-end route list", () => {
  it("is every page of the one list, each once with an h1, then the addresses that answer 404", () => {
    const pages = ROUTES.filter((route) => route.status === 200)
    expect(pages.map((route) => route.path)).toEqual(allRoutes(DATA).map((route) => route.path))
    expect(pages.filter((route) => !route.h1)).toEqual([])
    expect(ROUTES.filter((route) => route.status === 404).map((route) => route.path)).toContain(
      "/agent-incentives/no-such-trip",
    )
  })

  it("takes a generated page's h1 from its record, and an area's h1 before it", () => {
    const read = (file: string) => ({ destination: `from ${file}` })
    const pages = [page("/a"), page("/agent-incentives/x", "trips/x/trip.json"), page("/b", "trips/b/trip.json")]
    expect(routeChecks(pages, { "/a": "A", "/b": "B" }, records, read, notFound)).toEqual([
      { path: "/a", status: 200, h1: "A" },
      { path: "/agent-incentives/x", status: 200, h1: "from trips/x/trip.json" },
      { path: "/b", status: 200, h1: "B" },
      ...notFound,
    ])
  })

  it("fails naming a page with no h1 and an h1 of an address that is no page", () => {
    expect(() =>
      routeChecks([page("/a"), page("/new")], { "/a": "A", "/old": "Old" }, records, () => ({}), []),
    ).toThrow(
      "__tests__/e2e/routes: /new has no expected h1: add it to its area's file in __tests__/e2e/routes/; /old has an expected h1 but is not a page of src/lib/routes.ts",
    )
  })
})
