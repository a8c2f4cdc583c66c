/**
 * The families' pages in Spanish, as the server sends them and as a visitor moves between
 * the languages. Each Spanish page is also on the route list, so the crawl holds it to one
 * h1, axe and the rest of the quality gate, and the W3C checker reads it with every page.
 */
import type { Browser } from "playwright-core"
import { en as site } from "../../data/site.json"
import { siteRoutes, spanishPages } from "../../src/lib/routes"
import { englishPath } from "../../src/lib/languages"
import { shippedData } from "../fixtures/shipped-data"
import { stringsOf } from "../../src/node/schema/fields"
import { fetchHtml, launchBrowser, openPage, until } from "./support/browser"
import { SITE_ORIGIN } from "./support/env"

const SPANISH_PAGES = siteRoutes(site, spanishPages(shippedData().files, site)).filter(
  (route) => route.language === "es",
)

/** The head's tags of one kind, each as its attributes. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries([...match[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]])),
  )
}

/** What the page says, without its markup, scripts and styles. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")

/**
 * Sentences of English text that data/ gives in Spanish too: each sentence of six words
 * or more, without a {token} (filled differently in each language).
 */
function englishSentencesWithSpanish(): { file: string; sentence: string }[] {
  const found: { file: string; sentence: string }[] = []
  for (const { file, data, spanish } of shippedData().files) {
    if (spanish === undefined) continue
    const spanishByField = new Map(stringsOf(spanish).map((s) => [s.field, s.text]))
    for (const { field, text } of stringsOf(data)) {
      const written = spanishByField.get(field)
      if (!written?.trim() || written === text) continue
      for (const sentence of text.split(/(?<=[.!?:])\s+/)) {
        if (sentence.includes("{") || sentence.split(/\s+/).length < 6) continue
        found.push({ file, sentence: sentence.trim() })
      }
    }
  }
  return found
}

describe("the Spanish pages", () => {
  it("are many and each is in Spanish: <html lang>, link previews' locale, structured data, its own canonical address", async () => {
    expect(SPANISH_PAGES.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/es", "/es/our-product", "/es/quote", "/es/get-quote", "/es/faq", "/es/contact"]),
    )
    for (const { path } of SPANISH_PAGES) {
      const { status, html } = await fetchHtml(path)
      expect({ path, status }).toEqual({ path, status: 200 })
      expect({ path, lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] }).toEqual({ path, lang: "es" })
      const canonical = tags(html, "link").find((tag) => tag.rel === "canonical")?.href
      expect({ path, canonical }).toEqual({ path, canonical: `${site.siteUrl}${path}` })
      const locale = tags(html, "meta").find((tag) => tag.property === "og:locale")?.content
      expect({ path, locale }).toEqual({ path, locale: "es_US" })
      const pageLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1]))
        .find((item) => item["@type"] === "WebPage")
      expect({ path, inLanguage: pageLd?.inLanguage, url: pageLd?.url }).toEqual({
        path,
        inLanguage: "es",
        url: `${site.siteUrl}${path}`,
      })
    }
  })

  it("and their English pages name each other as alternates (en, es, x-default), in the head and in the sitemap", async () => {
    const sitemap = await (await fetch(`${SITE_ORIGIN}/sitemap-0.xml`)).text()
    for (const { path, listed } of SPANISH_PAGES) {
      const english = englishPath(path)
      const expected = [
        { hreflang: "en", href: `${site.siteUrl}${english === "/" ? "" : english}` },
        { hreflang: "es", href: `${site.siteUrl}${path}` },
        { hreflang: "x-default", href: `${site.siteUrl}${english === "/" ? "" : english}` },
      ]
      for (const page of [path, english]) {
        const { html } = await fetchHtml(page)
        const alternates = tags(html, "link")
          .filter((tag) => tag.rel === "alternate" && tag.hreflang)
          .map(({ hreflang, href }) => ({ hreflang, href }))
        expect({ page, alternates }).toEqual({ page, alternates: expected })
      }
      if (listed) {
        const entry = new RegExp(`<url><loc>${site.siteUrl}${path}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? ""
        expect({ path, entry }).toEqual({ path, entry: expect.stringContaining(`hreflang="en"`) })
        expect(entry).toContain(`href="${site.siteUrl}${english}"`)
      }
    }
  })

  it("and their English pages link each other in the top bar, each in its own language", async () => {
    for (const { path } of SPANISH_PAGES) {
      const english = englishPath(path)
      const languageLink = async (page: string) =>
        tags((await fetchHtml(page)).html, "a")
          .filter((tag) => tag.hreflang)
          .map(({ href, hreflang, lang }) => ({ href, hreflang, lang }))
      expect({ page: path, links: await languageLink(path) }).toEqual({
        page: path,
        links: [{ href: english, hreflang: "en", lang: "en" }],
      })
      expect({ page: english, links: await languageLink(english) }).toEqual({
        page: english,
        links: [{ href: path, hreflang: "es", lang: "es" }],
      })
    }
  })

  it("show no English sentence where data/ gives the Spanish", async () => {
    const sentences = englishSentencesWithSpanish()
    expect(sentences.length).toBeGreaterThan(50)
    const left: string[] = []
    for (const { path } of SPANISH_PAGES) {
      const text = textOf((await fetchHtml(path)).html)
      for (const { file, sentence } of sentences) {
        if (text.includes(sentence)) left.push(`${path}: "${sentence}" (data/${file})`)
      }
    }
    expect(left).toEqual([])
  })

  it("are made for families: the bands and questions for future agents stay on the English pages", async () => {
    const ids = async (path: string) =>
      [...(await fetchHtml(path)).html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
    const agents = [
      "home-founder",
      "home-testimonials",
      "business-overview",
      "income-earnings",
      "faq-market",
      "faq-apply",
    ]
    expect((await ids("/")).filter((id) => agents.includes(id))).toEqual(["home-founder", "home-testimonials"])
    expect((await ids("/es")).filter((id) => agents.includes(id))).toEqual([])
    expect(await ids("/faq")).toEqual(expect.arrayContaining(["business-overview", "products-coverage", "faq-apply"]))
    const faq = await ids("/es/faq")
    expect(faq).toContain("products-coverage")
    expect(faq.filter((id) => agents.includes(id))).toEqual([])
  })

  describe("in a browser", () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launchBrowser()
    })
    afterAll(async () => {
      await browser?.close()
    })

    it("the top bar's language link leads to the same page in the other language, and back", async () => {
      const { page } = await openPage(browser, "/es/our-product")
      const spanishHeading = await page.locator("h1").innerText()
      await page.getByRole("link", { name: "English", exact: true }).click()
      await page.waitForURL(`${SITE_ORIGIN}/our-product`)
      await until(page, () => document.documentElement.lang === "en")
      expect(await page.locator("h1").innerText()).not.toBe(spanishHeading)
      await page.getByRole("link", { name: "Español", exact: true }).click()
      await page.waitForURL(`${SITE_ORIGIN}/es/our-product`)
      // The address changes before the new page renders; its head's language comes with it.
      await until(page, () => document.documentElement.lang === "es")
      expect(await page.locator("h1").innerText()).toBe(spanishHeading)
      // The menu's families' links stay in Spanish.
      const quote = await page.locator("header a[href='/es/quote']").count()
      expect(quote).toBeGreaterThan(0)
      await page.context().close()
    })
  })
})
