/* global window */
/**
 * Judges: Largest Contentful Paint, each page at most 1.1× the bare page's; and each page's
 * `<head>` as sent, at most 8 KB gzip, so it comes with the start of the body in a new
 * connection's first round trip (about 14 KB).
 *
 * LCP in a real browser on a slow phone: Chromium through the DevTools protocol with 4×
 * CPU slowdown and a slow mobile network (150 ms latency, 1.6 Mbit/s down), cache off,
 * median of 5 loads per page, against two floors measured in the same run:
 *
 * - the bare page (one heading, one hero-sized image). Target: each page within 1.1× it.
 * - the page's no-JavaScript twin (its built HTML with every script removed, twinOf in
 *   ./lib.mjs): the same content, styles, fonts and pictures. Reported, not a target: the
 *   page's LCP minus its twin's is what the code costs the first paint, apart from what
 *   the content costs.
 *
 * A throttled load's LCP moves by ±100 ms with whatever else the machine does, so each
 * page's loads alternate with loads of its floors (bare page, twin, page, and again), and
 * the page's median is compared with the medians of the floors' loads taken between its own.
 * Set CDP_RUNS to change the number of runs, CDP_PAGES (comma-separated) to pick pages.
 */
import fs from "node:fs"
import zlib from "node:zlib"
import { launchChromium } from "../chromium.cjs"
import {
  PHONE_CPU_SLOWDOWN,
  htmlFileOf,
  PHONE_SCREEN,
  budgetPages,
  median,
  pairedRuns,
  twinPath,
  writeBarePage,
  writeTwinPages,
} from "./lib.mjs"

const RUNS = Number(process.env.CDP_RUNS ?? 5)
const TARGET = 1.1
const HEAD_KB = 8

/** A built page's `<head>` as a static host sends it: the gzip of the HTML up to `</head>`. */
export function headKb(publicDir, route) {
  const html = fs.readFileSync(htmlFileOf(publicDir, route), "utf8")
  return zlib.gzipSync(html.slice(0, html.indexOf("</head>") + "</head>".length)).length / 1024
}

/** One throttled load of `url` in a fresh context; resolves to its LCP (ms). */
export async function lcpOf(browser, url) {
  const context = await browser.newContext({ viewport: PHONE_SCREEN, deviceScaleFactor: 2 })
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
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN })
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

/** A page's loads, each after a load of the bare page and one of its twin: the medians of all three. */
async function pairedLcp(browser, url, bareUrl, twinUrl) {
  const { page, floors } = await pairedRuns(RUNS, (u) => lcpOf(browser, u), url, [bareUrl, twinUrl])
  return { page: median(page), bare: median(floors[0]), twin: median(floors[1]) }
}

export async function run(ctx) {
  const pages = process.env.CDP_PAGES ? process.env.CDP_PAGES.split(",") : budgetPages(ctx.root)
  const cleanup = await writeBarePage(ctx.publicDir)
  const cleanupTwins = writeTwinPages(ctx.publicDir, pages)
  const browser = await launchChromium()
  const rows = []
  const group = "slow phone (CDP)"
  try {
    const allBare = []
    for (const route of pages) {
      console.log(
        `  CDP (4× CPU, 150 ms, 1.6 Mbit/s): ${route} (${RUNS} runs, each after a load of the bare page and of its twin)…`,
      )
      const {
        page: lcp,
        bare,
        twin,
      } = await pairedLcp(browser, `${ctx.origin}${route}`, `${ctx.origin}/__bench/`, `${ctx.origin}${twinPath(route)}`)
      allBare.push(bare)
      const head = headKb(ctx.publicDir, route)
      rows.push({
        group,
        metric: `${route} <head> as sent (gzip)`,
        value: head,
        unit: "KB",
        target: `<= ${HEAD_KB} KB`,
        met: head <= HEAD_KB,
      })
      rows.push({ group, metric: `${route} LCP`, value: lcp, unit: "ms" })
      rows.push({ group, metric: `${route} bare page LCP (loads between)`, value: bare, unit: "ms" })
      rows.push({
        group,
        metric: `${route} LCP / bare page LCP`,
        value: lcp / bare,
        unit: "x",
        target: `<= ${TARGET}`,
        met: lcp / bare <= TARGET,
      })
      rows.push({ group, metric: `${route} no-JS twin LCP (loads between)`, value: twin, unit: "ms" })
      rows.push({ group, metric: `${route} LCP - twin LCP (the code's cost)`, value: lcp - twin, unit: "ms" })
    }
    rows.push({ group, metric: "bare page LCP (median over the run)", value: median(allBare), unit: "ms" })
  } finally {
    await browser.close()
    cleanupTwins()
    cleanup()
  }
  return rows
}
