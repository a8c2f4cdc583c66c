/* global window, document, getComputedStyle, requestAnimationFrame, requestIdleCallback */
/**
 * Judges: interactions on the low-tier phone, every scripted visit's median within 200 ms
 * and within twice the bare page's button in the same run, and no single visit over 200 ms.
 *
 * How fast the site answers a visitor's input on the phones families carry: Chromium
 * through the DevTools protocol, its CPU slowed to the low-tier and then the mid-tier
 * phone's (calibrated on this machine, ./phones.mjs), on the production build. Each visit
 * below does what a visitor does on one page; the browser's own Event Timing entries (the
 * data behind INP) give each interaction's time from input to the next paint, and a visit's
 * figure is its longest interaction, with the event that made it and Event Timing's split of
 * it (before its handlers, in them, on to the paint). Median of 3 visits each
 * (of 9 for the floors: three in each run).
 *
 * Two floors are measured in the same run: a bare page whose button writes one line of text
 * (the browser's own cost), and a tap on the 404 page's heading (what the framework costs a
 * tap that changes nothing).
 * Targets, on the low-tier phone: every visit's median within 200 ms (Google's "good") and
 * within twice the bare page's median, and no single visit over 200 ms. The mid-tier
 * phone's figures are reported beside them.
 * Event Timing reports only interactions of 16 ms or more (its smallest threshold), so a
 * visit whose every interaction is shorter reads 16 ms.
 *
 * Set INP_RUNS to change the number of runs, INP_VISITS (comma-separated names) to pick visits.
 */
import fs from "node:fs"
import path from "node:path"
import { launchChromium } from "../chromium.cjs"
import { PHONE_SCREEN, budgetPages, median, slowCpu } from "./lib.mjs"
import { LOW_TIER, PHONES, phoneLabel, phoneRates } from "./phones.mjs"

const RUNS = Number(process.env.INP_RUNS ?? 3)
/**
 * Visits of each floor in every run. A floor's visit takes a few seconds and its single
 * readings spread over several Event Timing steps; the target is twice its median, so
 * more of them make the target move less with one visit's chance.
 */
const FLOOR_VISITS_PER_RUN = 3
/** Google's "good" interaction, on the low-tier phone. */
const CEILING_MS = 200
/** A visit's median at most this many times the bare page's button, in the same run. */
const FLOOR_TIMES = 2
/** Event Timing's smallest reporting threshold: shorter interactions are not reported. */
const THRESHOLD_MS = 16

/** A data file's English (the whole of a file in one language). */
const read = (root, file) => {
  const json = JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8"))
  return json.en && Object.keys(json).every((key) => key === "en" || key === "es") ? json.en : json
}

/** Waits until the page has painted what the last input set in motion and gone idle. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  )

/**
 * A visitor's pace between keys. Keys sent back to back (Playwright's default) arrive
 * faster than one frame at 4× CPU: input outranks rendering, no frame is drawn until
 * the keys stop, and every key then reads as long as the whole burst. A fast thumb on a
 * phone keyboard is still several frames apart.
 */
const KEY_GAP_MS = 100

/**
 * How long a tap's finger rests on the screen. Playwright's own tap sends the touch's
 * start and end together, so the page handles the end while still busy with the start
 * (the pointer and touch events that a real finger leaves time for), and every tap's
 * click waited behind it: 10 to 15 ms at 4× CPU, the 404 page's tap as much as the
 * gallery's. Even a quick tap keeps the finger down for tens of milliseconds.
 */
const TAP_HOLD_MS = 80

/**
 * What a visit's trace records: the main thread's tasks and phases, raster and image
 * decoding, the renderer's font lookups, and the JavaScript sampler's profile.
 */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "fonts",
  "disabled-by-default-devtools.timeline",
  "blink",
  "cc",
  "v8",
  "disabled-by-default-v8.cpu_profiler",
]

/** How long a visit waits for what it looks for to appear (or go) before it fails. */
const WAIT_MS = 10_000

/**
 * What a visit taps, types into or waits for: the first element matching the CSS
 * selector `css` that the page draws and whose accessible name (its aria-label, its
 * labels' text or else its text) matches `name`.
 */
const el = (css, name) => ({ css, source: name?.source ?? "", flags: name?.flags ?? "" })

/**
 * Runs in the page, in its own JavaScript: waits for `target` to be drawn (or, with
 * `gone`, for nothing to match it), then returns its box, first bringing it to the
 * middle of the screen when `scroll` is set.
 */
function inPage({ target, gone, scroll, timeout }) {
  const pattern = new RegExp(target.source, target.flags)
  const text = (nodes) => [...nodes].map((node) => node.textContent).join(" ")
  const nameOf = (element) => {
    const labelledBy = element.getAttribute("aria-labelledby")
    const name =
      element.getAttribute("aria-label") ??
      (labelledBy
        ? text(labelledBy.split(/\s+/).map((id) => document.getElementById(id) ?? { textContent: "" }))
        : null) ??
      (element.labels?.length ? text(element.labels) : element.textContent)
    return name.replace(/\s+/g, " ").trim()
  }
  const find = () =>
    [...document.querySelectorAll(target.css)].find(
      (element) =>
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== "hidden" &&
        pattern.test(nameOf(element)),
    )
  const describe = `${target.css}${target.source ? ` named /${target.source}/${target.flags}` : ""}`
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + timeout
    const poll = () => {
      const element = find()
      if (gone ? !element : element) {
        if (element && scroll) element.scrollIntoView({ block: "center", behavior: "instant" })
        const box = element?.getBoundingClientRect()
        return resolve(box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null)
      }
      if (performance.now() > deadline)
        return reject(new Error(`${gone ? "still on the page" : "not on the page"}: ${describe}`))
      setTimeout(poll, 50)
    }
    poll()
  })
}

/**
 * What a visit may do to its page: tap, type, press keys and wait, all through the
 * page's own JavaScript (`page.evaluate`) and the DevTools protocol's touch and key
 * events. Never Playwright's locators or `waitForFunction`: their first use in a page
 * injects Playwright's script, which listens on the window (capturing, not passive) for
 * every pointer, touch and mouse event, to check where its own clicks land. Those
 * listeners ran inside every tap measured here, a few milliseconds of each at 4× CPU,
 * and no visitor has them.
 */
function visitor(page) {
  /** The DevTools session that sends the taps' touch events, opened on the first tap. */
  let touch
  /**
   * Brings `target` to the middle of the screen, as a visitor scrolls to what they are
   * about to tap. (Scrolled just into view, to the very edge of the screen, headless
   * Chromium draws the changes typed into a field but reports their frame only with the
   * next input, so every key would read as long as the pause after it.) Then it waits
   * for what the scroll set off to finish (the top bar fading in once the page leaves its
   * top), as a visitor's finger comes back to the screen only after the page has stopped
   * moving. Tapped a frame or two after the script's instant scroll, a tap waited for
   * every frame of that fade: it measured the scroll, not the tap. Returns its box.
   */
  const bringIntoView = async (target) => {
    await page.evaluate(inPage, { target, scroll: true, timeout: WAIT_MS })
    await settle(page)
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    await settle(page)
    return page.evaluate(inPage, { target, timeout: WAIT_MS })
  }

  /**
   * Touches the screen at the middle of `target` and lifts the finger TAP_HOLD_MS
   * later, as a phone visitor taps: the browser sends the touch and pointer events,
   * then the mouse events and the click it makes of them. Not a mouse click: on the
   * same build a mouse read shorter on every visit, which no phone visitor gets. Then
   * waits for what it painted.
   */
  const tap = async (target) => {
    const box = await bringIntoView(target)
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    touch ??= await page.context().newCDPSession(page)
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] })
    await new Promise((resolve) => setTimeout(resolve, TAP_HOLD_MS))
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
    await settle(page)
  }

  /** Presses `key` `times` times, waiting for each one's paint. */
  const press = async (key, times = 1) => {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key)
      await settle(page)
    }
  }

  /** Empties the focused field, as a visitor selects all and deletes. */
  const clear = async () => {
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("Backspace")
    await settle(page)
  }

  return {
    tap,
    press,
    clear,
    /** Taps `target` and types `text` into it key by key (each key an interaction). */
    async typeInto(target, text) {
      await tap(target)
      await clear()
      await page.keyboard.type(text, { delay: KEY_GAP_MS })
      await settle(page)
    },
    /** Waits until `target` is drawn. */
    waitFor: (target) => page.evaluate(inPage, { target, timeout: WAIT_MS }),
    /** Waits until nothing on the page matches `target`. */
    waitUntilGone: (target) => page.evaluate(inPage, { target, gone: true, timeout: WAIT_MS }),
    /** The Playwright page, for what happens outside it (network routes and responses). */
    page,
  }
}

/** The visits: name, page and what the visitor does there (`act` gets a `visitor`). */
export function visits(root) {
  const faq = read(root, "faq.json")
  const recruiting = read(root, "recruiting.json")
  const wheel = read(root, "wheel.json")
  const examples = JSON.parse(fs.readFileSync(path.join(root, "__tests__/fixtures/calculator-examples.json"), "utf8"))
  const gallery = budgetPages(root).find((route) => route.startsWith("/agent-incentives/"))
  const zips = read(root, "zip-eligibility.json")
  const containing = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i")

  const fillCalculator = async (v, prefix, values) => {
    for (const [key, value] of Object.entries(values)) await v.typeInto(el(`#${prefix}-${key}`), value)
  }
  const calculate = (v) => v.tap(el("button", /^calculate$/i))
  const calculator = (prefix, values, changed) => async (v) => {
    await fillCalculator(v, prefix, values)
    await calculate(v)
    await v.typeInto(el(`#${prefix}-${changed}`), String(Number(values[changed]) + 1))
    await calculate(v)
  }
  const dialog = el("[role=dialog], dialog")

  return [
    {
      name: "phone menu: open, close",
      path: "/",
      async act(v) {
        await v.tap(el("button", /open menu/i))
        await v.tap(el("button", /close menu/i))
      },
    },
    {
      name: "FAQ: search, clear, open a question",
      path: "/faq",
      async act(v) {
        await v.typeInto(el("input", containing(faq.searchLabel)), "commission")
        await v.clear()
        await v.tap(el("main details > summary"))
      },
    },
    {
      name: "gallery: next, 5 keys, lightbox, 3 keys, Escape",
      path: gallery,
      async act(v) {
        await v.waitUntilGone(el("[data-testid=gallery-skeleton]"))
        await v.tap(el("button", /^next/i))
        await v.press("ArrowRight", 5)
        await v.tap(el("button", /open full screen$/i))
        await v.waitFor(dialog)
        await v.press("ArrowRight", 3)
        await v.press("Escape")
        await v.waitUntilGone(dialog)
      },
    },
    {
      name: "Goal Calculator: calculate, change, calculate",
      path: "/goalcalculator",
      act: calculator("goal", examples.goal, Object.keys(examples.goal)[0]),
    },
    {
      name: "Compensation Comparison: calculate, change, calculate",
      path: "/comp-comparison",
      act: calculator("comp", examples.comparison, Object.keys(examples.comparison)[0]),
    },
    {
      name: "zip checker: type a zip",
      path: "/fl-tx-agents",
      async act(v) {
        await v.typeInto(el("input", containing(recruiting.zipPage.inputLabel)), zips.florida[0].zip)
        await v.waitFor(el("[role=status]", /\S/))
      },
    },
    {
      name: "prize wheel: spin",
      path: "/wheel-spin",
      async act(v) {
        await v.tap(el("button", containing(wheel.spinLabel)))
      },
    },
    {
      name: "testimonials: open a video card",
      path: "/testimonials",
      async act(v) {
        await v.tap(el("main ul button, main ol button"))
        await v.waitFor(dialog)
      },
    },
    {
      name: "lead form: submit, webhook answers 500",
      path: "/goalcalculator",
      async act(v) {
        const { page } = v
        // Every send leaves the site's origin: the stand-in webhook answers 500.
        await page.route(
          (url) => !url.href.startsWith(page.url().split("/").slice(0, 3).join("/")),
          (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.abort()),
        )
        await fillCalculator(v, "goal", examples.goal)
        await calculate(v)
        await v.typeInto(el("#goal-firstName"), "Ana")
        await v.typeInto(el("#goal-lastName"), "Lopez")
        await v.typeInto(el("#goal-phone"), "559-555-0100")
        await v.typeInto(el("#goal-email"), "ana@example.com")
        await v.tap(el("input[type=checkbox]", /by checking this box/i))
        const sent = page.waitForResponse((response) => response.request().method() === "POST", { timeout: WAIT_MS })
        await v.tap(el("button", /submit goal sheet/i))
        await sent.catch(() => {
          throw new Error("the lead form sent nothing: build with `npm run bench`, which gives it a webhook address")
        })
        await v.waitFor(el("[role=alert]"))
        await settle(page)
      },
    },
  ]
}

/**
 * The floor: a bare page whose button writes one line of text. Returns its remover. The
 * line is built from a counter, not the time of day: formatting a time loads the
 * browser's locale data on the first click, which alone takes several frames at 4× CPU.
 */
function writeButtonPage(publicDir) {
  const dir = path.join(publicDir, "__bench-button")
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare button floor page</title></head><body data-hydrated><h1>Bare button</h1><button type="button" id="b">Write a line</button><p id="out"></p><script>var n=0;document.getElementById("b").addEventListener("click",function(){n++;document.getElementById("out").textContent="Clicked "+n+(n===1?" time":" times")})</script></body></html>`,
  )
  return () => fs.rmSync(dir, { recursive: true, force: true })
}

const floorVisit = {
  name: "floor: bare page, one button",
  path: "/__bench-button/",
  async act(v) {
    await v.tap(el("button", /^Write a line$/))
  },
}

/**
 * The framework's floor: a tap on the 404 page's heading, which nothing handles and which
 * draws nothing. React listens at the page's root for every event a tap makes (pointer,
 * mouse, focus, click) and dispatches each through its own event system, so this is what
 * any tap on a page of the site costs before a component does anything. Reported, not a
 * target: a visit's figure minus this one is what the site's own code adds.
 */
export const frameworkFloorVisit = {
  name: "floor: 404 page, a tap on its heading",
  path: "/404",
  async act(v) {
    await v.tap(el("h1"))
  },
}
const FLOORS = [floorVisit, frameworkFloorVisit]

/**
 * One visit in a fresh phone-sized context: load, wait until hydrated and idle, slow the
 * CPU `rate`× (a phone's, ./phones.mjs), act, then read the longest interaction. Returns
 * { ms, event } (ms is at least Event Timing's threshold). With `traceFile`, the browser's
 * trace of the acting part is written there (scripts/bench-trace.mjs reads it).
 */
export async function measureVisit(browser, origin, visit, rate, traceFile) {
  const context = await browser.newContext({
    viewport: PHONE_SCREEN,
    deviceScaleFactor: 2,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const w = window
    w.__interactions = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue
        const node = entry.target
        const target = node
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.getAttribute?.("aria-label") ? `[${node.getAttribute("aria-label").slice(0, 30)}]` : ""}`
          : ""
        w.__interactions.push({
          name: entry.name,
          duration: entry.duration,
          target,
          // Event Timing's own split: waiting for the page's first handler, the handlers, then on to the paint.
          split: [
            entry.processingStart - entry.startTime,
            entry.processingEnd - entry.processingStart,
            entry.startTime + entry.duration - entry.processingEnd,
          ].map(Math.round),
        })
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true })
  })
  try {
    await page.goto(`${origin}${visit.path}`, { waitUntil: "load" })
    await page.evaluate(inPage, { target: el("[data-hydrated]"), timeout: 30_000 })
    await settle(page)
    await slowCpu(context, page, rate)
    if (traceFile) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await visit.act(visitor(page))
    await settle(page)
    if (traceFile) fs.writeFileSync(traceFile, await browser.stopTracing())
    const entries = await page.evaluate(() => window.__interactions)
    const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a), {
      duration: THRESHOLD_MS,
      name: "",
      target: "",
    })
    return {
      ms: longest.duration,
      event: longest.name ? `${longest.name} ${longest.target}`.trim() + splitNote(longest.split) : "none over 16 ms",
    }
  } finally {
    await context.close()
  }
}

/**
 * Where an interaction's time went, by Event Timing's own marks: before the page's first
 * handler of the event (the browser's hit tests, focus and pressed-state update, or other
 * work still running), in the handlers, and after them until the next paint was shown.
 */
const splitNote = ([wait, handlers, paint]) =>
  `: ${wait} before its handlers, ${handlers} in them, ${paint} to the paint`

/**
 * The visits of `list` whose names start with one of `names` (comma-separated, in any
 * case): all of them when `names` gives none.
 */
export function pickVisits(list, names = "") {
  const picked = names
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return list.filter((visit) => picked.length === 0 || picked.some((name) => visit.name.toLowerCase().startsWith(name)))
}

export async function run(ctx) {
  const all = pickVisits(visits(ctx.root), process.env.INP_VISITS)
  const remove = writeButtonPage(ctx.publicDir)
  const browser = await launchChromium()
  const rows = []
  try {
    const { rates } = await phoneRates(browser)
    for (const phone of PHONES) {
      const group = `interactions, ${phoneLabel(phone, rates)}`
      const results = new Map([...FLOORS, ...all].map((v) => [v, []]))
      // Runs alternate across the visits, so whatever else the machine does lands on all of them.
      for (let run = 0; run < RUNS; run++) {
        for (const visit of results.keys()) {
          console.log(`  ${group}, run ${run + 1}/${RUNS}: ${visit.name}`)
          const times = FLOORS.includes(visit) ? FLOOR_VISITS_PER_RUN : 1
          for (let i = 0; i < times; i++) {
            // A visit that fails is reported on its own row; the other visits still run.
            results.get(visit).push(
              await measureVisit(browser, ctx.origin, visit, rates[phone.key]).catch((error) => ({
                ms: NaN,
                event: "",
                error,
              })),
            )
          }
        }
      }
      rows.push(...visitRows(group, results, phone === LOW_TIER))
    }
  } finally {
    await browser.close()
    remove()
  }
  return rows
}

/** The rows of one phone's visits; `judged`: against the targets (the low-tier phone). */
function visitRows(group, results, judged) {
  const rows = []
  const bare = median(results.get(floorVisit).map((r) => r.ms))
  const limit = Math.min(CEILING_MS, FLOOR_TIMES * bare)
  for (const [visit, runs] of results) {
    const failed = runs.find((r) => r.error)
    if (failed) {
      rows.push({
        group,
        metric: visit.name,
        value: NaN,
        unit: "",
        note: String(failed.error?.message ?? failed.error).split("\n")[0],
      })
      continue
    }
    const ms = median(runs.map((r) => r.ms))
    const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a))
    const target = judged && !FLOORS.includes(visit)
    rows.push({
      group,
      metric: `${visit.name} (median; slowest: ${worst.event})`,
      value: ms,
      unit: "ms",
      ...(target
        ? { target: `<= ${Math.round(limit)} ms (${CEILING_MS} ms, ${FLOOR_TIMES}× the bare page)`, met: ms <= limit }
        : {}),
    })
    if (target) {
      rows.push({
        group,
        metric: `${visit.name} (slowest of ${runs.length} runs)`,
        value: worst.ms,
        unit: "ms",
        target: `<= ${CEILING_MS} ms`,
        met: worst.ms <= CEILING_MS,
      })
    }
  }
  return rows
}
