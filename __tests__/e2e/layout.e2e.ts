import type { Browser, Page } from "playwright-core"
import { en as navigation } from "../../data/navigation.json"
import { en as site } from "../../data/site.json"
import { contrastRatio } from "../../src/lib/contrast"
import { launchBrowser, openPage, scrollEndOf, watchPage, until } from "./support/browser"
import { ROUTES } from "./routes/index"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * Waits until the move to `path` is complete, whichever way it was made. In the app, the
 * new page's heading appears in the render that sets data-route-change, and Gatsby scrolls
 * in that commit (with the page's stylesheet already in) before gatsby-browser.tsx clears
 * the mark; a page that needs a document of its own is complete once it has hydrated.
 */
async function routeChanged(page: Page, path: string) {
  const h1 = ROUTES.find((r) => r.path === path)?.h1
  if (h1 === undefined) throw new Error(`no heading listed for ${path}`)
  await page.getByRole("heading", { level: 1, name: h1, exact: typeof h1 === "string" }).waitFor()
  await until(
    page,
    () =>
      document.documentElement.hasAttribute("data-hydrated") &&
      !document.documentElement.hasAttribute("data-route-change"),
  )
}

describe("shared layout in a real browser", () => {
  it("turns opaque at 30 px and is back in its top state at 10 px", async () => {
    const { page } = await openPage(browser, "/no-such-page", { viewport: { width: 1440, height: 500 } })
    const header = page.locator("header")
    const scrolled = (value: "true" | "false") =>
      until(page, (v) => document.querySelector("header")?.getAttribute("data-scrolled") === v, value)
    // The bar's colours fade (a CSS transition): read them once it has finished.
    const styles = async () => {
      await header.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
      return header.evaluate((el) => {
        const s = getComputedStyle(el)
        return { bg: s.backgroundColor, blur: s.backdropFilter, border: s.borderBottomColor }
      })
    }
    // Make the page tall enough to scroll whatever its content.
    await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"))
    await scrollEndOf(page, () => page.evaluate(() => window.scrollTo(0, 30)))
    await scrolled("true")
    const opaque = await styles()
    expect(opaque.bg).not.toBe("rgba(0, 0, 0, 0)")
    expect(opaque.blur).toContain("blur")
    expect(opaque.border).not.toBe("rgba(0, 0, 0, 0)")
    // The bar takes its state from the position each time the page scrolls. Coming down to
    // 10 px from 30 px shows the state it takes at 10 px as a change to wait for (scrolling
    // from the top to 10 px would leave nothing to wait for).
    await scrollEndOf(page, () => page.evaluate(() => window.scrollTo(0, 10)))
    await scrolled("false")
    expect(await page.evaluate(() => window.scrollY)).toBe(10)
    expect((await styles()).bg).toBe("rgba(0, 0, 0, 0)")
    await page.context().close()
  })

  it("shows the phone, tappable, and the agency's name with the menu closed from 320 to 1440 px, and the page's next step as its button", async () => {
    // One tab loads each page in turn, its window resized as a visitor's would be.
    const page = await (await browser.newContext({ viewport: { width: 320, height: 700 } })).newPage()
    const { errors, visit } = await watchPage(page)
    try {
      for (const [path, button] of [
        ["/our-product", navigation.quote],
        ["/our-team", navigation.apply],
      ] as const) {
        await page.setViewportSize({ width: 320, height: 700 })
        await visit(path)
        const header = page.locator("header")
        for (const width of [320, 412, 768, 1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 700 })
          const phone = header.getByRole("link", { name: `Call ${site.phone}` }).first()
          await expect(phone.isVisible()).resolves.toBe(true)
          await expect(phone.getAttribute("href")).resolves.toMatch(/^tel:\+?\d+$/)
          // The name stands beside the logo on phones, in the strip where the row holds the menu.
          const names = await Promise.all((await header.getByText(site.companyName).all()).map((n) => n.isVisible()))
          expect({ width, nameShown: names.includes(true) }).toEqual({ width, nameShown: true })
        }
        // The bar's button, in the row from 1024 px.
        const next = header.getByRole("link", { name: button.label, exact: true }).first()
        await expect(next.isVisible()).resolves.toBe(true)
        await expect(next.getAttribute("href")).resolves.toBe(button.to)
        expect({ path, errors }).toEqual({ path, errors: [] })
      }
    } finally {
      await page.context().close()
    }
  })

  it("opens the mobile menu at 375 px with every link, the phone and Apply Now, and closes it on a link", async () => {
    // The menu is tapped while the page starts, as a phone user may.
    const { page, errors } = await openPage(browser, "/", { viewport: { width: 375, height: 740 }, wait: "starting" })
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false)
    const toggle = page.getByRole("button", { name: "Open menu" })
    await toggle.click()
    await expect(page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).resolves.toBe("true")
    const menu = page.getByRole("navigation", { name: "Mobile" })
    for (const link of navigation.menu) {
      await expect(menu.getByRole("link", { name: link.label, exact: true }).isVisible()).resolves.toBe(true)
    }
    await expect(menu.getByRole("link", { name: `Call ${site.phone}` }).isVisible()).resolves.toBe(true)
    await expect(menu.getByRole("link", { name: "Apply Now" }).isVisible()).resolves.toBe(true)
    // Open, the bar is solid cream and blurs nothing behind it (nothing shows through);
    // closed and scrolled, it is translucent over a blur of the page. (Waited for: the
    // colour changes with a transition.)
    const barBecomes = (background: string, blur: string) =>
      until(
        page,
        ([background, blur]) => {
          const style = getComputedStyle(document.querySelector("header")!)
          return style.backgroundColor === background && style.backdropFilter === blur
        },
        [background, blur],
      )
    await barBecomes("rgb(251, 248, 243)", "none")
    // Every entry of the open menu is readable, the current page's (Home, drawn on navy) too.
    for (const link of await menu.getByRole("link").all()) {
      const [text, ground] = await link.evaluate((el) => {
        const style = getComputedStyle(el)
        return [style.color, style.backgroundColor]
      })
      const rgb = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number]
      // A transparent ground shows the menu's cream.
      const under = /rgba\(.*, 0\)$|transparent/.test(ground) ? [251, 248, 243] : rgb(ground)
      expect([await link.textContent(), contrastRatio(rgb(text), under as [number, number, number]) >= 4.5]).toEqual([
        await link.textContent(),
        true,
      ])
    }

    await page.keyboard.press("Escape")
    await page.evaluate(() => window.scrollTo(0, 400))
    // The cream at 90%, as Chromium writes a color-mix() of the brand token.
    await barBecomes("color(srgb 0.984314 0.972549 0.952941 / 0.9)", "blur(12px)")
    await expect(menu.isVisible()).resolves.toBe(false)
    await page.getByRole("button", { name: "Open menu" }).click()
    await menu.getByRole("link", { name: "Home", exact: true }).click()
    await expect(menu.isVisible()).resolves.toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
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
    // One tab: each page is reached from / before it is ever loaded in it, then loaded directly.
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    const { errors, visit } = await watchPage(page)
    try {
      for (const [label, to, selector] of [
        ["FAQ", "/faq", "main section summary"],
        ["FL/TX agents", "/fl-tx-agents", "main input"],
      ]) {
        await visit("/")
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click()
        await page.waitForURL(`**${to}`)
        await routeChanged(page, to)
        const reached = await styleOf(page, selector)
        expect({ to, errors }).toEqual({ to, errors: [] })
        await visit(to)
        expect({ to, reached }).toEqual({ to, reached: await styleOf(page, selector) })
      }
    } finally {
      await page.context().close()
    }
  })
})
