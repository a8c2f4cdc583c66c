/* global window */
/**
 * Judges: Largest Contentful Paint, each page at most 1.25× the bare page's on the low-tier
 * phone (its calibrated CPU slowdown, ./phones.mjs); no layout shift on any
 * page; each page's `<head>` as sent, at most 8 KB gzip, so it comes with the start of the
 * body in a new connection's first round trip (about 14 KB); and the CSS five pages loaded
 * by address download, no more than with the whole stylesheet inlined in every page.
 *
 * LCP in a real browser on a slow phone: Chromium through the DevTools protocol with the
 * low-tier phone's CPU slowdown and a slow mobile network (150 ms latency, 1.6 Mbit/s down), cache
 * off, median of 5 loads per page, against two floors measured in the same run:
 *
 * - the bare page (one heading, one hero-sized image). Target: above.
 * - the page's no-JavaScript twin (its built HTML with every script removed, twinOf in
 *   ./lib.mjs): the same content, styles, fonts and pictures. Reported, not a target: the
 *   page's LCP minus its twin's is what the code costs the first paint, apart from what
 *   the content costs.
 *
 * A throttled load's LCP moves by ±100 ms with whatever else the machine does, so each
 * page's loads alternate with loads of its floors (bare page, twin, page, and again), and
 * the page's median is compared with the medians of the floors' loads taken between its own.
 * The layout shift is the page's largest over its loads (Layout Instability entries without
 * recent input, summed per load).
 *
 * The five-page visit's CSS (gzip): each page's inline rules plus the stylesheet file once
 * (the browser keeps it), for five pages loaded by address, and for one page followed by
 * four moves inside the site (which load no HTML); against the same visits with Gatsby's
 * inline copy of the whole stylesheet in every page. The visit by address is judged. The
 * visit that moves inside the site is reported, not judged: it downloads the first page's
 * inline rules and then the whole file, which repeats them, so any page that carries its
 * first screen's rules in its head costs that visit those rules once more than Gatsby's
 * single inline copy. Stylesheets per kind of page do not remove that repeat (each page's
 * head still carries its rules) and change the cascade between a page's file and the
 * shared one: docs/architecture.md has their pairing.
 * Set CDP_RUNS to change the number of runs, CDP_PAGES (comma-separated) to pick pages.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { launchChromium } from "../chromium.cjs"
import {
  htmlFileOf,
  PHONE_SCREEN,
  budgetPages,
  median,
  pairedRuns,
  twinPath,
  writeBarePage,
  writeTwinPages,
} from "./lib.mjs"
import { LOW_TIER, phoneLabel, phoneRates } from "./phones.mjs"

const RUNS = Number(process.env.CDP_RUNS ?? 5)
/** The phones measured, each with its target: a page's LCP over the bare page's. */
const PHONES_MEASURED = [{ phone: LOW_TIER, target: 1.25 }]
const HEAD_KB = 8

/** A built page's `<head>` as a static host sends it: the gzip of the HTML up to `</head>`. */
function headKb(publicDir, route) {
  const html = fs.readFileSync(htmlFileOf(publicDir, route), "utf8")
  return zlib.gzipSync(html.slice(0, html.indexOf("</head>") + "</head>".length)).length / 1024
}

/**
 * A fresh context and page as the slow phone loads a page: its screen, `rate`× CPU, the
 * slow mobile network and no cache. The caller closes the context.
 */
export async function slowPhonePage(browser, rate) {
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
  await cdp.send("Emulation.setCPUThrottlingRate", { rate })
  return { context, page }
}

/** One throttled load of `url` in a fresh context at `rate`× CPU: its LCP (ms) and its layout shift. */
export async function lcpOf(browser, url, rate) {
  const { context, page } = await slowPhonePage(browser, rate)
  await page.addInitScript(() => {
    const w = window
    w.__lcp = 0
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime
    }).observe({ type: "largest-contentful-paint", buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__cls += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })
  try {
    await page.goto(url, { waitUntil: "load", timeout: 120_000 })
    await page.waitForTimeout(1500)
    return await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }))
  } finally {
    await context.close()
  }
}

/** A page's loads, each after a load of the bare page and one of its twin: the medians of all three, and the page's largest shift. */
async function pairedLcp(browser, rate, url, bareUrl, twinUrl) {
  const { page, floors } = await pairedRuns(RUNS, (u) => lcpOf(browser, u, rate), url, [bareUrl, twinUrl])
  const lcp = (loads) => median(loads.map((l) => l.lcp))
  return { page: lcp(page), bare: lcp(floors[0]), twin: lcp(floors[1]), cls: Math.max(...page.map((l) => l.cls)) }
}

/**
 * The CSS of a page as sent (gzip, KB): its inline `<style>`s, the stylesheet file it links
 * (none while Gatsby inlines the stylesheet whole), and what the page would carry with the
 * whole stylesheet inlined (the file, and its other inline styles).
 */
function pageCss(publicDir, route) {
  const html = fs.readFileSync(htmlFileOf(publicDir, route), "utf8")
  const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)]
  const linked = /<link rel="stylesheet" href="(\/[^"]+\.css)"/.exec(html)?.[1]
  const gatsbys = styles.find((m) => m[1].includes("data-href"))
  // The stylesheet's inline part: Gatsby's whole copy, or the page's own rules (its first style).
  const own = gatsbys ?? styles[0]
  const file = linked ?? /data-href="(\/[^"]+\.css)"/.exec(gatsbys?.[1] ?? "")?.[1]
  const kb = (text) => zlib.gzipSync(text).length / 1024
  const others = styles
    .filter((m) => m !== own)
    .map((m) => m[2])
    .join("")
  const whole = file ? fs.readFileSync(path.join(publicDir, file), "utf8") : ""
  return {
    inline: kb(styles.map((m) => m[2]).join("")),
    linked: linked ? kb(whole) : 0,
    inlinedWhole: kb(whole + others),
  }
}

/**
 * The CSS a five-page visit downloads (gzip, KB), and the same visit with the whole
 * stylesheet inlined in every page (as Gatsby writes it): five pages loaded by address,
 * and one page followed by four moves inside the site. A linked file counts once.
 */
function visitCss(publicDir, routes) {
  const pages = routes.slice(0, 5).map((route) => pageCss(publicDir, route))
  const linked = Math.max(...pages.map((p) => p.linked))
  return {
    byAddress: pages.reduce((sum, p) => sum + p.inline, 0) + linked,
    byAddressInlined: pages.reduce((sum, p) => sum + p.inlinedWhole, 0),
    moving: pages[0].inline + linked,
    firstInline: pages[0].inline,
    movingInlined: pages[0].inlinedWhole,
  }
}

export async function run(ctx) {
  const pages = process.env.CDP_PAGES ? process.env.CDP_PAGES.split(",") : budgetPages(ctx.root)
  const cleanup = await writeBarePage(ctx.publicDir)
  const cleanupTwins = writeTwinPages(ctx.publicDir, pages)
  const browser = await launchChromium()
  const rows = []
  const group = "slow phone (CDP)"
  try {
    for (const route of pages) {
      const head = headKb(ctx.publicDir, route)
      rows.push({
        group,
        metric: `${route} <head> as sent (gzip)`,
        value: head,
        unit: "KB",
        target: `<= ${HEAD_KB} KB`,
        met: head <= HEAD_KB,
      })
    }
    const visit = visitCss(ctx.publicDir, budgetPages(ctx.root))
    rows.push({
      group,
      metric: `CSS of a visit: five pages loaded by address (gzip; whole stylesheet inlined in each page: ${visit.byAddressInlined.toFixed(1)} KB)`,
      value: visit.byAddress,
      unit: "KB",
      target: `<= ${visit.byAddressInlined.toFixed(1)} KB`,
      met: visit.byAddress <= visit.byAddressInlined + 0.05,
    })
    rows.push({
      group,
      metric: `CSS of a visit: one page, then four moves inside the site (gzip; whole stylesheet inlined: ${visit.movingInlined.toFixed(1)} KB; the first page's inline rules: ${visit.firstInline.toFixed(1)} KB)`,
      value: visit.moving,
      unit: "KB",
    })
    const { rates } = await phoneRates(browser)
    for (const { phone, target } of PHONES_MEASURED) {
      const rate = rates[phone.key]
      const at = phoneLabel(phone, rates)
      const allBare = []
      for (const route of pages) {
        console.log(
          `  CDP (${at}, 150 ms, 1.6 Mbit/s): ${route} (${RUNS} runs, each after a load of the bare page and of its twin)…`,
        )
        const {
          page: lcp,
          bare,
          twin,
          cls,
        } = await pairedLcp(
          browser,
          rate,
          `${ctx.origin}${route}`,
          `${ctx.origin}/__bench/`,
          `${ctx.origin}${twinPath(route)}`,
        )
        allBare.push(bare)
        rows.push({ group, metric: `${route} LCP, ${at}`, value: lcp, unit: "ms" })
        rows.push({ group, metric: `${route} bare page LCP (loads between), ${at}`, value: bare, unit: "ms" })
        rows.push({
          group,
          metric: `${route} LCP / bare page LCP, ${at}`,
          value: lcp / bare,
          unit: "x",
          target: `<= ${target}`,
          met: lcp / bare <= target,
        })
        rows.push({ group, metric: `${route} no-JS twin LCP (loads between), ${at}`, value: twin, unit: "ms" })
        rows.push({ group, metric: `${route} LCP / twin LCP, ${at}`, value: lcp / twin, unit: "x" })
        rows.push({
          group,
          metric: `${route} layout shift (largest load), ${at}`,
          value: cls,
          unit: "",
          target: "0",
          met: cls === 0,
        })
      }
      rows.push({
        group,
        metric: `bare page LCP (median over the run), ${at}`,
        value: median(allBare),
        unit: "ms",
      })
    }
  } finally {
    await browser.close()
    cleanupTwins()
    cleanup()
  }
  return rows
}
