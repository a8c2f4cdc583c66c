#!/usr/bin/env node
/**
 * `npm run bench:trace -- [--visits=menu,gallery] [--phone=low|mid] [public-folder]`: where
 * the time of `npm run bench`'s scripted visits goes, before any code is changed for speed.
 * Each chosen visit runs once on the calibrated phone (scripts/bench/phones.mjs; the
 * low-tier one unless --phone=mid) with the browser's trace on, written to
 * .bench/trace-<visit>.json (open it in DevTools' Performance panel), and for each input
 * of the visit the table gives the renderer's main-thread time by phase, from the input to
 * the next input (at most 300 ms): script (event handlers, timers, frames, microtasks),
 * style, layout, pre-paint, paint, layerize and commit; and the raster and image-decode
 * time of the other threads in the same window, which the frame showing the input's
 * answer may wait on; then the page's functions with the most self time over the visit,
 * from the JavaScript sampler. The "fonts" column is the part of style and layout spent
 * getting a face ready for a size (FontCache::GetFontPlatformData in the trace).
 *
 * `--loads=/testimonials,/faq` traces page loads instead: each page loaded once on the
 * phone and the slow network as the largest-paint benchmark loads it (the bare page
 * first, as the floor), its trace written to .bench/trace-load-<page>.json, and printed:
 * when the HTML had arrived, the first and the largest paint, and the main thread's work
 * until the largest paint by phase, with the font lookups' calls to the browser by kind.
 *
 * Tracing slows the page, so the phases' shares are what to read, not their sums; the
 * benchmark's own figures come from `npm run bench`.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { launchChromium } from "./chromium.cjs"
import { createStaticServer } from "./static-server.mjs"
import { cliOption, writeBarePage } from "./bench/lib.mjs"
import { measureVisit, pickVisits, TRACE_CATEGORIES, visits } from "./bench/70-interactions.mjs"
import { slowPhonePage } from "./bench/95-throttled-lcp.mjs"
import { PHONES, phoneLabel, phoneRates } from "./bench/phones.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const publicDir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith("--")) ?? path.join(ROOT, "public"))
const phone = PHONES.find((p) => p.key === cliOption("phone", "low"))
const loads = cliOption("loads", "").split(",").filter(Boolean)
const chosen = loads.length ? [] : pickVisits(visits(ROOT), cliOption("visits", ""))
if (!phone || (chosen.length === 0 && loads.length === 0) || !fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(
    "usage: npm run bench:trace -- [--visits=menu,gallery | --loads=/faq,/] [--phone=low|mid] [public-folder]",
  )
  console.error(
    "(npm run bench's visits, picked by the start of their names, all by default; public/ must hold a build)",
  )
  process.exit(2)
}

/** The font lookups' calls to the browser, by what each asks (trace category "fonts"). */
const FONT_CALLS = {
  "sizes of a face (rendering settings)": "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike",
  "families matched": "FontDataManager::onMatchFamilyStyle",
  "local() faces": "WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName",
}

/** The main thread's phases, each the trace events that make it up. */
const PHASES = {
  script: ["EventDispatch", "TimerFire", "FireAnimationFrame", "RunMicrotasks", "FunctionCall", "EvaluateScript"],
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
  // Getting a face ready for a size: nested in style or layout, calls to the browser on Linux.
  fonts: ["FontCache::GetFontPlatformData"],
  "pre-paint": ["PrePaint"],
  paint: ["Paint"],
  layerize: ["Layerize"],
  commit: ["Commit"],
}
/** Work on other threads that the frame after an input may wait on. */
const OFF_MAIN = { raster: ["RasterTask"], "image decode": ["ImageDecodeTask", "Decode Image"] }
const INPUTS = new Set(["click", "keydown", "input", "pointerdown"])
const WINDOW_US = 300_000

/** The length of the union of intervals [start, end): nested events of one phase count once. */
function covered(intervals) {
  let total = 0
  let end = -Infinity
  for (const [s, e] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (e <= end) continue
    total += e - Math.max(s, end)
    end = e
  }
  return total
}

/** One row per input of the trace: its type, when, and the time of each phase in its window (ms). */
function summarize(trace) {
  const events = trace.traceEvents
  const threadName = new Map()
  for (const e of events) if (e.ph === "M" && e.name === "thread_name") threadName.set(`${e.pid}:${e.tid}`, e.args.name)
  const isMain = (e) => threadName.get(`${e.pid}:${e.tid}`) === "CrRendererMain"
  const complete = events.filter((e) => e.ph === "X" && e.dur)
  const inputs = complete
    .filter((e) => e.name === "EventDispatch" && isMain(e) && INPUTS.has(e.args?.data?.type))
    .sort((a, b) => a.ts - b.ts)
  return inputs.map((input, i) => {
    const from = input.ts
    const to = Math.min(inputs[i + 1]?.ts ?? Infinity, from + WINDOW_US)
    const inWindow = complete.filter((e) => e.ts >= from && e.ts < to)
    const phaseTime = (names, main) =>
      covered(inWindow.filter((e) => names.includes(e.name) && isMain(e) === main).map((e) => [e.ts, e.ts + e.dur])) /
      1000
    const row = { input: input.args.data.type, at: (from - inputs[0].ts) / 1000, window: (to - from) / 1000 }
    for (const [phase, names] of Object.entries(PHASES)) row[phase] = phaseTime(names, true)
    for (const [phase, names] of Object.entries(OFF_MAIN)) row[phase] = phaseTime(names, false)
    return row
  })
}

/**
 * The page's own script that took the most time over the visit, from the JavaScript
 * sampler's profile in the trace: each function (a minified name, so its file, line and
 * column, to look up in public/) with its self time in ms. The browser's work that a
 * script asks for at once (a layout forced by reading a size, a restyle by showModal)
 * is counted to the function that asked.
 */
function hotFunctions(trace, count = 8) {
  const nodes = new Map()
  const samples = []
  for (const e of trace.traceEvents) {
    if (e.name !== "ProfileChunk") continue
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node.callFrame)
    ;(cpuProfile.samples ?? []).forEach((id, i) => samples.push([id, timeDeltas[i] ?? 0]))
  }
  const self = new Map()
  // A sample's time is the gap to the next one: each delta belongs to the sample before it.
  samples.forEach(([id], i) => {
    const frame = nodes.get(id)
    const next = samples[i + 1]?.[1] ?? 0
    if (!frame?.url?.startsWith("http")) return
    const where = `${frame.functionName || "(anonymous)"} ${new URL(frame.url).pathname}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    self.set(where, (self.get(where) ?? 0) + next / 1000)
  })
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count)
}

/**
 * A page load's trace read back (ms from the HTML's request): when its HTML had arrived,
 * when its first and its largest paint were drawn (the element), and the renderer's
 * main-thread work until the largest paint, by phase, with the font lookups' calls to the
 * browser by kind.
 */
function summarizeLoad(trace, url) {
  const events = trace.traceEvents
  const request = events.find((e) => e.name === "ResourceSendRequest" && e.args.data.url === url)
  const { requestId } = request.args.data
  const received = events.find((e) => e.name === "ResourceFinish" && e.args.data.requestId === requestId)
  // The page's paints carry its navigation's id, which is its HTML's request id.
  const ofPage = (name) => events.filter((e) => e.name === name && e.args?.data?.navigationId === requestId)
  const firstPaint = ofPage("firstPaint")[0]
  const largest = ofPage("largestContentfulPaint::Candidate").at(-1)
  if (!firstPaint || !largest) throw new Error(`the trace of ${url} holds no first or largest paint of the page`)
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url)
  const until = largest.ts
  const onMain = events.filter((e) => e.ph === "X" && e.dur && e.pid === parse.pid && e.tid === parse.tid)
  // Each event's part between the request and the largest paint.
  const time = (names) =>
    covered(
      onMain
        .filter((e) => names.includes(e.name) && e.ts < until && e.ts + e.dur > request.ts)
        .map((e) => [Math.max(e.ts, request.ts), Math.min(e.ts + e.dur, until)]),
    ) / 1000
  const at = (e) => (e.ts - request.ts) / 1000
  return {
    htmlIn: at(received),
    firstPaint: at(firstPaint),
    largestPaint: at(largest),
    element: largest.args.data.nodeName,
    phases: Object.fromEntries(
      ["script", "style", "layout", "fonts", "pre-paint", "paint"].map((phase) => [phase, time(PHASES[phase])]),
    ),
    fontCalls: Object.entries(FONT_CALLS).map(([kind, name]) => {
      const calls = onMain.filter((e) => e.name === name && e.ts >= request.ts && e.ts < until)
      return { kind, count: calls.length, ms: calls.reduce((sum, e) => sum + e.dur, 0) / 1000 }
    }),
  }
}

/** One traced load of `route` on the slow phone: prints where its first frame's time went. */
async function traceLoad(browser, origin, route, rate, label) {
  const url = `${origin}${route}`
  const { context, page } = await slowPhonePage(browser, rate)
  try {
    const file = path.join(
      ROOT,
      ".bench",
      `trace-load-${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.json`,
    )
    await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, "loading"] })
    await page.goto(url, { waitUntil: "load", timeout: 120_000 })
    // The largest paint can follow the load (a late image); the LCP benchmark waits as long.
    await page.waitForTimeout(1500)
    const trace = await browser.stopTracing()
    fs.writeFileSync(file, trace)
    const load = summarizeLoad(JSON.parse(trace.toString("utf8")), url)
    const ms = (value) => value.toFixed(0)
    console.log(`\n${route}, ${label} (the largest paint: ${load.element})`)
    console.log(`trace: ${path.relative(ROOT, file)}; from the HTML's request (ms):`)
    console.log(
      `  HTML arrived by ${ms(load.htmlIn)}; first paint ${ms(load.firstPaint)}; largest paint ${ms(load.largestPaint)}`,
    )
    const phases = Object.entries(load.phases)
      .map(([phase, value]) => `${phase} ${ms(value)}`)
      .join(", ")
    console.log(`  the main thread's work until the largest paint: ${phases}`)
    const calls = load.fontCalls.map((c) => `${c.count} ${c.kind} ${ms(c.ms)}`).join(", ")
    console.log(`  the font lookups' calls to the browser until then: ${calls}`)
  } finally {
    await context.close()
  }
}

const server = createStaticServer({ root: publicDir })
const port = Number(process.env.BENCH_PORT ?? 9821)
await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
const origin = `http://127.0.0.1:${port}`
const browser = await launchChromium()
fs.mkdirSync(path.join(ROOT, ".bench"), { recursive: true })
try {
  const { rates } = await phoneRates(browser)
  if (loads.length) {
    const removeBarePage = await writeBarePage(publicDir)
    const label = `${phoneLabel(phone, rates)}, slow network`
    try {
      for (const route of ["/__bench/", ...loads]) await traceLoad(browser, origin, route, rates[phone.key], label)
    } finally {
      removeBarePage()
    }
  }
  for (const visit of chosen) {
    const file = path.join(ROOT, ".bench", `trace-${visit.name.split(":")[0].replace(/\W+/g, "-")}.json`)
    const { ms, event } = await measureVisit(browser, origin, visit, rates[phone.key], file)
    console.log(`\n${visit.name}, ${phoneLabel(phone, rates)}: longest interaction ${ms} ms (${event}), traced`)
    console.log(`trace: ${path.relative(ROOT, file)}; main-thread phases and other threads' work after each input (ms)`)
    const trace = JSON.parse(fs.readFileSync(file, "utf8"))
    const rows = summarize(trace)
    const columns = ["input", "at", "window", ...Object.keys(PHASES), ...Object.keys(OFF_MAIN)]
    const width = (column) => Math.max(11, column.length + 2)
    console.log(columns.map((c) => c.padStart(width(c))).join(""))
    for (const row of rows) {
      console.log(
        columns.map((c) => (typeof row[c] === "number" ? row[c].toFixed(0) : row[c]).padStart(width(c))).join(""),
      )
    }
    console.log(
      "the page's functions with the most self time over the visit (ms; what they make the browser do at once included):",
    )
    for (const [where, ms] of hotFunctions(trace)) console.log(`${ms.toFixed(0).padStart(8)}  ${where}`)
  }
} finally {
  await browser.close()
  server.close()
}
