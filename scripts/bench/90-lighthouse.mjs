/**
 * Judges: Total Blocking Time (each page at most 20 ms over the 404 page's) and
 * Lighthouse's scores (Performance at least 99, Accessibility 100, Best Practices at least
 * 95, SEO 100) and layout shift (CLS 0). LCP is judged by 95-throttled-lcp.mjs in a real
 * browser: Lighthouse's simulated LCP moves in steps between identical runs.
 *
 * Lighthouse 12 (mobile defaults, simulated throttling), median of 5 runs per page, over
 * the production build served the static-host way. Lighthouse simulates a slow phone from
 * this machine's CPU speed, so absolute TBT is high even for an empty page; it swings with
 * whatever else the machine is doing, so each page's runs alternate with runs of the
 * site's 404 page (the framework with almost no page code) and the page is compared with
 * the 404 runs taken between its own.
 * Set LH_RUNS to change the number of runs, LH_PAGES (comma-separated) to pick pages.
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.cjs"
import { budgetPages, median, pairedRuns } from "./lib.mjs"

const RUNS = Number(process.env.LH_RUNS ?? 5)
// Lighthouse launches Chromium itself: the shared flags, with the new headless mode it needs.
const FLAGS = [...CHROMIUM_ARGS.map((f) => (f === "--headless" ? "--headless=new" : f)), "--disable-dev-shm-usage"]

/** One Lighthouse run. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      totalBytes: lhr.audits["total-byte-weight"].numericValue,
    }
  } finally {
    await chrome.kill()
  }
}

/** One audit, tried again once: Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine. */
export async function auditWithRetry(url) {
  try {
    return await audit(url)
  } catch (error) {
    console.log(`    retrying ${url}: ${error.message}`)
    return audit(url)
  }
}

/** Each figure's median over a page's runs. */
function medians(runs) {
  const keys = Object.keys(runs[0])
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]))
}

export async function run(ctx) {
  const pages = process.env.LH_PAGES
    ? process.env.LH_PAGES.split(",")
    : // The budget's pages, and two more with long first screens.
      [...budgetPages(ctx.root), "/agent-incentives", "/fl-tx-agents"]
  const rows = []
  const floorTbts = []
  for (const route of pages) {
    console.log(`  Lighthouse: ${route} (${RUNS} runs, each after a run of the 404 page)…`)
    const g = `lh ${route}`
    let m
    let floor404
    try {
      const { page, floors } = await pairedRuns(RUNS, auditWithRetry, `${ctx.origin}${route}`, [`${ctx.origin}/404`])
      m = medians(page)
      floor404 = medians(floors[0])
      floorTbts.push(floor404.tbt)
    } catch (error) {
      rows.push({ group: g, metric: "error", value: NaN, unit: "", note: String(error.message ?? error) })
      continue
    }
    const score = (metric, value, target, met) => rows.push({ group: g, metric, value, unit: "", target, met })
    score("Performance", m.performance, ">= 99", m.performance >= 99)
    score("Accessibility", m.accessibility, "100", m.accessibility === 100)
    score("Best Practices", m.bestPractices, ">= 95", m.bestPractices >= 95)
    score("SEO", m.seo, "100", m.seo === 100)
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
  if (floorTbts.length > 0) {
    rows.push({
      group: "lighthouse floor",
      metric: "404 page TBT (median over the run)",
      value: median(floorTbts),
      unit: "ms",
    })
  }
  return rows
}
