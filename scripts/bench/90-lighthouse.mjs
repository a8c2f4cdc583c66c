/**
 * Lighthouse 12 (mobile defaults, simulated throttling), median of 5 runs per page, over
 * the production build served the static-host way, with three floors measured in the same
 * run:
 *
 * - a bare HTML page with one heading and one hero-sized image: the LCP floor (target:
 *   each page within 1.25× it);
 * - the site's own 404 page, which is the framework with almost no page code: the TBT
 *   floor (target: each page within 20 ms of it);
 * - the page's no-JavaScript twin (its built HTML with every script removed, twinOf in
 *   ./lib.mjs), audited for performance only. Reported, not a target: the page's LCP minus
 *   its twin's is what the code costs the first paint, apart from what the content costs.
 *
 * Lighthouse simulates a slow phone from this machine's CPU speed, so absolute TBT is
 * high even for an empty page: the ratios and differences to the floors are what count.
 * TBT swings with whatever else the machine is doing, so each page's runs alternate with
 * runs of all three floors, and the page's TBT is compared with the 404 page's runs taken
 * between its own. The simulated LCP moves between identical runs in steps: each page's
 * fastest and slowest run are reported beside the median, and its ratio is to the bare
 * page's median over the whole run.
 * Set LH_RUNS to change the number of runs, LH_PAGES (comma-separated) to pick pages.
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.cjs"
import { budgetPages, median, pairedRuns, twinPath, writeBarePage, writeTwinPages } from "./lib.mjs"

const RUNS = Number(process.env.LH_RUNS ?? 5)
// Lighthouse launches Chromium itself: the shared flags, with the new headless mode it needs.
const FLAGS = [...CHROMIUM_ARGS.map((f) => (f === "--headless" ? "--headless=new" : f)), "--disable-dev-shm-usage"]

/** One Lighthouse run; `onlyCategories` narrows it (a twin needs only its performance figures). */
async function audit(url, onlyCategories) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories })
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      totalBytes: lhr.audits["total-byte-weight"].numericValue,
    }
  } finally {
    await chrome.kill()
  }
}

/** One audit, tried again once: Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine. */
export async function auditWithRetry(url, onlyCategories) {
  try {
    return await audit(url, onlyCategories)
  } catch (error) {
    console.log(`    retrying ${url}: ${error.message}`)
    return audit(url, onlyCategories)
  }
}

/** Each figure's median over a page's runs. */
function medians(runs) {
  const keys = Object.keys(runs[0])
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]))
}

/**
 * A page's runs, each after a run of the 404 page, one of the bare page and one of the
 * page's twin: the medians of all four, the page's own runs and the bare page's.
 */
async function pairedAudit(url, floorUrl, bareUrl, twinUrl) {
  const measure = (u) => (u === url || u === floorUrl ? auditWithRetry(u) : auditWithRetry(u, ["performance"]))
  const { page, floors } = await pairedRuns(RUNS, measure, url, [floorUrl, bareUrl, twinUrl])
  return {
    page: medians(page),
    floor: medians(floors[0]),
    bare: medians(floors[1]),
    twin: medians(floors[2]),
    runs: page,
    bareRuns: floors[1],
  }
}

/** How far the simulated LCP moved over identical runs of one page: fastest, slowest, spread. */
function lcpSpreadRows(group, label, runs) {
  const lcps = runs.map((r) => r.lcp)
  const fastest = Math.min(...lcps)
  const slowest = Math.max(...lcps)
  return [
    { group, metric: `${label}LCP, fastest of ${runs.length} runs`, value: fastest, unit: "ms" },
    { group, metric: `${label}LCP, slowest of ${runs.length} runs`, value: slowest, unit: "ms" },
    { group, metric: `${label}LCP spread (slowest - fastest)`, value: slowest - fastest, unit: "ms" },
  ]
}

export async function run(ctx) {
  const pages = process.env.LH_PAGES
    ? process.env.LH_PAGES.split(",")
    : // The budget's pages, and two more with long first screens.
      [...budgetPages(ctx.root), "/agent-incentives", "/fl-tx-agents"]
  const cleanup = await writeBarePage(ctx.publicDir)
  const cleanupTwins = writeTwinPages(ctx.publicDir, pages)
  const rows = []
  try {
    const bareRuns = []
    // Filled in once every page has run: each page's LCP against the bare page's median
    // over the whole run (below).
    const ratioRows = []
    const floorTbts = []
    const spreads = []
    for (const route of pages) {
      console.log(
        `  Lighthouse: ${route} (${RUNS} runs, each after a run of the 404 page, the bare page and its twin)…`,
      )
      let m
      let floor404
      let bare
      let twin
      let runs
      try {
        const paired = await pairedAudit(
          `${ctx.origin}${route}`,
          `${ctx.origin}/404`,
          `${ctx.origin}/__bench/`,
          `${ctx.origin}${twinPath(route)}`,
        )
        m = paired.page
        floor404 = paired.floor
        bare = paired.bare
        twin = paired.twin
        runs = paired.runs
        floorTbts.push(floor404.tbt)
        bareRuns.push(...paired.bareRuns)
      } catch (error) {
        rows.push({ group: `lh ${route}`, metric: "error", value: NaN, unit: "", note: String(error.message ?? error) })
        continue
      }
      const g = `lh ${route}`
      rows.push({
        group: g,
        metric: "Performance",
        value: m.performance,
        unit: "",
        target: ">= 99",
        met: m.performance >= 99,
      })
      rows.push({
        group: g,
        metric: "Accessibility",
        value: m.accessibility,
        unit: "",
        target: "100",
        met: m.accessibility === 100,
      })
      rows.push({
        group: g,
        metric: "Best Practices",
        value: m.bestPractices,
        unit: "",
        target: ">= 95",
        met: m.bestPractices >= 95,
      })
      rows.push({ group: g, metric: "SEO", value: m.seo, unit: "", target: "100", met: m.seo === 100 })
      rows.push({ group: g, metric: "LCP", value: m.lcp, unit: "ms" })
      const spread = lcpSpreadRows(g, "", runs)
      spreads.push({ route, spread: spread[2].value, median: m.lcp })
      rows.push(...spread)
      rows.push({ group: g, metric: "bare page LCP (runs between this page's)", value: bare.lcp, unit: "ms" })
      const ratio = { group: g, metric: "LCP / bare page LCP (median over the run)", unit: "x", target: "<= 1.25" }
      ratioRows.push({ row: ratio, lcp: m.lcp })
      rows.push(ratio)
      rows.push({ group: g, metric: "no-JS twin LCP (runs between this page's)", value: twin.lcp, unit: "ms" })
      rows.push({ group: g, metric: "LCP - twin LCP (the code's cost)", value: m.lcp - twin.lcp, unit: "ms" })
      rows.push({ group: g, metric: "TBT", value: m.tbt, unit: "ms" })
      rows.push({ group: g, metric: "404 page TBT (runs between this page's)", value: floor404.tbt, unit: "ms" })
      rows.push({
        group: g,
        metric: "TBT - 404 page TBT",
        value: m.tbt - floor404.tbt,
        unit: "ms",
        target: "<= 20",
        met: m.tbt - floor404.tbt <= 20,
      })
      rows.push({ group: g, metric: "CLS", value: m.cls, unit: "", target: "0.000", met: m.cls < 0.0005 })
      rows.push({ group: g, metric: "total bytes", value: m.totalBytes / 1024, unit: "KB" })
    }
    // The bare page's simulated LCP takes one of two values, a step apart, depending on
    // whether its icon's request ended before the image was painted in the real load: a
    // race, not the machine's load. Five runs between a page's can land on the low value
    // by chance, so each page is judged against the median of all the run's bare runs.
    const bareMedian = median(bareRuns.map((r) => r.lcp))
    for (const { row, lcp } of ratioRows) Object.assign(row, { value: lcp / bareMedian, met: lcp / bareMedian <= 1.25 })
    // The floors over the whole run.
    if (bareRuns.length > 0) {
      rows.push({
        group: "lighthouse floor",
        metric: "bare page LCP (median over the run)",
        value: bareMedian,
        unit: "ms",
      })
      rows.push(...lcpSpreadRows("lighthouse floor", "bare page ", bareRuns))
    }
    if (floorTbts.length > 0) {
      rows.push({
        group: "lighthouse floor",
        metric: "404 page TBT (median over the run)",
        value: median(floorTbts),
        unit: "ms",
      })
    }
    // How much the simulated LCP moves between identical runs, at worst over the run's pages.
    if (spreads.length > 0) {
      const widest = spreads.reduce((a, b) => (b.spread > a.spread ? b : a))
      rows.push({
        group: "lighthouse floor",
        metric: `LCP spread, widest of any page (${widest.route})`,
        value: widest.spread,
        unit: "ms",
      })
      rows.push({
        group: "lighthouse floor",
        metric: "LCP spread, median over the pages",
        value: median(spreads.map((s) => s.spread)),
        unit: "ms",
      })
    }
  } finally {
    cleanupTwins()
    cleanup()
  }
  return rows
}
