/* global window */
/**
 * LCP in a real browser on a slow phone: Chromium through the DevTools protocol with 4×
 * CPU slowdown and a slow mobile network (150 ms latency, 1.6 Mbit/s down), cache off,
 * median of 5 loads per page, against the bare page (one heading, one hero-sized image)
 * measured in the same run. Target: each page within 1.1× the bare page.
 * Set CDP_RUNS to change the number of runs, CDP_PAGES (comma-separated) to pick pages.
 */
import { launchChromium } from "../chromium.cjs"
import { budgetPages, median, writeBarePage } from "./lib.mjs"

const RUNS = Number(process.env.CDP_RUNS ?? 5)
const TARGET = 1.1

async function lcpOf(browser, url) {
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

async function medianLcp(browser, url) {
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await lcpOf(browser, url))
  return median(runs)
}

export async function run(ctx) {
  const pages = process.env.CDP_PAGES ? process.env.CDP_PAGES.split(",") : budgetPages(ctx.root)
  const cleanup = await writeBarePage(ctx.publicDir)
  const browser = await launchChromium()
  const rows = []
  try {
    console.log(`  CDP (4× CPU, 150 ms, 1.6 Mbit/s): bare page (${RUNS} runs)…`)
    const bare = await medianLcp(browser, `${ctx.origin}/__bench/`)
    rows.push({ group: "slow phone (CDP)", metric: "bare page LCP", value: bare, unit: "ms" })
    for (const route of pages) {
      console.log(`  CDP: ${route} (${RUNS} runs)…`)
      const lcp = await medianLcp(browser, `${ctx.origin}${route}`)
      rows.push({ group: "slow phone (CDP)", metric: `${route} LCP`, value: lcp, unit: "ms" })
      rows.push({
        group: "slow phone (CDP)",
        metric: `${route} LCP / bare page LCP`,
        value: lcp / bare,
        unit: "x",
        target: `<= ${TARGET}`,
        met: lcp / bare <= TARGET,
      })
    }
  } finally {
    await browser.close()
    cleanup()
  }
  return rows
}
