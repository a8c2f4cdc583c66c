/* global document, requestAnimationFrame, MutationObserver -- these run inside the page (page.evaluate) */
/**
 * Judges: a Calculate's time to its results painted, under 50 ms on a laptop screen.
 *
 * Calculators (their JavaScript is in 10-page-js): the time from a click on Calculate to the results being painted (target < 50 ms), measured
 * in the page with performance.now() from just before the click to the first frame after
 * the results are in the DOM (requestAnimationFrame, then a message after that frame's
 * paint). Median of several runs; the first run (cold code paths) is reported as well.
 * The target is judged on a laptop screen at full speed; the same measure on a phone
 * screen, at the low-tier and the mid-tier phone's calibrated CPU (./phones.mjs), is
 * reported beside it, since laying out the results below the first screen costs a phone most.
 */
import fs from "node:fs"
import { launchChromium } from "../chromium.cjs"
import { PHONE_SCREEN, median, slowCpu } from "./lib.mjs"
import { PHONES, phoneLabel, phoneRates } from "./phones.mjs"

/** The worked examples the calculator tests use (one source for tests and benchmark). */
const EXAMPLES = JSON.parse(
  fs.readFileSync(new URL("../../__tests__/fixtures/calculator-examples.json", import.meta.url), "utf8"),
)

const RUNS = 9
const TARGET_MS = 50

/** Where the time is measured: the judged laptop, and each calibrated phone (`rates`, ./phones.mjs) for context. */
export function devices(rates) {
  return [
    { label: "", viewport: { width: 1280, height: 900 }, cpuSlowdown: 1, judged: true },
    ...PHONES.map((phone) => ({
      label: `, ${phoneLabel(phone, rates)}`,
      viewport: PHONE_SCREEN,
      cpuSlowdown: rates[phone.key],
      judged: false,
    })),
  ]
}

export const CALCULATORS = [
  {
    route: "/goalcalculator",
    prefix: "goal",
    results: '[data-testid="goal-results"]',
    values: EXAMPLES.goal,
  },
  {
    route: "/comp-comparison",
    prefix: "comp",
    results: '[data-testid="same-spend"]',
    values: EXAMPLES.comparison,
  },
]

/** One timed click: resolves with ms from the click to the first paint showing `selector`. */
function timeCalculate(selector) {
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Calculate")
    if (!button) return reject(new Error("no Calculate button"))
    const start = performance.now()
    const afterPaint = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now() - start)
        channel.port2.postMessage(null)
      })
    button.click()
    if (document.querySelector(selector)) return afterPaint()
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return
      observer.disconnect()
      afterPaint()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    setTimeout(() => reject(new Error(`${selector} did not appear`)), 5000)
  })
}

/**
 * One page's RUNS timed Calculates on `device`, in a fresh context: ms from each click to the
 * first paint showing the results, in order (the first one with cold code paths).
 */
export async function calculateTimes(browser, origin, calculator, device) {
  const context = await browser.newContext({ viewport: device.viewport })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}${calculator.route}`, { waitUntil: "load" })
    await page.locator('[data-ready="true"]').waitFor()
    if (device.cpuSlowdown > 1) await slowCpu(context, page, device.cpuSlowdown)
    const times = []
    for (let i = 0; i < RUNS; i++) {
      await page.getByRole("button", { name: "Start over" }).click()
      for (const [key, value] of Object.entries(calculator.values))
        await page.fill(`#${calculator.prefix}-${key}`, value)
      await page.waitForTimeout(100)
      times.push(await page.evaluate(timeCalculate, calculator.results))
    }
    return times
  } finally {
    await context.close()
  }
}

export async function run(ctx) {
  const rows = []
  const browser = await launchChromium()
  try {
    const { rates } = await phoneRates(browser)
    for (const device of devices(rates)) {
      for (const p of CALCULATORS) {
        const times = await calculateTimes(browser, ctx.origin, p, device)
        const m = median(times)
        rows.push({
          group: "calculators",
          metric: `${p.route} Calculate → painted${device.label} (median of ${RUNS})`,
          value: m,
          unit: "ms",
          ...(device.judged ? { target: `< ${TARGET_MS} ms`, met: m < TARGET_MS } : {}),
        })
        if (device.judged) {
          rows.push({
            group: "calculators",
            metric: `${p.route} Calculate → painted (first run)`,
            value: times[0],
            unit: "ms",
          })
        }
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}
