/* global window */
/**
 * LCP in a real browser on a slow phone: Chromium through the DevTools protocol with 4×
 * CPU slowdown and a slow mobile network (150 ms latency, 1.6 Mbit/s down), cache off,
 * median of 5 loads per page, against the bare page (one heading, one hero-sized image)
 * measured in the same run. Target: each page within 1.1× the bare page.
 * A throttled load's LCP moves by ±100 ms with whatever else the machine does, so each
 * page's loads alternate with loads of the bare page, and the page's median is compared
 * with the median of the bare loads taken between its own.
 * Set CDP_RUNS to change the number of runs, CDP_PAGES (comma-separated) to pick pages.
 */
import { launchChromium } from "../chromium.cjs"
import { budgetPages, median, pairedRuns, writeBarePage } from "./lib.mjs"

const RUNS = Number(process.env.CDP_RUNS ?? 5)
const TARGET = 1.1

/** One throttled load of `url` in a fresh context; resolves to its LCP (ms). */
export async function lcpOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await page.addInitScript(() => {
    const w = window
    w.__lcp = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime
    }).observe({ type: "largest-contentful-paint", buffered: true })
  })
  try {
    await page.goto(url, { waitUntil: "load", timeout: 120_000 })
    await page.waitForTimeout(1500)
    return await page.evaluate(() => window.__lcp)
  } finally {
    await context.close()
  }
}

/** A page's loads, each after a load of the bare page (`bareUrl`): the medians of both. */
async function pairedLcp(browser, url, bareUrl) {
  const { page, floor } = await pairedRuns(RUNS, (u) => lcpOf(browser, u), url, bareUrl)
  return { page: median(page), bare: median(floor) }
}

export async function run(ctx) {
  const pages = process.env.CDP_PAGES ? process.env.CDP_PAGES.split(",") : budgetPages(ctx.root)
  const cleanup = await writeBarePage(ctx.publicDir)
  const browser = await launchChromium()
  const rows = []
  try {
    const allBare = []
    for (const route of pages) {
      console.log(`  CDP (4× CPU, 150 ms, 1.6 Mbit/s): ${route} (${RUNS} runs, each after a load of the bare page)…`)
      const { page: lcp, bare } = await pairedLcp(browser, `${ctx.origin}${route}`, `${ctx.origin}/__bench/`)
      allBare.push(bare)
      rows.push({ group: "slow phone (CDP)", metric: `${route} LCP`, value: lcp, unit: "ms" })
      rows.push({
        group: "slow phone (CDP)",
        metric: `${route} bare page LCP (loads between)`,
        value: bare,
        unit: "ms",
      })
      rows.push({
        group: "slow phone (CDP)",
        metric: `${route} LCP / bare page LCP`,
        value: lcp / bare,
        unit: "x",
        target: `<= ${TARGET}`,
        met: lcp / bare <= TARGET,
      })
    }
    rows.push({
      group: "slow phone (CDP)",
      metric: "bare page LCP (median over the run)",
      value: median(allBare),
      unit: "ms",
    })
  } finally {
    await browser.close()
    cleanup()
  }
  return rows
}
