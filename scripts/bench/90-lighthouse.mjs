/**
 * Lighthouse 12 (mobile defaults, simulated throttling), median of 5 runs per page, over
 * the production build served the static-host way, with two floors measured in the same
 * run: a bare HTML page with one heading and one hero-sized image (LCP floor) and the
 * site's own 404 page, which is the framework with almost no page code (TBT floor).
 * Lighthouse simulates a slow phone from this machine's CPU speed, so absolute TBT is
 * high even for an empty page: the ratios and differences to the floors are what count.
 * TBT swings with whatever else the machine is doing, so each page's runs alternate with
 * runs of the 404 page, and the page's median TBT is compared with the median of the 404
 * runs taken between its own.
 * Set LH_RUNS to change the number of runs, LH_PAGES (comma-separated) to pick pages.
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.cjs"
import { budgetPages, median, pairedRuns, writeBarePage } from "./lib.mjs"

const RUNS = Number(process.env.LH_RUNS ?? 5)
// Lighthouse launches Chromium itself: the shared flags, with the new headless mode it needs.
const FLAGS = [...CHROMIUM_ARGS.map((f) => (f === "--headless" ? "--headless=new" : f)), "--disable-dev-shm-usage"]

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const scripts = lhr.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script")
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
      jsBytes: scripts?.transferSize ?? 0,
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

async function medianAudit(url) {
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url))
  return medians(runs)
}

/** A page's runs, each after a run of the floor page (`floorUrl`): the medians of both. */
async function pairedAudit(url, floorUrl) {
  const { page, floor } = await pairedRuns(RUNS, auditWithRetry, url, floorUrl)
  return { page: medians(page), floor: medians(floor) }
}

export async function run(ctx) {
  const pages = process.env.LH_PAGES
    ? process.env.LH_PAGES.split(",")
    : // The budget's pages, and two more with long first screens.
      [...budgetPages(ctx.root), "/agent-incentives", "/fl-tx-agents"]
  const cleanup = await writeBarePage(ctx.publicDir)
  const rows = []
  try {
    console.log(`  Lighthouse: bare floor page (${RUNS} runs)…`)
    const bare = await medianAudit(`${ctx.origin}/__bench/`)
    rows.push({ group: "lighthouse floor", metric: "bare page LCP", value: bare.lcp, unit: "ms" })
    const floorTbts = []
    for (const route of pages) {
      console.log(`  Lighthouse: ${route} (${RUNS} runs, each after a run of the 404 page)…`)
      let m
      let floor404
      try {
        const paired = await pairedAudit(`${ctx.origin}${route}`, `${ctx.origin}/404`)
        m = paired.page
        floor404 = paired.floor
        floorTbts.push(floor404.tbt)
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
      rows.push({
        group: g,
        metric: "LCP / bare page LCP",
        value: m.lcp / bare.lcp,
        unit: "x",
        target: "<= 1.25",
        met: m.lcp / bare.lcp <= 1.25,
      })
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
      rows.push({ group: g, metric: "JavaScript bytes", value: m.jsBytes / 1024, unit: "KB" })
    }
    // The floor over the whole run, for the README's table.
    if (floorTbts.length > 0) {
      rows.push({
        group: "lighthouse floor",
        metric: "404 page TBT (median over the run)",
        value: median(floorTbts),
        unit: "ms",
      })
    }
  } finally {
    cleanup()
  }
  return rows
}
