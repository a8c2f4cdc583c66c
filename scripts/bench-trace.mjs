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
 * from the JavaScript sampler. Tracing slows the page, so the phases' shares are what to
 * read, not their sums; the benchmark's own figures come from `npm run bench`.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { launchChromium } from "./chromium.cjs"
import { createStaticServer } from "./static-server.mjs"
import { cliOption } from "./bench/lib.mjs"
import { measureVisit, pickVisits, visits } from "./bench/70-interactions.mjs"
import { PHONES, phoneLabel, phoneRates } from "./bench/phones.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const publicDir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith("--")) ?? path.join(ROOT, "public"))
const phone = PHONES.find((p) => p.key === cliOption("phone", "low"))
const chosen = pickVisits(visits(ROOT), cliOption("visits", ""))
if (!phone || chosen.length === 0 || !fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("usage: npm run bench:trace -- [--visits=menu,gallery] [--phone=low|mid] [public-folder]")
  console.error(
    "(npm run bench's visits, picked by the start of their names, all by default; public/ must hold a build)",
  )
  process.exit(2)
}

/** The main thread's phases, each the trace events that make it up. */
const PHASES = {
  script: ["EventDispatch", "TimerFire", "FireAnimationFrame", "RunMicrotasks", "FunctionCall", "EvaluateScript"],
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
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

const server = createStaticServer({ root: publicDir })
const port = Number(process.env.BENCH_PORT ?? 9821)
await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
const browser = await launchChromium()
fs.mkdirSync(path.join(ROOT, ".bench"), { recursive: true })
try {
  const { rates } = await phoneRates(browser)
  for (const visit of chosen) {
    const file = path.join(ROOT, ".bench", `trace-${visit.name.split(":")[0].replace(/\W+/g, "-")}.json`)
    const { ms, event } = await measureVisit(browser, `http://127.0.0.1:${port}`, visit, rates[phone.key], file)
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
