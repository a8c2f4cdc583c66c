import fs from "fs"
import path from "path"
import { allRoutes, generatedRoutes, headingText } from "../../src/node/routes"
import { sitemapExcludes, siteRoutes, spanishPages } from "../../src/lib/routes"
import { en as site } from "../../data/site.json"
import { shippedData } from "../fixtures/shipped-data"

const DATA = path.join(__dirname, "../../data")
/** data/ as the build reads it. */
const SHIPPED = shippedData()

/** Data files as read, by path under data/ (path → content). */
const readFiles = (files: Record<string, unknown>) => Object.entries(files).map(([file, data]) => ({ file, data }))

describe("generatedRoutes", () => {
  it("lists a gallery per trip folder and a page per story of data/", () => {
    const trips = fs.readdirSync(path.join(DATA, "trips")).filter((name) => !name.startsWith("."))
    const stories = fs.readdirSync(path.join(DATA, "stories")).map((file) => file.replace(/\.json$/, ""))
    expect(generatedRoutes(SHIPPED.files).map((route) => route.path)).toEqual(
      [...trips.map((trip) => `/agent-incentives/${trip}`), ...stories.map((slug) => `/${slug}-story`)].sort(),
    )
  })

  it("takes a trip's address from its slug when it has one, and names the record", () => {
    // A trip folder without trip.json has no record among the files, so no page.
    const files = readFiles({
      "trips/summer/trip.json": { slug: "cancun-2024" },
      "trips/summer/captions.json": {},
      "trips/stray.json": {},
      "trips/empty/x.json": {},
    })
    expect(generatedRoutes(files)).toEqual([
      {
        path: "/agent-incentives/cancun-2024",
        listed: true,
        record: "trips/summer/trip.json",
        heading: "trips/summer/trip.json#destination",
      },
    ])
  })
})

describe("allRoutes", () => {
  it("is the fixed pages and the generated ones, each address once", () => {
    const routes = allRoutes(SHIPPED)
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toEqual(expect.arrayContaining(siteRoutes(site).map((route) => route.path)))
    expect(paths).toEqual(expect.arrayContaining(generatedRoutes(SHIPPED.files).map((route) => route.path)))
    // The founder's story is a fixed page made from a record: it keeps its place and names the record.
    const founder = routes.find((route) => route.path === `/${site.founderFirstName.toLowerCase()}-story`)
    expect(founder?.record).toBe(`stories/${site.founderFirstName.toLowerCase()}.json`)
    expect(founder?.heading).toBe(`stories/${site.founderFirstName.toLowerCase()}.json#hero.title`)
  })

  it("names for every page a field of data/ that holds text (its h1), or leaves it to the end-to-end files", () => {
    const pointing = allRoutes(SHIPPED).filter((route) => route.heading)
    expect(pointing.length).toBeGreaterThan(30)
    expect(pointing.filter((route) => !headingText(SHIPPED.files, route.heading!))).toEqual([])
  })
})

describe("the one list and src/pages", () => {
  it("has the address of every page file (a page file outside the list would escape the menu check, the route list and the sitemap's rules)", () => {
    const files = fs.readdirSync(path.join(__dirname, "../../src/pages")).filter((file) => /\.tsx$/.test(file))
    const addresses = files
      .map((file) => file.replace(/\.tsx$/, ""))
      .filter((name) => name !== "404")
      .map((name) => (name === "index" ? "/" : `/${name}`))
    const paths = allRoutes(SHIPPED).map((route) => route.path)
    expect(addresses.filter((address) => !paths.includes(address))).toEqual([])
  })
})

describe("headingText", () => {
  it("reads the text at file#dotted.field, and nothing where there is no text", () => {
    const files = readFiles({ "a.json": { hero: { title: "Hello", count: 2 } } })
    expect(headingText(files, "a.json#hero.title")).toBe("Hello")
    expect(headingText(files, "a.json#hero.count")).toBeUndefined()
    expect(headingText(files, "a.json#hero.missing.title")).toBeUndefined()
    expect(headingText(files, "b.json#hero.title")).toBeUndefined()
    expect(headingText(files, "a.json")).toBeUndefined()
  })
})

describe("sitemapExcludes", () => {
  it("leaves out every unlisted page in either language and the 404 page, and no listed page", () => {
    const routes = siteRoutes(site, spanishPages(SHIPPED.files, site))
    const excluded = sitemapExcludes(siteRoutes(site))
    expect(excluded).toEqual(
      expect.arrayContaining(["/get-quote", "/es/get-quote", "/thank-you", "/404", "/404.html", "/es/404.html"]),
    )
    for (const route of routes) expect(excluded.includes(route.path)).toBe(!route.listed)
  })
})
