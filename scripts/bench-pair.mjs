#!/usr/bin/env node
/**
 * `npm run bench:pair`: does a departure from stock Gatsby earn its place? Compares two
 * builds of the site, one with the departure and one without, on the figure it exists for,
 * alternating the two builds run by run so both see the same machine:
 *
 *   npm run bench:pair -- <with/public> <without/public> --figure=lcp|tbt|js|inp|calc [--pages=/,/faq] [--runs=5]
 *
 * - lcp: LCP of a throttled real browser (the low-tier phone's calibrated CPU, or
 *   `--phone=mid` for the mid-tier one's: scripts/bench/phones.mjs; slow mobile network), as
 *   `npm run bench` measures it. One run's reading is the benchmark's own figure, the
 *   median of `--per-run` loads (the two builds' loads alternate inside the run): a single
 *   load's paint moves with where the browser's reading of the HTML happens to pause, so
 *   single loads spread wider than the figure does;
 * - tbt: Lighthouse's Total Blocking Time (mobile, simulated throttling);
 * - js: the JavaScript a page loads before any input, from Chromium's network log as
 *   `npm run bench` counts it (deterministic: one reading);
 * - inp: the longest interaction of each of `npm run bench`'s scripted visits (the
 *   `--phone`'s calibrated CPU, low-tier by default; Event Timing), and of its tap on the 404 page's heading; `--visits=menu,gallery` picks
 *   visits by the start of their names. One run's reading is the benchmark's own figure, the
 *   median of `--per-run` visits (5, as `npm run bench` takes; the two builds' visits
 *   alternate inside the run): a single visit's longest interaction moves by more than
 *   any one fix saves. The lead form visit needs builds made with a webhook address
 *   (GATSBY_GOAL_SUBMIT_WEBHOOK_URL), as `npm run bench` makes them;
 * - calc: a Calculate's time to its results painted, as `npm run bench` measures it (one
 *   run's reading: the median of its timed Calculates), on the laptop screen and on the
 *   low-tier and mid-tier phones' calibrated CPU, for both calculators;
 * - rebuild / nochange: the time of `gatsby build` in two built project copies (give their
 *   folders instead of public/), after copying one more photo into data/trips/bahamas-2012/
 *   or with no change.
 *
 * For each page it reports both medians, the spread between runs (the larger of the two
 * builds' ranges, max − min; for inp, whose runs are taken side by side, the range of the
 * runs' differences) and the effect (without − with; for inp, the median difference). A
 * departure earns its place on a page when its effect is larger than the spread. The
 * report is printed and written, dated, to .bench/pair-[<name>-]<figure>.md (git-ignored;
 * --name=<departure>). Prepare the "without" build from a copy of the project with the
 * departure taken out (scripts/copy-project.cjs, then `npx gatsby build` in the copy).
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { launchChromium } from "./chromium.cjs"
import { createStaticServer } from "./static-server.mjs"
import { budgetPages, cliOption, median, pageScripts, reportHeader } from "./bench/lib.mjs"
import { lcpOf } from "./bench/95-throttled-lcp.mjs"
import { auditWithRetry } from "./bench/90-lighthouse.mjs"
import { frameworkFloorVisit, measureVisit, pickVisits, visits } from "./bench/70-interactions.mjs"
import { CALCULATORS, calculateTimes, devices } from "./bench/50-calculators.mjs"
import { PHONES, phoneRates } from "./bench/phones.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const [withDir, withoutDir] = process.argv.slice(2).filter((a) => !a.startsWith("--"))
const FIGURE = cliOption("figure", "lcp")
/** The phone of the lcp and inp figures: "low" (by default) or "mid" (scripts/bench/phones.mjs). */
const PHONE = PHONES.find((phone) => phone.key === cliOption("phone", "low"))
const RUNS = Number(cliOption("runs", 5))
const PER_RUN = Number(cliOption("per-run", 5))
const PAGES = cliOption("pages", "") ? cliOption("pages", "").split(",") : budgetPages(ROOT)
const PORT = Number(process.env.BENCH_PORT ?? 9811)

if (!PHONE || !withDir || !withoutDir || !["lcp", "tbt", "js", "inp", "calc", "rebuild", "nochange"].includes(FIGURE)) {
  console.error(
    "usage: npm run bench:pair -- <with> <without> --figure=lcp|tbt|js|inp|calc|rebuild|nochange [--pages=/,/faq] [--visits=menu,faq] [--phone=low|mid] [--runs=5] [--per-run=5]",
  )
  process.exit(2)
}

/** Serves a public/ folder the static-host way on `port`; resolves to its origin and a close(). */
async function serve(dir, port) {
  const server = createStaticServer({ root: path.resolve(dir) })
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve))
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() }
}

/** Serves both builds (a and b) and, when asked, starts Chromium for `measure`; closes them after. */
async function servingBoth(measure, { withBrowser = true } = {}) {
  const a = await serve(withDir, PORT)
  const b = await serve(withoutDir, PORT + 1)
  const browser = withBrowser ? await launchChromium() : null
  try {
    await measure(a, b, browser)
  } finally {
    await browser?.close()
    a.close()
    b.close()
  }
}

/** `count` readings of each build, alternating which goes first each round. */
async function alternate(measure, a, b, count = RUNS) {
  const runs = { a: [], b: [] }
  for (let i = 0; i < count; i++) {
    const order = i % 2 === 0 ? ["a", "b"] : ["b", "a"]
    for (const side of order) runs[side].push(await measure(side === "a" ? a : b))
  }
  return runs
}

/**
 * `RUNS` runs side by side, each reading the median of `PER_RUN` readings of each build
 * (alternating): the benchmark's own figure, for `sayRuns(..., { paired: true })`.
 */
async function medianRuns(measure, a, b) {
  const runs = { a: [], b: [] }
  for (let i = 0; i < RUNS; i++) {
    const readings = await alternate(measure, a, b, PER_RUN)
    runs.a.push(median(readings.a))
    runs.b.push(median(readings.b))
  }
  return runs
}

const range = (values) => Math.max(...values) - Math.min(...values)
const started = new Date()
const lines = []
const say = (line) => {
  console.log(line)
  lines.push(line)
}

/**
 * One row per measured case: both medians, the spread, the effect and the verdict, then the
 * runs themselves. With `paired`, run i of one build was measured beside run i of the other,
 * so the effect is the median of the runs' differences (without − with) and the spread is
 * the range of those differences: a slow spell of the machine then moves both readings of
 * a run together and cancels out, instead of widening each build's range.
 */
function sayRuns(label, runs, { paired = false } = {}) {
  const withMedian = median(runs.a)
  const withoutMedian = median(runs.b)
  const differences = runs.b.map((without, i) => without - runs.a[i])
  const spread = paired ? range(differences) : Math.max(range(runs.a), range(runs.b))
  const effect = paired ? median(differences) : withoutMedian - withMedian
  const ms = (v) => v.toFixed(0)
  say(
    `${label.padEnd(42)} ${ms(withMedian).padStart(7)}  ${ms(withoutMedian).padStart(8)}  ${ms(spread).padStart(6)}  ${ms(effect).padStart(7)}  ${effect > spread ? "yes" : "no"} (ms)`,
  )
  say(`${"".padEnd(42)} runs with: ${runs.a.map(ms).join(" ")}; without: ${runs.b.map(ms).join(" ")}`)
  if (paired) say(`${"".padEnd(42)} differences (without − with): ${differences.map(ms).join(" ")}`)
}

say(`figure: ${FIGURE}; with: ${withDir}; without: ${withoutDir}; ${FIGURE === "js" ? 1 : RUNS} runs each`)
say(`${(FIGURE === "inp" ? "visit" : "page").padEnd(43)}with     without  spread   effect   earns its place`)
if (FIGURE === "js") {
  await servingBoth(async (a, b, browser) => {
    const kb = async (side, dir, route) =>
      (await pageScripts(browser, side.origin, route, path.resolve(dir))).bytes / 1024
    for (const route of PAGES) {
      const withKb = await kb(a, withDir, route)
      const withoutKb = await kb(b, withoutDir, route)
      say(
        `${route.padEnd(42)} ${withKb.toFixed(1).padStart(7)}  ${withoutKb.toFixed(1).padStart(8)}  ${"0".padStart(6)}  ${(withoutKb - withKb).toFixed(1).padStart(7)}  ${withoutKb - withKb > 0 ? "yes" : "no"} (KB)`,
      )
    }
  })
} else if (FIGURE === "inp") {
  const chosen = pickVisits([frameworkFloorVisit, ...visits(ROOT)], cliOption("visits", ""))
  say(`each run: the median of ${PER_RUN} visits per build; effect and spread: of the runs' differences`)
  await servingBoth(async (a, b, browser) => {
    const rate = (await phoneRates(browser)).rates[PHONE.key]
    const longest = async (origin, visit) => (await measureVisit(browser, origin, visit, rate)).ms
    for (const visit of chosen) {
      sayRuns(visit.name, await medianRuns((origin) => longest(origin, visit), a.origin, b.origin), { paired: true })
    }
  })
} else if (FIGURE === "calc") {
  await servingBoth(async (a, b, browser) => {
    for (const device of devices((await phoneRates(browser)).rates)) {
      for (const calculator of CALCULATORS) {
        const painted = async (origin) => median(await calculateTimes(browser, origin, calculator, device))
        sayRuns(`${calculator.route}${device.label}`, await alternate(painted, a.origin, b.origin))
      }
    }
  })
} else if (FIGURE === "rebuild" || FIGURE === "nochange") {
  let added = 0
  /** Milliseconds one `gatsby build` takes in project folder `dir` (after adding a photo for "rebuild"). */
  const buildTime = async (dir) => {
    if (FIGURE === "rebuild") {
      const trip = path.join(dir, "data/trips/bahamas-2012")
      fs.copyFileSync(path.join(trip, "1.jpg"), path.join(trip, `pair-${++added}.jpg`))
    }
    const start = process.hrtime.bigint()
    execSync("npx gatsby build", {
      cwd: dir,
      stdio: "ignore",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    })
    return Number(process.hrtime.bigint() - start) / 1e6
  }
  sayRuns("gatsby build", await alternate(buildTime, withDir, withoutDir))
} else if (FIGURE === "lcp") {
  say(`each run: the median of ${PER_RUN} loads per build; effect and spread: of the runs' differences`)
  await servingBoth(async (a, b, browser) => {
    const rate = (await phoneRates(browser)).rates[PHONE.key]
    const lcp = async (url) => (await lcpOf(browser, url, rate)).lcp
    for (const route of PAGES) {
      sayRuns(route, await medianRuns(lcp, `${a.origin}${route}`, `${b.origin}${route}`), { paired: true })
    }
  })
} else {
  await servingBoth(
    async (a, b) => {
      const tbt = async (url) => (await auditWithRetry(url)).tbt
      for (const route of PAGES) {
        sayRuns(route, await alternate(tbt, `${a.origin}${route}`, `${b.origin}${route}`))
      }
    },
    { withBrowser: false },
  )
}

const report = [...reportHeader(`npm run bench:pair (${FIGURE})`, started), "", "```text", ...lines, "```", ""]
fs.mkdirSync(path.join(ROOT, ".bench"), { recursive: true })
const NAME = cliOption("name", "")
const file = path.join(ROOT, `.bench/pair-${NAME ? `${NAME}-` : ""}${FIGURE}.md`)
fs.writeFileSync(file, report.join("\n"))
console.log(`\nWritten to ${path.relative(ROOT, file)}`)
