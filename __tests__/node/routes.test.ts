import fs from "fs"
import os from "os"
import path from "path"
import { allRoutes, generatedRoutes } from "../../src/node/routes"
import { sitemapExcludes, siteRoutes } from "../../src/lib/routes"
import site from "../../data/site.json"

const DATA = path.join(__dirname, "../../data")

/** A data folder with site.json and the given files (path → content). */
function dataDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"))
  fs.copyFileSync(path.join(DATA, "site.json"), path.join(dir, "site.json"))
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), JSON.stringify(content))
  }
  return dir
}

describe("generatedRoutes", () => {
  it("lists a gallery per trip folder and a page per story of data/", () => {
    const trips = fs.readdirSync(path.join(DATA, "trips")).filter((name) => !name.startsWith("."))
    const stories = fs.readdirSync(path.join(DATA, "stories")).map((file) => file.replace(/\.json$/, ""))
    expect(generatedRoutes(DATA).map((route) => route.path)).toEqual(
      [...trips.map((trip) => `/agent-incentives/${trip}`), ...stories.map((slug) => `/${slug}-story`)].sort(),
    )
  })

  it("takes a trip's address from its slug when it has one, and names the record", () => {
    const dir = dataDir({
      "trips/summer/trip.json": { slug: "cancun-2024" },
      "trips/stray.txt": "",
      "trips/empty/x": {},
    })
    expect(generatedRoutes(dir)).toEqual([
      { path: "/agent-incentives/cancun-2024", audience: "agents", listed: true, record: "trips/summer/trip.json" },
    ])
  })
})

describe("allRoutes", () => {
  it("is the fixed pages and the generated ones, each address once", () => {
    const routes = allRoutes(DATA)
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toEqual(expect.arrayContaining(siteRoutes(site).map((route) => route.path)))
    expect(paths).toEqual(expect.arrayContaining(generatedRoutes(DATA).map((route) => route.path)))
    // The founder's story is a fixed page made from a record: it keeps its place and names the record.
    const founder = routes.find((route) => route.path === `/${site.founderFirstName.toLowerCase()}-story`)
    expect(founder?.record).toBe(`stories/${site.founderFirstName.toLowerCase()}.json`)
  })
})

describe("sitemapExcludes", () => {
  it("leaves out every unlisted page and the 404 page, and no listed page", () => {
    const routes = siteRoutes(site)
    const excluded = sitemapExcludes(routes)
    expect(excluded).toEqual(expect.arrayContaining(["/get-quote", "/thank-you", "/404", "/404.html"]))
    for (const route of routes) expect(excluded.includes(route.path)).toBe(!route.listed)
  })
})
