/**
 * The phones the benchmarks emulate, by what their processor can do rather than by a fixed
 * slowdown: Chrome DevTools' calibration. Lighthouse's BenchmarkIndex (a second of string
 * building and array copying) is run in a blank page, unthrottled, and then under CPU
 * throttling at the rates a bisection picks, until it reads what the phone's processor
 * reads: 264 for a low-tier phone (a Moto G Power 2022), 1000 for a mid-tier one (a
 * Pixel 5). A fixed 4× is a mid- or high-tier phone on a fast machine and a low-tier one on
 * a slow machine; the calibrated rate is the same phone on both.
 *
 * The calibration runs once per process (about twenty seconds) and every benchmark of the
 * run shares it; its readings go into the report, so a figure says which slowdown it was
 * taken at.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"

/** The emulated phones: their BenchmarkIndex, and the name the report gives them. */
export const PHONES = [
  { key: "low", name: "low-tier phone", index: 264 },
  { key: "mid", name: "mid-tier phone", index: 1000 },
]
export const LOW_TIER = PHONES[0]

/** A reading within this many points of the phone's index is the phone. */
const CLOSE_ENOUGH = 10
/** Bisection steps per phone, at most. */
const MAX_STEPS = 8
/** The throttling rate the protocol applies is rounded to hundredths. */
const hundredths = (n) => Math.round(n * 100) / 100

/**
 * Finds the CPU throttling rate of each phone for `browser`'s machine: `{ index, rates }`,
 * `index` the machine's own BenchmarkIndex (median of three unthrottled readings), `rates`
 * each phone's rate by its key. A machine slower than a phone gets a rate of 1 for it (no
 * throttling can make it faster), and `tooSlow` lists those phones.
 */
export async function calibratePhones(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto("about:blank")
  const measure = async (rate) => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate })
    return page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)
  }
  try {
    await measure(1) // V8 warms up on the first run.
    const unthrottled = [await measure(1), await measure(1), await measure(1)].sort((a, b) => a - b)
    const index = unthrottled[1]
    const readings = new Map()
    const reading = async (rate) => {
      if (!readings.has(rate)) readings.set(rate, await measure(rate))
      return readings.get(rate)
    }
    /** Bisects between `lower` (reads above the target) and `upper` (reads below) for the rate that reads `target`. */
    const find = async (target, lower, upper) => {
      let rate = 1
      for (let step = 0; step < MAX_STEPS; step++) {
        rate = hundredths((lower + upper) / 2)
        const score = await reading(rate)
        if (Math.abs(score - target) < CLOSE_ENOUGH) break
        if (score < target) upper = rate
        else lower = rate
      }
      return rate
    }
    const rates = {}
    const tooSlow = []
    for (const phone of PHONES) {
      if (index <= phone.index) {
        rates[phone.key] = 1
        tooSlow.push(phone.name)
        continue
      }
      // The index falls about in proportion to the rate: bracket the proportional guess.
      const guess = index / phone.index
      rates[phone.key] = await find(phone.index, Math.max(1, guess / 1.5), guess * 1.5)
    }
    return { index, rates, tooSlow }
  } finally {
    await context.close()
  }
}

let calibration
/** The run's calibration, made on first use with `browser` and shared by every later caller. */
export function phoneRates(browser) {
  calibration ??= calibratePhones(browser).then((result) => {
    const rates = PHONES.map((phone) => `${phone.name} ${result.rates[phone.key]}×`).join(", ")
    console.log(`  calibrated: this machine's BenchmarkIndex ${Math.round(result.index)}; ${rates}`)
    for (const name of result.tooSlow)
      console.log(`  this machine is slower than a ${name}: its figures are unthrottled`)
    return result
  })
  return calibration
}

/** "low-tier phone (12.5× CPU)": a phone's name with the rate it was measured at. */
export const phoneLabel = (phone, rates) => `${phone.name} (${rates[phone.key]}× CPU)`
