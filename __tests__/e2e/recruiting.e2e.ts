/**
 * Recruiting area in a real browser against the production build: the countdown, the
 * zip checker, the prize wheel, the meeting sign-in QR code (decoded), the booking
 * variants and the recruiting landing's scroll-to-form call to action.
 */
import jsQR from "jsqr"
import { PNG } from "pngjs"
import type { Browser } from "playwright-core"
import booking from "../../data/booking.json"
import recruiting from "../../data/recruiting.json"
import site from "../../data/site.json"
import wheel from "../../data/wheel.json"
import zipData from "../../data/zip-eligibility.json"
import { formatOdds, segmentAtPointer } from "../../src/lib/wheel"
import { fetchHtml, launchBrowser, openPage, runClock, scrollEndOf } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe("/ziprecruiter-apply countdown", () => {
  it("is 23:45:00 in the built HTML", async () => {
    const { html } = await fetchHtml("/ziprecruiter-apply")
    expect(html).toContain("23:45:00")
    expect(html).toContain(recruiting.apply.spotsText)
  })

  it("reads 23:45:00 at load, then goes down each second", async () => {
    // The countdown runs on the page's clock, paused from before the page loads and moved
    // here a second at a time: each second is proven without waiting one. runClock returns
    // once React has rendered what the timers it fired set in motion.
    const { page } = await openPage(browser, "/ziprecruiter-apply", { clock: "paused" })
    try {
      const timer = page.getByRole("timer")
      const first = (await timer.textContent())!.trim()
      expect(first).toBe("23:45:00")
      const later: string[] = []
      for (let second = 1; second <= 3; second++) {
        await runClock(page, 1000)
        later.push((await timer.textContent())!.trim())
      }
      expect(later).toEqual(["23:44:59", "23:44:58", "23:44:57"])
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
  // every code) are the zip module's and the ZipChecker's unit tests; here, that the built
  // page gives it both states' lists from its query, and the lists' source note.
  it("says a listed Florida code and a listed Texas code are eligible, each with its city", async () => {
    // The first code goes in while the page starts, as a phone user's paste may.
    const { page } = await openPage(browser, "/fl-tx-agents", { wait: "starting" })
    try {
      for (const { zip, city } of [zipData.florida[7], zipData.texas[150]]) {
        await page.getByLabel(recruiting.zipPage.inputLabel).fill(zip)
        await page.getByRole("status").filter({ hasText: city }).waitFor()
        const status = (await page.getByRole("status").textContent()) ?? ""
        expect(status).toContain(recruiting.zipPage.eligibleMessage)
        expect(status).toContain(city)
      }
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
   * Spins the wheel and reads what the page announces and the angle the wheel shows once
   * its turn has ended. The announcement waits on a timer of the page's clock, moved by the
   * test past the spin time (when each announcement comes is the component tests' concern);
   * the turn itself is a CSS transition, brought to its end before the angle is read.
   */
  async function spinAndRead(reducedMotion: "reduce" | "no-preference") {
    const { page, errors } = await openPage(browser, "/wheel-spin", { reducedMotion, clock: "paused" })
    const button = await page.getByRole("button", { name: wheel.spinLabel }).elementHandle()
    await button!.click()
    // Whether the button the visitor pressed still has the focus while the wheel turns.
    const focusKept = await button!.evaluate((el) => el === document.activeElement)
    await runClock(page, wheel.spinSeconds * 1000)
    const status = page.getByRole("status")
    await status.filter({ hasText: /\S/ }).waitFor()
    const text = ((await status.textContent()) ?? "").trim()
    const wheelEl = page.locator("[data-result-index]")
    const index = Number(await wheelEl.getAttribute("data-result-index"))
    // The angle the wheel actually shows, read back from the computed transform.
    const angle = await wheelEl.evaluate((el) => {
      for (const animation of el.getAnimations()) animation.finish()
      const m = new DOMMatrix(getComputedStyle(el).transform)
      return (Math.atan2(m.b, m.a) * 180) / Math.PI
    })
    return { page, errors, text, index, angle, focusKept }
  }

  it("with reduced motion, stops at once on a segment the page names", async () => {
    const { page, errors, text, index, angle } = await spinAndRead("reduce")
    try {
      const label = landedLabel(text)
      expect(labels.has(label)).toBe(true)
      expect(wheel.segments[index].label).toBe(label)
      expect(segmentAtPointer(angle, wheel.segments.length)).toBe(index)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it("keeps the focus on its button while it turns, ends on the segment it announces, and can spin again", async () => {
    const { page, text, index, angle, focusKept } = await spinAndRead("no-preference")
    try {
      expect(focusKept).toBe(true)
      const label = landedLabel(text)
      expect(wheel.segments[index].label).toBe(label)
      expect(segmentAtPointer(angle, wheel.segments.length)).toBe(index)
      await expect(page.getByRole("button", { name: wheel.spinLabel }).getAttribute("aria-disabled")).resolves.toBe(
        null,
      )
    } finally {
      await page.context().close()
    }
  })

  it("shows the prize breakdown with counts from the data, the official rules, and is noindex", async () => {
    const { page } = await openPage(browser, "/wheel-spin")
    try {
      // However many segments data/wheel.json gives the wheel, each count is out of them all.
      const total = wheel.segments.length
      const countOf = (...labels: string[]) => wheel.segments.filter((s) => labels.includes(s.label)).length
      const row = page.getByRole("row", { name: /^\$500/ })
      await expect(row.textContent()).resolves.toContain(`${countOf("$500")} of ${total}`)
      const row25 = page.getByRole("row", { name: /^\$25\+/ })
      await expect(row25.textContent()).resolves.toContain(`${countOf("$25", "2X Spins")} of ${total}`)
      // The shipped rules name no sponsor and no dates: the page says the contest is not running.
      const rules = page.getByRole("region", { name: wheel.officialRules.heading })
      await expect(rules.textContent()).resolves.toContain(wheel.officialRules.unset)
      await expect(rules.textContent()).resolves.toContain(`$500: ${formatOdds(countOf("$500"), total)}`)
      await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex")
    } finally {
      await page.context().close()
    }
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
  it.each(booking.variants)(
    "$path links Apply Now and View Incentives, reviews panel only where flagged",
    async (variant) => {
      const { page } = await openPage(browser, variant.path)
      try {
        const main = page.locator("main")
        await expect(main.getByRole("link", { name: booking.applyLabel }).first().getAttribute("href")).resolves.toBe(
          "/request-info",
        )
        await expect(
          main.getByRole("link", { name: booking.incentivesLabel }).first().getAttribute("href"),
        ).resolves.toBe("/agent-incentives")
        await expect(main.getByRole("complementary", { name: booking.reviewsPanel.heading }).count()).resolves.toBe(
          variant.reviewsPanel ? 1 : 0,
        )
        // No booking widget is set in the shipped data/site.json: no frame, the ways to reach a person instead.
        await expect(main.locator("iframe").count()).resolves.toBe(0)
        await expect(main.locator("[data-embed-alternative]").count()).resolves.toBeGreaterThan(0)
        // The call-and-text consent stands beside the booking, with the privacy policy.
        const widgetBand = main.locator("section", { has: page.getByRole("heading", { name: booking.widgetHeading }) })
        const consent = widgetBand.locator("p", { hasText: "Reply STOP" })
        await expect(consent.textContent()).resolves.toMatch(/not a condition/)
        await expect(consent.getByRole("link", { name: booking.privacyLinkLabel }).getAttribute("href")).resolves.toBe(
          "/privacy",
        )
      } finally {
        await page.context().close()
      }
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
