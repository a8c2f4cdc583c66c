/**
 * Judges: the JavaScript before any input, the home page at most 80 KB and every other
 * page at most 90 KB.
 *
 * The JavaScript each page of the build loads before any input, as a visitor's browser
 * loads it: every script from the site's origin in Chromium's network log, compressed as
 * the server sent it (pageScripts in ./lib.mjs says where it stops and what it counts).
 * Budget: the home page, the first page most visitors see, within 80 KB; every other page
 * within 90 KB.
 *
 * The table lists the home page, the largest page, any page over budget and the 72-photo
 * gallery, each followed by its scripts in the order they were requested; a script the
 * page asked for once it was on screen is marked "on mount". report.json holds every page.
 */
import { launchChromium } from "../chromium.cjs"
import { budgetPages, buildRoutes, pageScripts } from "./lib.mjs"

const HOME_KB = 80
const OTHER_KB = 90
const GROUP = "page JS"

/** The page's row, against its budget. */
function pageRow({ route, bytes, scripts }) {
  const kb = bytes / 1024
  const targetKb = route === "/" ? HOME_KB : OTHER_KB
  const onMount = scripts.filter((s) => s.onMount).length
  return {
    group: GROUP,
    metric: `${route} (${scripts.length} scripts, ${onMount} on mount)`,
    value: kb,
    unit: "KB",
    target: `<= ${targetKb} KB`,
    met: kb <= targetKb,
    scripts,
  }
}

/** One row per script of a page: its size, when it was requested, and whether on mount. */
function scriptRows({ scripts }) {
  return scripts.map((s) => ({
    group: GROUP,
    metric: `  ${s.path} (${Math.round(s.at)} ms${s.onMount ? ", on mount" : ""}${s.encoding === "gzip" ? "" : `, ${s.encoding}`})`,
    value: s.bytes / 1024,
    unit: "KB",
  }))
}

export async function run(ctx) {
  const gallery = budgetPages(ctx.root).find((r) => r.startsWith("/agent-incentives/"))
  const browser = await launchChromium()
  const pages = []
  try {
    for (const route of buildRoutes(ctx.publicDir)) {
      pages.push(await pageScripts(browser, ctx.origin, route, ctx.publicDir))
    }
  } finally {
    await browser.close()
  }
  const budget = (p) => (p.route === "/" ? HOME_KB : OTHER_KB) * 1024
  const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  // One block per page would drown the table: the home page, the largest, any over budget and the gallery.
  const shown = [
    pages.find((p) => p.route === "/"),
    largest,
    ...pages.filter((p) => p.bytes > budget(p)),
    pages.find((p) => p.route === gallery),
  ].filter((p, i, all) => p && all.indexOf(p) === i)
  const rows = shown.flatMap((p) => [pageRow(p), ...scriptRows(p)])
  const over = pages.filter((p) => p.bytes > budget(p)).length
  rows.push({
    group: GROUP,
    metric: `pages over budget (of ${pages.length})`,
    value: over,
    unit: "",
    target: "0",
    met: over === 0,
    pages: pages.map((p) => ({ route: p.route, kb: p.bytes / 1024, scripts: p.scripts })),
  })
  return rows
}
