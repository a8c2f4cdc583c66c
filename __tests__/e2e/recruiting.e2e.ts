/**
 * Recruiting area against the production build. In a real browser: the countdown, the zip
 * checker, the prize wheel's spins, the meeting sign-in QR code (decoded) and the
 * recruiting landing's scroll-to-form call to action. What the server sends, read without
 * a browser: the countdown's first reading, the wheel page's prize breakdown, official
 * rules and noindex, and the booking variants.
 */
import jsQR from "jsqr"
import { PNG } from "pngjs"
import type { Browser, Page } from "playwright-core"
import booking from "../../data/booking.json"
import recruiting from "../../data/recruiting.json"
import { en as site } from "../../data/site.json"
import wheel from "../../data/wheel.json"
import zipData from "../../data/zip-eligibility.json"
import { formatOdds, segmentAtPointer } from "../../src/lib/wheel"
import { fetchHtml, launchBrowser, openPage, runClock, scrollEndOf } from "./support/browser"
import { named, servedDocument } from "./support/served"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The elements of `root` matching `selector` that the heading or other element their aria-labelledby names calls `name`. */
function labelledBy(root: Document | Element, selector: string, name: string): Element[] {
  const doc = root.ownerDocument ?? (root as Document)
  return Array.from(root.querySelectorAll(selector)).filter(
    (el) => doc.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() === name,
  )
}

describe("/ziprecruiter-apply countdown", () => {
  it("is 23:45:00 in the built HTML", async () => {
    const { html } = await fetchHtml("/ziprecruiter-apply")
    expect(html).toContain("23:45:00")
    expect(html).toContain(recruiting.apply.spotsText)
  })

  // Its ticking, each second down to 00:00:00, is the Countdown's unit test; here, that the
  // built page starts it once it has hydrated.
  it("reads 23:45:00 at load, then 23:44:59 a second later", async () => {
    // The countdown runs on the page's clock, paused from before the page loads and moved
    // here by a second: the second is proven without waiting one. runClock returns once
    // the page has rendered what the timers it fired set in motion.
    const { page } = await openPage(browser, "/ziprecruiter-apply", { clock: "paused" })
    try {
      const timer = page.getByRole("timer")
      const first = (await timer.textContent())!.trim()
      expect(first).toBe("23:45:00")
      await runClock(page, 1000)
      expect((await timer.textContent())!.trim()).toBe("23:44:59")
      await expect(
        page.getByRole("link", { name: recruiting.apply.bookLabel }).first().getAttribute("href"),
      ).resolves.toBe("/calendar")
    } finally {
      await page.context().close()
    }
  })
})

describe("/fl-tx-agents zip checker", () => {
  // The checker's rules (digits only, at most five, codes outside the lists, the panel of
  // every code) are the zip module's and the ZipChecker's unit tests; that the built page
  // gives it the Florida list from its query, startup-input.e2e.ts's (a Florida code named
  // with its city); here, the Texas list from the same query, and the lists' source note.
  it("says a listed Texas code is eligible, with its city, and credits the lists' source", async () => {
    // The code goes in while the page starts, as a phone user's paste may.
    const { page } = await openPage(browser, "/fl-tx-agents", { wait: "starting" })
    try {
      const { zip, city } = zipData.texas[150]
      await page.getByLabel(recruiting.zipPage.inputLabel).fill(zip)
      await page.getByRole("status").filter({ hasText: city }).waitFor()
      const status = (await page.getByRole("status").textContent()) ?? ""
      expect(status).toContain(recruiting.zipPage.eligibleMessage)
      expect(status).toContain(city)
      await expect(page.locator("main").textContent()).resolves.toContain("CC BY 4.0")
    } finally {
      await page.context().close()
    }
  })
})

describe("/wheel-spin", () => {
  const labels = new Set(wheel.segments.map((s) => s.label))

  /** The label the result line names ("The wheel landed on $100 (practice spin: …)"), which never says won. */
  function landedLabel(text: string): string {
    expect(text.startsWith(`${wheel.resultPrefix} `)).toBe(true)
    expect(text).toContain(wheel.resultNote)
    expect(text).not.toMatch(/\bwon\b/i)
    return text.slice(wheel.resultPrefix.length + 1, text.indexOf(` ${wheel.resultNote}`))
  }

  /**
   * Spins the wheel of `page` and reads what the page announces and the angle the wheel
   * shows once its turn has ended. A turn's announcement waits on a timer of the page's
   * clock, moved by the test past the spin time (`turning`; when each announcement comes is
   * the component tests' concern); with reduced motion the clock stands still, so the
   * announcement must come at once. The turn itself is a CSS transition, brought to its end
   * before the angle is read.
   */
  async function spinAndRead(page: Page, turning: boolean) {
    const wheelEl = page.locator("[data-result-index]")
    const from = await wheelEl.getAttribute("data-rotation")
    const button = await page.getByRole("button", { name: wheel.spinLabel }).elementHandle()
    await button!.click()
    // Whether the button the visitor pressed still has the focus while the wheel turns.
    const focusKept = await button!.evaluate((el) => el === document.activeElement)
    if (turning) await runClock(page, wheel.spinSeconds * 1000)
    const status = page.getByRole("status")
    await status.filter({ hasText: /\S/ }).waitFor()
    const text = ((await status.textContent()) ?? "").trim()
    // This spin's result, not the last one's: the wheel has been given its new angle.
    expect(await wheelEl.getAttribute("data-rotation")).not.toBe(from)
    const index = Number(await wheelEl.getAttribute("data-result-index"))
    // The angle the wheel actually shows, read back from the computed transform.
    const angle = await wheelEl.evaluate((el) => {
      for (const animation of el.getAnimations()) animation.finish()
      const m = new DOMMatrix(getComputedStyle(el).transform)
      return (Math.atan2(m.b, m.a) * 180) / Math.PI
    })
    return { text, index, angle, focusKept }
  }

  // The wheel reads the visitor's motion setting at each spin (prize-wheel.tsx): one page
  // spins with motion, then, the setting changed, with reduced motion.
  it("keeps the focus on its button while it turns, ends on the segment it announces, and can spin again; with reduced motion, stops at once on a segment the page names", async () => {
    const { page, errors } = await openPage(browser, "/wheel-spin", { reducedMotion: "no-preference", clock: "paused" })
    try {
      const turned = await spinAndRead(page, true)
      expect(turned.focusKept).toBe(true)
      const label = landedLabel(turned.text)
      expect(wheel.segments[turned.index].label).toBe(label)
      expect(segmentAtPointer(turned.angle, wheel.segments.length)).toBe(turned.index)
      await expect(page.getByRole("button", { name: wheel.spinLabel }).getAttribute("aria-disabled")).resolves.toBe(
        null,
      )

      await page.emulateMedia({ reducedMotion: "reduce" })
      const reduced = await spinAndRead(page, false)
      const reducedLabel = landedLabel(reduced.text)
      expect(labels.has(reducedLabel)).toBe(true)
      expect(wheel.segments[reduced.index].label).toBe(reducedLabel)
      expect(segmentAtPointer(reduced.angle, wheel.segments.length)).toBe(reduced.index)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it("serves the prize breakdown with counts from the data, the official rules, and noindex", async () => {
    const doc = await servedDocument("/wheel-spin")
    // However many segments data/wheel.json gives the wheel, each count is out of them all.
    const total = wheel.segments.length
    const countOf = (...labels: string[]) => wheel.segments.filter((s) => labels.includes(s.label)).length
    /** The table row whose name (its cells' words) begins as `start` says: there must be one. */
    const row = (start: RegExp) => {
      const rows = Array.from(doc.querySelectorAll("tr")).filter((tr) =>
        start.test(Array.from(tr.cells, (cell) => (cell.textContent ?? "").trim()).join(" ")),
      )
      expect(rows).toHaveLength(1)
      return rows[0].textContent ?? ""
    }
    expect(row(/^\$500/)).toContain(`${countOf("$500")} of ${total}`)
    expect(row(/^\$25\+/)).toContain(`${countOf("$25", "2X Spins")} of ${total}`)
    // The shipped rules name no sponsor and no dates: the page says the contest is not running.
    const regions = labelledBy(doc, "section", wheel.officialRules.heading)
    expect(regions).toHaveLength(1)
    const rules = regions[0].textContent ?? ""
    expect(rules).toContain(wheel.officialRules.unset)
    expect(rules).toContain(`$500: ${formatOdds(countOf("$500"), total)}`)
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex")
  })
})

describe("/meeting-signin", () => {
  it("shows a QR code that decodes to the configured sign-in address, and the address as a link", async () => {
    const { page } = await openPage(browser, "/meeting-signin")
    try {
      const svg = page.locator("main svg[role='img']")
      const png = PNG.sync.read(await svg.screenshot())
      const code = jsQR(
        new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
        png.width,
        png.height,
      )
      expect(code?.data).toBe(site.links.meetingSignIn)
      await expect(page.getByRole("link", { name: site.links.meetingSignIn }).getAttribute("href")).resolves.toBe(
        site.links.meetingSignIn,
      )
      await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex")
    } finally {
      await page.context().close()
    }
  })
})

describe("booking variants", () => {
  // All of it is in the HTML the server sends. The call-and-text consent beside the booking
  // is the copy rules' on every booking page (copy-rules.e2e.ts), its privacy link the
  // booking page's unit test's.
  it.each(booking.variants)(
    "$path serves links to Apply Now and View Incentives, the reviews panel only where flagged, and no booking frame but the ways to reach a person",
    async (variant) => {
      const main = (await servedDocument(variant.path)).querySelector("main")!
      expect(named(main, "a", booking.applyLabel)[0]?.getAttribute("href")).toBe("/request-info")
      expect(named(main, "a", booking.incentivesLabel)[0]?.getAttribute("href")).toBe("/agent-incentives")
      expect(labelledBy(main, "aside", booking.reviewsPanel.heading)).toHaveLength(variant.reviewsPanel ? 1 : 0)
      // No booking widget is set in the shipped data/site.json: no frame, the ways to reach a person instead.
      expect(main.querySelectorAll("iframe").length).toBe(0)
      expect(main.querySelectorAll("[data-embed-alternative]").length).toBeGreaterThan(0)
    },
  )
})

describe("/ziprecruiter call to action", () => {
  it("scrolls to the application form and moves focus there", async () => {
    const { page } = await openPage(browser, "/ziprecruiter")
    try {
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await scrollEndOf(page, () =>
        page.locator("main").getByRole("link", { name: recruiting.landing.ctaLabel }).first().click(),
      )
      const top = await page.locator("#apply").evaluate((el) => el.getBoundingClientRect().top)
      expect(top).toBeGreaterThanOrEqual(0)
      expect(top).toBeLessThan(150)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("apply")
      expect(page.url()).toMatch(/\/ziprecruiter\/?$/)
    } finally {
      await page.context().close()
    }
  })
})
