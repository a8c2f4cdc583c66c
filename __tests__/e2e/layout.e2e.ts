import type { Browser } from "playwright-core"
import { MAIN_NAV } from "../../src/lib/navigation"
import site from "../../data/site.json"
import { launchBrowser, openPage } from "./support/browser"
import { SITE_ORIGIN } from "./support/env"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe("shared layout in a real browser", () => {
  it("shows the nav links in order with their targets, and Apply Now", async () => {
    const { page } = await openPage(browser, "/", { viewport: { width: 1440, height: 900 } })
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link")
    const found = await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]))
    expect(found).toEqual(MAIN_NAV.map((l) => [l.label, l.to]))
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true)
    await expect(page.locator("header").getByRole("link", { name: "Apply Now" }).getAttribute("href")).resolves.toBe(
      "/request-info",
    )
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).getAttribute("aria-current"),
    ).resolves.toBe("page")
    await page.context().close()
  })

  it("stays in its top state at 10 px and turns opaque at 30 px", async () => {
    const { page } = await openPage(browser, "/no-such-page", { viewport: { width: 1440, height: 500 } })
    const header = page.locator("header")
    // Make the page tall enough to scroll whatever its content.
    await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"))
    await page.evaluate(() => window.scrollTo(0, 10))
    await page.waitForTimeout(100)
    await expect(header.getAttribute("data-scrolled")).resolves.toBe("false")
    const topBg = await header.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(topBg).toBe("rgba(0, 0, 0, 0)")
    await page.evaluate(() => window.scrollTo(0, 30))
    await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-scrolled") === "true")
    await page.waitForTimeout(400)
    const styles = await header.evaluate((el) => {
      const s = getComputedStyle(el)
      return { bg: s.backgroundColor, blur: s.backdropFilter, border: s.borderBottomColor }
    })
    expect(styles.bg).not.toBe("rgba(0, 0, 0, 0)")
    expect(styles.blur).toContain("blur")
    expect(styles.border).not.toBe("rgba(0, 0, 0, 0)")
    await page.context().close()
  })

  it("opens the mobile menu at 375 px with every link, the phone and Apply Now, and closes it on a link", async () => {
    const { page, errors } = await openPage(browser, "/", { viewport: { width: 375, height: 740 } })
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false)
    const toggle = page.getByRole("button", { name: "Open menu" })
    await toggle.click()
    await expect(page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).resolves.toBe("true")
    const menu = page.getByRole("navigation", { name: "Mobile" })
    for (const link of MAIN_NAV) {
      await expect(menu.getByRole("link", { name: link.label, exact: true }).isVisible()).resolves.toBe(true)
    }
    await expect(menu.getByRole("link", { name: `Call ${site.phone}` }).isVisible()).resolves.toBe(true)
    await expect(menu.getByRole("link", { name: "Apply Now" }).isVisible()).resolves.toBe(true)

    await page.keyboard.press("Escape")
    await expect(menu.isVisible()).resolves.toBe(false)
    await page.getByRole("button", { name: "Open menu" }).click()
    await menu.getByRole("link", { name: "Home", exact: true }).click()
    await expect(menu.isVisible()).resolves.toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("lands at the top of the new page after a route change", async () => {
    const { page } = await openPage(browser, "/", { viewport: { width: 1440, height: 600 } })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(100)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click()
    await page.waitForURL(/\/privacy$/)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.context().close()
  })

  it("has a footer with every quick link, contact detail and social link", async () => {
    const { page } = await openPage(browser, "/")
    const hrefs = await page.locator("footer a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))
    for (const href of [
      "/our-product",
      "/faq",
      "/testimonials",
      "/reviews",
      "/podcast",
      "/agent-incentives",
      "/contact",
      "/privacy",
      "/terms",
      "tel:5595550142",
      `mailto:${site.email}`,
    ]) {
      expect(hrefs).toContain(href)
    }
    await page.context().close()
  })

  it("logs the attempted path on the 404 page", async () => {
    const browserPage = await (await browser.newContext()).newPage()
    const logged: string[] = []
    browserPage.on("console", (m) => logged.push(m.text()))
    const res = await browserPage.goto(`${SITE_ORIGIN}/no-such-page`)
    expect(res?.status()).toBe(404)
    await browserPage.waitForTimeout(500)
    expect(logged.join("\n")).toContain("/no-such-page")
    await expect(browserPage.getByRole("link", { name: "Return to Home" }).getAttribute("href")).resolves.toBe("/")
    await browserPage.context().close()
  })

  it("styles a page reached by client-side navigation as when it is loaded directly (per-page CSS)", async () => {
    const styleOf = (page: import("playwright-core").Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el)
          return [s.backgroundColor, s.padding, s.borderRadius, s.display, s.fontSize].join(" | ")
        })
    for (const [label, to, selector] of [
      ["FAQ", "/faq", "main section summary"],
      ["FL/TX Agents", "/fl-tx-agents", "main input"],
    ]) {
      const direct = await openPage(browser, to, { viewport: { width: 1440, height: 900 } })
      const expected = await styleOf(direct.page, selector)
      await direct.page.context().close()
      const { page, errors } = await openPage(browser, "/", { viewport: { width: 1440, height: 900 } })
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click()
      await page.waitForURL(`**${to}`)
      await page.waitForTimeout(500)
      expect(await styleOf(page, selector)).toBe(expected)
      expect(errors).toEqual([])
      await page.context().close()
    }
  })
})
