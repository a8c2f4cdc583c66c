/**
 * patches/gatsby+5.16.1.patch: after running a build's queries, Gatsby restarts its worker
 * pool before rendering HTML, and a fresh worker takes longer to start than a small
 * rebuild's few pages take to render. The patch keeps the workers when they ran 10
 * queries or fewer (one photo added: its gallery and the trip list). This test fails when
 * the installed Gatsby is not the patched one (an upgrade, or an install without
 * patch-package's postinstall step).
 *
 * Upstream proposal: make the restart conditional on the number of queries run (or on
 * the workers' memory), in packages/gatsby/src/commands/build.ts.
 */
import fs from "fs"
import path from "path"

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))

describe("Gatsby's build command (patched)", () => {
  const source = fs.readFileSync(path.join(gatsbyDir, "dist/commands/build.js"), "utf8")

  it("is the version the patch was made for", () => {
    expect(JSON.parse(fs.readFileSync(path.join(gatsbyDir, "package.json"), "utf8")).version).toBe("5.16.1")
  })

  it("restarts the worker pool after the queries only when more than 10 ran", () => {
    expect(source).toMatch(
      /if \(queryIds\.pageQueryIds\.length \+ queryIds\.staticQueryIds\.length > 10\) \{\s*waitForWorkerPoolRestart = workerPool\.restart\(\);\s*\}/,
    )
    // The unconditional restart of stock Gatsby is gone.
    expect(source).not.toMatch(/merging state\n\s*waitForWorkerPoolRestart = workerPool\.restart\(\);/)
  })
})

/**
 * patches/gatsby-core-utils+4.16.0.patch: Gatsby writes a page at /faq as faq/index.html,
 * which Cloudflare Pages and Netlify answer at /faq with a redirect to /faq/. The patch
 * writes it as faq.html, which they serve at /faq; so no step after the build moves pages,
 * and none has to put them back before the next one (Gatsby's incremental build finds and
 * removes its pages where it wrote them).
 */
describe("Gatsby's page file paths (patched)", () => {
  const { generateHtmlPath } = jest.requireActual("gatsby-core-utils/page-html") as {
    generateHtmlPath: (dir: string, pagePath: string) => string
  }

  it("writes a page whose address has no trailing slash as name.html", () => {
    expect(generateHtmlPath("public", "/faq")).toBe(path.join("public", "faq.html"))
    expect(generateHtmlPath("public", "/agent-incentives/hawaii-2016")).toBe(
      path.join("public", "agent-incentives/hawaii-2016.html"),
    )
  })

  it("keeps index.html for the home page, an address ending in a slash and /404 (404.html is its twin /404.html), and a name that is already a file", () => {
    expect(generateHtmlPath("public", "/")).toBe(path.join("public", "index.html"))
    expect(generateHtmlPath("public", "/404/")).toBe(path.join("public", "404/index.html"))
    expect(generateHtmlPath("public", "/404")).toBe(path.join("public", "404/index.html"))
    expect(generateHtmlPath("public", "/404.html")).toBe(path.join("public", "404.html"))
  })

  it("is the version the patch was made for, in both module formats", () => {
    const dist = path.dirname(require.resolve("gatsby-core-utils/page-html"))
    expect(JSON.parse(fs.readFileSync(path.join(dist, "../package.json"), "utf8")).version).toBe("4.16.0")
    expect(fs.readFileSync(path.join(dist, "page-html.mjs"), "utf8")).toContain("`${outputFileName}.html`")
  })
})
