/* global window, document, requestAnimationFrame, requestIdleCallback */
/**
 * How fast the site answers a visitor's input on a slow phone: Chromium through the
 * DevTools protocol with 4× CPU slowdown, on the production build. Each visit below does
 * what a visitor does on one page; the browser's own Event Timing entries (the data behind
 * INP) give each interaction's time from input to the next paint, and a visit's figure is
 * its longest interaction, with the event that made it. Median of 5 visits each.
 *
 * Two floors are measured in the same run: a bare page whose button writes one line of text
 * (the browser's own cost), and a tap on the 404 page's heading (what the framework costs a
 * tap that changes nothing).
 * Targets: every visit's median within 50 ms, and no single visit over 100 ms.
 * Event Timing reports only interactions of 16 ms or more (its smallest threshold), so a
 * visit whose every interaction is shorter reads 16 ms.
 *
 * Set INP_RUNS to change the number of runs, INP_VISITS (comma-separated names) to pick visits.
 */
import fs from "node:fs"
import path from "node:path"
import { launchChromium } from "../chromium.cjs"
import { PHONE_SCREEN, budgetPages, median, slowCpu } from "./lib.mjs"

const RUNS = Number(process.env.INP_RUNS ?? 5)
const TARGET_MS = 50
const CEILING_MS = 100
/** Event Timing's smallest reporting threshold: shorter interactions are not reported. */
const THRESHOLD_MS = 16

const read = (root, file) => JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8"))

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
 * Brings `locator` to the middle of the screen, as a visitor scrolls to what they are about
 * to tap. (Playwright alone scrolls it just into view, to the very edge of the screen,
 * where headless Chromium draws the changes typed into a field but reports their frame
 * only with the next input, so every key would read as long as the pause after it.)
 * Then it waits for what the scroll set off to finish (the top bar fading in once the
 * page leaves its top), as a visitor's finger comes back to the screen only after the
 * page has stopped moving. Tapped a frame or two after the script's instant scroll, a
 * tap waited for every frame of that fade: it measured the scroll, not the tap.
 */
async function bringIntoView(page, locator) {
  await locator.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }))
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
}

/**
 * Touches the screen at the middle of `locator` and lifts the finger, as a phone visitor
 * taps: the browser sends the touch and pointer events, then the mouse events and the
 * click it makes of them. Not a mouse click: on the same build a mouse read shorter on every
 * visit, which no phone visitor gets. Not Playwright's `locator.click()` either: to check
 * that its click reaches the element, that listens in the page for the events it sends,
 * and its listener runs on the page's main thread inside the very interaction measured.
 */
async function tapMiddle(page, locator) {
  await locator.waitFor({ state: "visible" })
  const box = await locator.boundingBox()
  if (!box) throw new Error(`nothing to tap: ${locator}`)
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/** Types `text` key by key into `locator` (a visitor's keystrokes, each an interaction). */
async function typeInto(page, locator, text) {
  await bringIntoView(page, locator)
  await tapMiddle(page, locator)
  await locator.press("ControlOrMeta+a")
  await locator.press("Backspace")
  await locator.pressSequentially(text, { delay: KEY_GAP_MS })
  await settle(page)
}

/** Taps, then waits for what it painted. */
async function tap(page, locator) {
  await bringIntoView(page, locator)
  await tapMiddle(page, locator)
  await settle(page)
}

async function press(page, key, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key)
    await settle(page)
  }
}

/** The visits: name, page and what the visitor does there. */
export function visits(root) {
  const faq = read(root, "faq.json")
  const recruiting = read(root, "recruiting.json")
  const wheel = read(root, "wheel.json")
  const examples = JSON.parse(fs.readFileSync(path.join(root, "__tests__/fixtures/calculator-examples.json"), "utf8"))
  const gallery = budgetPages(root).find((route) => route.startsWith("/agent-incentives/"))
  const zips = read(root, "zip-eligibility.json")

  const fillCalculator = async (page, prefix, values) => {
    for (const [key, value] of Object.entries(values)) await typeInto(page, page.locator(`#${prefix}-${key}`), value)
  }
  const calculate = (page) => tap(page, page.getByRole("button", { name: /^calculate$/i }))
  const calculator = (prefix, values, changed) => async (page) => {
    await fillCalculator(page, prefix, values)
    await calculate(page)
    await typeInto(page, page.locator(`#${prefix}-${changed}`), String(Number(values[changed]) + 1))
    await calculate(page)
  }

  return [
    {
      name: "phone menu: open, close",
      path: "/",
      async act(page) {
        await tap(page, page.getByRole("button", { name: /open menu/i }))
        await tap(page, page.getByRole("button", { name: /close menu/i }))
      },
    },
    {
      name: "FAQ: search, clear, open a question",
      path: "/faq",
      async act(page) {
        const search = page.getByLabel(faq.searchLabel)
        await typeInto(page, search, "commission")
        await search.press("ControlOrMeta+a")
        await search.press("Backspace")
        await settle(page)
        await tap(page, page.locator("main details > summary").first())
      },
    },
    {
      name: "gallery: next, 5 keys, lightbox, 3 keys, Escape",
      path: gallery,
      async act(page) {
        await page.getByTestId("gallery-skeleton").waitFor({ state: "detached" })
        await tap(page, page.getByRole("button", { name: /^next/i }).first())
        await press(page, "ArrowRight", 5)
        await tap(page, page.getByRole("button", { name: /open full screen$/i }))
        await page.getByRole("dialog").waitFor()
        await press(page, "ArrowRight", 3)
        await press(page, "Escape")
        await page.getByRole("dialog").waitFor({ state: "detached" })
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
      async act(page) {
        await typeInto(page, page.getByLabel(recruiting.zipPage.inputLabel), zips.florida[0].zip)
        await page.getByRole("status").filter({ hasText: /\S/ }).first().waitFor()
      },
    },
    {
      name: "prize wheel: spin",
      path: "/wheel-spin",
      async act(page) {
        await tap(page, page.getByRole("button", { name: wheel.spinLabel }))
      },
    },
    {
      name: "testimonials: open a video card",
      path: "/testimonials",
      async act(page) {
        const card = page.getByRole("list").getByRole("button").first()
        await card.scrollIntoViewIfNeeded()
        await tap(page, card)
        await page.getByRole("dialog").waitFor()
      },
    },
    {
      name: "lead form: submit, webhook answers 500",
      path: "/goalcalculator",
      async act(page) {
        // Every send leaves the site's origin: the stand-in webhook answers 500.
        await page.route(
          (url) => !url.href.startsWith(page.url().split("/").slice(0, 3).join("/")),
          (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.abort()),
        )
        await fillCalculator(page, "goal", examples.goal)
        await calculate(page)
        await typeInto(page, page.locator("#goal-firstName"), "Ana")
        await typeInto(page, page.locator("#goal-lastName"), "Lopez")
        await typeInto(page, page.locator("#goal-phone"), "559-555-0100")
        await typeInto(page, page.locator("#goal-email"), "ana@example.com")
        await tap(page, page.getByRole("checkbox", { name: /by checking this box/i }))
        const sent = page.waitForResponse((response) => response.request().method() === "POST", { timeout: 10_000 })
        await tap(page, page.getByRole("button", { name: /submit goal sheet/i }))
        await sent.catch(() => {
          throw new Error("the lead form sent nothing: build with `npm run bench`, which gives it a webhook address")
        })
        await page.getByRole("alert").first().waitFor()
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
  async act(page) {
    await tap(page, page.getByRole("button", { name: "Write a line" }))
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
  async act(page) {
    await tap(page, page.getByRole("heading", { level: 1 }))
  },
}
const FLOORS = [floorVisit, frameworkFloorVisit]

/**
 * One visit in a fresh phone-sized context: load, wait until hydrated and idle, slow the
 * CPU 4×, act, then read the longest interaction. Returns { ms, event } (ms is at least
 * Event Timing's threshold).
 */
export async function measureVisit(browser, origin, visit) {
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
        const el = entry.target
        const target = el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute?.("aria-label") ? `[${el.getAttribute("aria-label").slice(0, 30)}]` : ""}`
          : ""
        w.__interactions.push({ name: entry.name, duration: entry.duration, target })
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true })
  })
  try {
    await page.goto(`${origin}${visit.path}`, { waitUntil: "load" })
    await page.waitForFunction(
      () => document.documentElement.hasAttribute("data-hydrated") || document.body.hasAttribute("data-hydrated"),
    )
    await settle(page)
    await slowCpu(context, page)
    await visit.act(page)
    await settle(page)
    const entries = await page.evaluate(() => window.__interactions)
    const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a), {
      duration: THRESHOLD_MS,
      name: "",
      target: "",
    })
    return {
      ms: longest.duration,
      event: longest.name ? `${longest.name} ${longest.target}`.trim() : "none over 16 ms",
    }
  } finally {
    await context.close()
  }
}

export async function run(ctx) {
  const pick = process.env.INP_VISITS?.split(",").map((s) => s.trim().toLowerCase())
  const all = visits(ctx.root).filter((v) => !pick || pick.some((p) => v.name.toLowerCase().startsWith(p)))
  const remove = writeButtonPage(ctx.publicDir)
  const browser = await launchChromium()
  const results = new Map([...FLOORS, ...all].map((v) => [v, []]))
  try {
    // Runs alternate across the visits, so whatever else the machine does lands on all of them.
    for (let run = 0; run < RUNS; run++) {
      for (const visit of results.keys()) {
        console.log(`  interactions (4× CPU), run ${run + 1}/${RUNS}: ${visit.name}`)
        // A visit that fails is reported on its own row; the other visits still run.
        results
          .get(visit)
          .push(await measureVisit(browser, ctx.origin, visit).catch((error) => ({ ms: NaN, event: "", error })))
      }
    }
  } finally {
    await browser.close()
    remove()
  }
  const rows = []
  for (const [visit, all] of results) {
    const failed = all.find((r) => r.error)
    if (failed) {
      rows.push({
        group: "interactions (4× CPU)",
        metric: visit.name,
        value: NaN,
        unit: "",
        note: String(failed.error?.message ?? failed.error).split("\n")[0],
      })
      continue
    }
    const runs = all
    const ms = median(runs.map((r) => r.ms))
    const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a))
    const isFloor = FLOORS.includes(visit)
    rows.push({
      group: "interactions (4× CPU)",
      metric: `${visit.name} (median; slowest: ${worst.event})`,
      value: ms,
      unit: "ms",
      ...(isFloor ? {} : { target: `<= ${TARGET_MS} ms`, met: ms <= TARGET_MS }),
    })
    if (!isFloor) {
      rows.push({
        group: "interactions (4× CPU)",
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
