/* global document, requestIdleCallback -- used inside the page (page.evaluate) */
/** Helpers shared by the benchmark modules in this folder. */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"

/** Total bytes of the files under `dir`. */
export function dirSize(dir) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? dirSize(full) : fs.statSync(full).size
  }
  return total
}

/** The built HTML file of a route ("/faq" → public/faq.html, as the build writes pages). */
export function htmlFileOf(publicDir, route) {
  if (route === "/") return path.join(publicDir, "index.html")
  const flat = path.join(publicDir, `${route}.html`)
  return fs.existsSync(flat) ? flat : path.join(publicDir, route, "index.html")
}

/** page-data folder of a route ("/" → "index", "/faq" → "faq"). */
function pageDataDir(route) {
  return route === "/" ? "index" : route.replace(/^\//, "")
}

/** Every page of the build: the routes in public/page-data (Gatsby's own pages left out). */
export function buildRoutes(publicDir) {
  const dir = path.join(publicDir, "page-data")
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith("page-data.json"))
    .map((f) => path.dirname(f).split(path.sep).join("/"))
    .filter((r) => !r.startsWith("dev-404-page") && !r.endsWith("404.html"))
    .map((r) => (r === "index" ? "/" : `/${r}`))
    .sort()
}

/**
 * The scripts a page needs before React first renders it: those its built HTML names
 * (`<script src>` tags, or the bundles the after-first-paint loader adds) and the chunks of
 * its page component, which Gatsby's loader fetches before the first render (from
 * webpack.stats.json). Any other script the browser loads, the page asked for once it was
 * on screen. Used to label scripts, not to count them.
 * @returns {Set<string>} paths ("/app-….js")
 */
function scriptsBeforeRender(publicDir, route) {
  const html = fs.readFileSync(htmlFileOf(publicDir, route), "utf8")
  const files = new Set([...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((m) => m[1]))
  // The bundles the build moved into the after-first-paint loader (src/node/post-build/defer-bundles.ts).
  const loader = /<script id="deferred-bundles">(.*?)<\/script>/s.exec(html)?.[1] ?? ""
  for (const m of loader.matchAll(/"(\/[^"]+\.js)"/g)) files.add(m[1])
  const pageData = JSON.parse(
    fs.readFileSync(path.join(publicDir, "page-data", pageDataDir(route), "page-data.json"), "utf8"),
  )
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  for (const asset of stats.assetsByChunkName[pageData.componentChunkName] ?? []) {
    if (asset.endsWith(".js")) files.add(`/${asset}`)
  }
  return files
}

/** Quiet time that ends a measurement: no request in flight for this long (as Playwright's "networkidle"). */
const QUIET_MS = 500

/**
 * Follows a page's requests from before it navigates; `quiet()` resolves once no request
 * has been in flight for QUIET_MS, counted from the moment it is called (requests
 * already on their way are waited for).
 * @param {import("playwright-core").Page} page
 */
function networkQuiet(page) {
  let inFlight = 0
  let onChange = () => {}
  page.on("request", () => {
    inFlight++
    onChange()
  })
  const done = () => {
    inFlight = Math.max(0, inFlight - 1)
    onChange()
  }
  page.on("requestfinished", done)
  page.on("requestfailed", done)
  return {
    quiet: () =>
      new Promise((resolve) => {
        let timer
        onChange = () => {
          clearTimeout(timer)
          if (inFlight === 0) timer = setTimeout(resolve, QUIET_MS)
        }
        onChange()
      }),
  }
}

/**
 * The JavaScript a visitor's browser loads for a page before any input, from the network
 * log: every script from the site's origin that Chromium requests from navigation until
 * the page has hydrated (gatsby-browser.tsx marks <html>), its main thread has fallen idle
 * and no request has been in flight for QUIET_MS. A fresh context (empty cache) at
 * 1280 × 900; third-party requests are blocked, as on a machine without internet.
 *
 * Each script counts with its body as it crossed the wire, compressed by the server (the
 * static server gzips as a host does; the encoding is recorded). The HTTP headers are left
 * out: a host answers over HTTP/2 or 3, which compresses headers repeated across responses
 * to a few bytes, while the local server's HTTP/1.1 repeats about 0.6 KB of them per file.
 * @param {import("playwright-core").Browser} browser
 * @returns {Promise<{ route: string, bytes: number, scripts: { path: string, bytes: number, at: number, onMount: boolean, encoding: string }[] }>}
 */
export async function pageScripts(browser, origin, route, publicDir) {
  const beforeRender = scriptsBeforeRender(publicDir, route)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    const network = networkQuiet(page)
    const scripts = []
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script" || !request.url().startsWith(`${origin}/`)) return
      scripts.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()])
          const scriptPath = new URL(request.url()).pathname
          return {
            path: scriptPath,
            bytes: sizes.responseBodySize,
            at: request.timing().startTime,
            onMount: !beforeRender.has(scriptPath),
            encoding: response?.headers()["content-encoding"] ?? "none",
          }
        })(),
      )
    })
    const response = await page.goto(`${origin}${route}`, { waitUntil: "load" })
    const navigationStart = response.request().timing().startTime
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())))
    await network.quiet()
    const list = (await Promise.all(scripts))
      .map((s) => ({ ...s, at: s.at - navigationStart }))
      .sort((a, b) => a.at - b.at)
    return { route, bytes: list.reduce((sum, s) => sum + s.bytes, 0), scripts: list }
  } finally {
    await context.close()
  }
}

/** Fixed-width table row. */
export function formatRow(cells) {
  const widths = [16, 46, 16, 14, 4]
  return cells.map((c, i) => String(c).padEnd(widths[i])).join(" ")
}

/**
 * The LCP floor: a bare HTML page with one heading and one hero-sized image, written to
 * public/__bench/ for the run; returns a function that removes it. It names the site's
 * own icon, as every page of the site does. Without one the browser asks for
 * /favicon.ico, and whether that request started before the image was painted moved the
 * floor's simulated LCP by a round trip from one run to the next.
 */
export async function writeBarePage(publicDir) {
  const icon = fs.readFileSync(path.join(publicDir, "404.html"), "utf8").match(/<link rel="icon"[^>]*>/)?.[0]
  if (!icon) throw new Error('public/404.html names no icon (<link rel="icon">) for the bare page to share')
  const dir = path.join(publicDir, "__bench")
  fs.mkdirSync(dir, { recursive: true })
  // A hero-sized photo-like image (1200×630), like the largest image a page above the fold shows.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3f66"/><stop offset="1" stop-color="#d29b3a"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="900" cy="180" r="90" fill="#fbf1de"/></svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toFile(path.join(dir, "hero.jpg"))
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare floor page</title>${icon}<meta name="description" content="Benchmark floor: one heading and one hero-sized image."></head><body><h1>Protect your family's final wishes</h1><img src="/__bench/hero.jpg" width="1200" height="630" alt="Hero-sized image" style="max-width:100%;height:auto"></body></html>`,
  )
  return () => fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * A page's no-JavaScript twin: its built HTML with every script removed (inline or not,
 * JSON-LD included), showing the same content with the same styles, fonts and pictures.
 * Its `<noscript>` fallbacks (gatsby-plugin-image's pictures and the style that shows them)
 * are shown, as a browser without JavaScript shows them. A browser that runs JavaScript
 * never renders a `<noscript>`, and Lighthouse cannot run with JavaScript off, so the
 * fallbacks are opened up instead: the one in the head is unwrapped, those in the body
 * become `<twin-noscript>` elements, and the stylesheets' `noscript` selectors follow them.
 */
export function twinOf(html) {
  const scriptless = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi, "")
  const bodyAt = scriptless.search(/<body\b/i)
  const head = scriptless.slice(0, bodyAt).replace(/<\/?noscript>/gi, "")
  const body = scriptless.slice(bodyAt).replace(/<(\/?)noscript>/gi, "<$1twin-noscript>")
  return (head + body).replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi,
    (_, open, css, close) => `${open}${css.replace(/\bnoscript\b/g, "twin-noscript")}${close}`,
  )
}

/** Where the twin of `route` is served during a run (written by writeTwinPages). */
export function twinPath(route) {
  return `/__bench/twin${route === "/" ? "/" : route}`
}

/**
 * Writes the no-JavaScript twin of each route to public/__bench/twin/ for the run (the
 * pages' addresses are all absolute, so a twin fetches the same files); returns a
 * function that removes them.
 */
export function writeTwinPages(publicDir, routes) {
  const dir = path.join(publicDir, "__bench", "twin")
  for (const route of routes) {
    const file = route === "/" ? path.join(dir, "index.html") : path.join(dir, `${route}.html`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, twinOf(fs.readFileSync(htmlFileOf(publicDir, route), "utf8")))
  }
  return () => fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * The pages the performance budget names, for both browser measures (Lighthouse and the
 * slow phone): home, FAQ, testimonials, the 72-photo gallery, both calculators and the
 * founder's story (its address comes from data/site.json).
 */
export function budgetPages(root) {
  // The English of data/site.json (a file in English and Spanish).
  const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8")).en
  return [
    "/",
    "/faq",
    "/testimonials",
    "/agent-incentives/winter-wonderland-canada-2018",
    "/goalcalculator",
    "/comp-comparison",
    `/${site.founderFirstName.toLowerCase()}-story`,
  ]
}

/** The value of the command line's `--name=value`, or `fallback` when it has none. */
export const cliOption = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback

/** The screen of every phone measure (the CPU of each phone: ./phones.mjs). */
export const PHONE_SCREEN = { width: 412, height: 823 }

/** Slows the CPU of `page` (in `context`) by `rate`, through the DevTools protocol. */
export async function slowCpu(context, page, rate) {
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate })
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  const s = [...values].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/**
 * `runs` measurements of a page, each right after one of each of its floor pages: a
 * figure that moves with whatever else the machine does is then compared with the
 * floors' figures taken between the page's own. `measure(url)` takes one measurement.
 * @param {string[]} floorUrls
 * @returns {Promise<{ page: unknown[], floors: unknown[][] }>}
 */
export async function pairedRuns(runs, measure, url, floorUrls) {
  const page = []
  const floors = floorUrls.map(() => [])
  for (let i = 0; i < runs; i++) {
    for (const [k, floorUrl] of floorUrls.entries()) floors[k].push(await measure(floorUrl))
    page.push(await measure(url))
  }
  return { page, floors }
}

/**
 * The opening lines of a benchmark's Markdown report: what ran, from when to when (UTC, to
 * the minute) and on which machine, so two reports can be compared.
 */
export function reportHeader(title, started, ended = new Date()) {
  const minute = (d) => d.toISOString().slice(0, 16).replace("T", " ")
  return [
    `# ${title}`,
    "",
    `- Date: ${minute(started)} to ${minute(ended)} UTC`,
    `- Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory`,
    `- System: ${process.platform} ${process.arch}, node ${process.version}`,
  ]
}
