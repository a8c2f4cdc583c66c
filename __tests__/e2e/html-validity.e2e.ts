/**
 * Every built page is valid HTML by the W3C Nu Html Checker (vnu-jar, run offline with
 * Java), the checker link previews, crawlers and audits hold pages to, but for one newer
 * part of the HTML Standard the checker does not know (`expectLinkMessage`). One Java run checks
 * every page of the suite's build, so the check costs seconds, not a start per page.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { E2E_PUBLIC } from "./support/site"

const ROOT = path.resolve(__dirname, "../..")
const PUBLIC = E2E_PUBLIC
const VNU_JAR = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar")

/**
 * The one message of the checker that the HTML Standard contradicts: the standard's `expect`
 * link type takes `blocking="render"` (each page's head holds one, gatsby-ssr.tsx), and the
 * checker's rules, which predate it, allow that attribute on stylesheet links only.
 */
const expectLinkMessage = (m: VnuMessage) =>
  /“link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(
    m.message,
  ) && /<link rel="expect"[^>]* blocking="render"\/?>/.test(m.extract ?? "")

/**
 * Folders of public/ that hold no page: Gatsby's page data and the fragments it stitches
 * into pages at build time (already checked as part of each page).
 */
const NOT_PAGES = new Set(["_gatsby", "page-data", "static"])

type VnuMessage = {
  type: string
  url?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
  extract?: string
}

function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return dir === PUBLIC && NOT_PAGES.has(entry.name) ? [] : builtPages(full)
    return entry.isFile() && entry.name.endsWith(".html") ? [full] : []
  })
}

describe("HTML validity", () => {
  it("finds no error in any built page with the W3C Nu Html Checker", () => {
    const pages = builtPages(PUBLIC).sort()
    // The site's pages, the editor's page and the 404 page are all there to be checked.
    expect(pages.map((p) => path.relative(PUBLIC, p))).toEqual(
      expect.arrayContaining(["index.html", "404.html", "admin/index.html", "agent-incentives.html"]),
    )
    const run = spawnSync(
      "java",
      [
        // One short run: the quick compiler alone does it in half the processor time of
        // both, and its larger stack frames need a deeper stack for the HTML schema.
        "-XX:TieredStopAtLevel=1",
        "-Xss16m",
        "-jar",
        VNU_JAR,
        "--errors-only",
        "--format",
        "json",
        ...pages,
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    )
    if (run.error) {
      throw new Error(
        `Could not run Java for the Nu Html Checker (${run.error.message}). ` +
          "`npm run test:e2e` installs Debian's default-jre-headless when run as root; " +
          "otherwise run `sudo apt-get install -y default-jre-headless`.",
      )
    }
    // The checker writes its report to stderr, and exits 1 when it found errors (the
    // standard's link above among them), 0 when none.
    expect([0, 1]).toContain(run.status)
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] }
    const errors = report.messages
      .filter((m) => m.type !== "info" && !expectLinkMessage(m))
      .map((m) => {
        const page = m.url ? path.relative(PUBLIC, new URL(m.url).pathname) : "(no page)"
        const where = `${page}:${m.lastLine ?? "?"}:${m.firstColumn ?? m.lastColumn ?? "?"}`
        return `${where} ${m.message}${m.extract ? `  …${m.extract.replace(/\s+/g, " ")}…` : ""}`
      })
    expect(errors).toEqual([])
  })
})
