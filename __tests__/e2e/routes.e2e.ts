import type { Browser } from "playwright-core"
import { ROUTES } from "./routes/index"
import { axeViolations, fetchHtml, launchBrowser, openPage } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe.each(ROUTES)("$path", ({ path, status, h1 }) => {
  it(`answers ${status} with a <title> and description in the served HTML`, async () => {
    const res = await fetchHtml(path)
    expect(res.status).toBe(status)
    expect(res.html).toMatch(/<title[^>]*>[^<]+<\/title>/)
    expect(res.html).toMatch(/<meta[^>]+name="description"[^>]+content="[^"]+"/)
    expect(res.html).toMatch(/<html[^>]+lang="en"/)
  })

  it("renders one h1, no console errors and no axe violations", async () => {
    const { page, response, errors } = await openPage(browser, path, { expect404: status === 404 })
    try {
      expect(response?.status()).toBe(status)
      const headings = page.locator("h1")
      await expect(headings.count()).resolves.toBe(1)
      const text = (await headings.first().textContent()) ?? ""
      if (typeof h1 === "string") expect(text.trim()).toBe(h1)
      else expect(text).toMatch(h1)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})
