/**
 * Home, team and FAQ behaviour in a real browser against the production build:
 * testimonial previews, the founder story link, per-card toggles, FAQ search messages,
 * resets, hostile queries and the one-open-at-a-time questions.
 */
import fs from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import site from "../../data/site.json"
import team from "../../data/team.json"
import faq from "../../data/faq.json"
import home from "../../data/home.json"
import { launchBrowser, openPage } from "./support/browser"
import { person, quote, served } from "../fixtures/records"
import { E2E_PUBLIC } from "./support/site"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PUBLIC_DIR = E2E_PUBLIC

/**
 * Console errors, less Gatsby's prefetch 404s for linked pages that are not in this
 * build (pages of other areas on a branch that does not have them yet). A link to a
 * page that is built but fails still counts, as does every other error.
 */
function realErrors(errors: string[]): string[] {
  return errors.filter((e) => {
    const m = /status of 404 .*\/page-data\/(.+)\/page-data\.json/.exec(e)
    return (
      !m ||
      fs.existsSync(path.join(PUBLIC_DIR, `${m[1]}.html`)) ||
      fs.existsSync(path.join(PUBLIC_DIR, m[1], "index.html"))
    )
  })
}

const ALL_QUESTIONS = faq.categories.reduce((n, c) => n + c.questions.length, 0)

describe("home page", () => {
  it("shows every testimonial of data/home.json cut to at most 150 characters plus an ellipsis, with its rating; links the founder story, the quote, apply and contact pages; shows the site's own quote request where the unset lead form would be", async () => {
    const { page, errors } = await openPage(browser, "/")
    const list = page.getByRole("list", { name: home.testimonials.listLabel })
    const texts = await list.locator("blockquote").allTextContents()
    expect(texts).toHaveLength(home.testimonials.items.length)
    texts.forEach((t, i) => {
      const whole = served(quote(home.testimonials.items[i]).text).replace(/\s+/g, " ").trim()
      // Cut at a word boundary when longer than 150 characters, whole otherwise.
      if (whole.length > 150) {
        expect(t.endsWith("…")).toBe(true)
        expect(t.slice(0, -1).length).toBeLessThanOrEqual(150)
        expect(whole.startsWith(t.slice(0, -1))).toBe(true)
      } else expect(t).toBe(whole)
    })
    for (const rating of [1, 2, 3, 4, 5]) {
      const rated = home.testimonials.items.filter((key) => quote(key).rating === rating).length
      await expect(list.getByRole("img", { name: `Rated ${rating} out of 5` }).count()).resolves.toBe(rated)
    }
    // The previews continue where their people and their whole words are: the team page.
    await expect(page.getByRole("link", { name: "Meet our team" }).getAttribute("href")).resolves.toBe("/our-team")

    const main = page.locator("main")
    await expect(
      main.getByRole("link", { name: `Read ${site.founderFirstName}'s story` }).getAttribute("href"),
    ).resolves.toBe(`/${site.founderFirstName.toLowerCase()}-story`)
    // The hero and the closing band: one label for each destination.
    for (const [name, href] of [
      ["Get my quote", "/quote"],
      ["Apply now", "/request-info"],
    ]) {
      const hrefs = await main
        .getByRole("link", { name, exact: true })
        .evaluateAll((els) => els.map((el) => el.getAttribute("href")))
      expect(hrefs).toEqual([href, href])
    }
    await expect(main.getByRole("link", { name: "Contact us" }).getAttribute("href")).resolves.toBe("/contact")
    // The lead form's id is empty in the shipped data/site.json: the site's own quote request stands in its place.
    await expect(main.locator("form[data-lead-form='quote-request']").count()).resolves.toBe(1)
    await expect(main.locator("[data-embed-alternative]").count()).resolves.toBe(0)
    // Both videos are facades: no player frame until the visitor clicks.
    await expect(main.locator('iframe[src*="/embed/"]').count()).resolves.toBe(0)
    expect(realErrors(errors)).toEqual([])
    await page.context().close()

    const team = fs.readFileSync(path.join(PUBLIC_DIR, "our-team.html"), "utf8").replace(/&#x27;/g, "'")
    for (const key of home.testimonials.items) {
      expect(team).toContain(quote(key).text)
      expect(team).toContain(quote(key).person.name)
    }
  })
})

describe("team page", () => {
  it("shows each member's portrait from data/people.json, resized and in modern formats, or their initials", async () => {
    const { page, errors } = await openPage(browser, "/our-team", { viewport: { width: 1280, height: 900 } })
    try {
      for (const member of team.members) {
        const who = person(member.person)
        const card = page.getByRole("article", { name: who.name })
        if (who.photo) {
          const img = card.locator(`img[alt="${who.photoAlt}"]`).last()
          await img.scrollIntoViewIfNeeded()
          await page.waitForFunction(
            (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
            await img.elementHandle(),
          )
          const shown = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, width: el.naturalWidth }))
          // Served from the image pipeline's output, at most twice the 64 px avatar, never the original file.
          expect(shown.src).toMatch(/\/static\/[0-9a-f]+\/[0-9a-f]+\//)
          expect(shown.width).toBeLessThanOrEqual(128)
          await expect(
            card.locator('picture source[type="image/avif"], picture source[type="image/webp"]').count(),
          ).resolves.toBeGreaterThan(0)
        } else {
          await expect(card.locator("img").count()).resolves.toBe(0)
        }
      }
      // A card opens its member's whole story from the page's query (the toggle's rules are
      // the team card's unit tests).
      const first = team.members[0]
      const story = person(first.person).story ?? []
      const card = page.getByRole("article", { name: person(first.person).name })
      await card.getByRole("button", { name: /^Read more/ }).click()
      await expect(card.getByText(story[story.length - 1]).isVisible()).resolves.toBe(true)
      expect(realErrors(errors)).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

/** Types `query` and waits until the page has searched for it: the live message names the query in the same render as the results. */
async function search(page: Page, query: string) {
  await page.getByLabel(faq.searchLabel).fill(query)
  await page.waitForFunction(
    (q) => document.querySelector('[role="status"]')?.textContent?.endsWith(`"${q}"`),
    query.trim(),
  )
}

/** Waits until the list shows every question again: the live message empties in the same render as the list. */
async function searchCleared(page: Page) {
  await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === "")
}

const status = (page: Page) => page.getByRole("status").textContent()
const questionSummaries = (page: Page) => page.locator("main details > summary")

describe("FAQ page", () => {
  let opened: Awaited<ReturnType<typeof openPage>>
  let page: Page
  // Each test searches and taps while the page starts, as a phone user may.
  beforeEach(async () => {
    opened = await openPage(browser, "/faq", { wait: "starting" })
    page = opened.page
  })
  afterEach(async () => {
    expect(realErrors(opened.errors)).toEqual([])
    await page.context().close()
  })

  it("renders every question in the served page", async () => {
    await expect(questionSummaries(page).count()).resolves.toBe(ALL_QUESTIONS)
    await expect(page.locator("main h2").allTextContents()).resolves.toEqual(
      expect.arrayContaining(faq.categories.map((c) => c.title)),
    )
  })

  // The search's rules (counts, singular and plural, no results, hostile queries) are the
  // search module's and the explorer component's unit tests; here, that the built page wires
  // them to its questions, whenever the query is typed.
  it("searches the built page's questions: counts, hides empty categories, highlights, and clears", async () => {
    await search(page, "leads")
    const text = (await status(page)) ?? ""
    const n = Number(/^Found (\d+) results for "leads"$/.exec(text)?.[1])
    expect(n).toBeGreaterThan(1)
    await expect(questionSummaries(page).count()).resolves.toBe(n)
    const marks = await page.locator("main mark").allTextContents()
    expect(marks.length).toBeGreaterThan(0)
    for (const m of marks) expect(m.toLowerCase()).toBe("leads")
    const shown = await page.locator("main section h2").allTextContents()
    expect(shown).not.toContain("Products & Coverage")

    await page.getByRole("button", { name: "Clear search" }).click()
    await searchCleared(page)
    await expect(page.getByLabel(faq.searchLabel).inputValue()).resolves.toBe("")
    await expect(questionSummaries(page).count()).resolves.toBe(ALL_QUESTIONS)
    await expect(page.getByRole("button", { name: "Clear search" }).count()).resolves.toBe(0)
  })

  it("keeps one question open at a time, by mouse or keyboard, and closes it again", async () => {
    const question = (text: string) => page.locator("summary").getByText(text, { exact: true })
    const isOpen = (text: string) => question(text).evaluate((el) => (el.closest("details") as HTMLDetailsElement).open)
    const firstQ = faq.categories[0].questions[0].question
    const secondQ = faq.categories[3].questions[1].question
    await question(firstQ).click()
    await expect(isOpen(firstQ)).resolves.toBe(true)
    await expect(page.getByText(served(faq.categories[0].questions[0].answer)).isVisible()).resolves.toBe(true)
    await question(secondQ).click()
    await expect(isOpen(secondQ)).resolves.toBe(true)
    await expect(isOpen(firstQ)).resolves.toBe(false)
    await expect(page.getByText(served(faq.categories[0].questions[0].answer)).isVisible()).resolves.toBe(false)
    await expect(page.locator("details[open]").count()).resolves.toBe(1)
    await question(secondQ).click()
    await expect(isOpen(secondQ)).resolves.toBe(false)

    await question(firstQ).evaluate((el) => (el.closest("summary") as HTMLElement).focus())
    await page.keyboard.press("Enter")
    await expect(isOpen(firstQ)).resolves.toBe(true)
    await page.keyboard.press("Space")
    await expect(isOpen(firstQ)).resolves.toBe(false)
  })

  it("shows a back-to-top button after scrolling that returns to the top", async () => {
    await expect(page.getByRole("button", { name: "Back to top" }).count()).resolves.toBe(0)
    await page.evaluate(() => window.scrollTo(0, 2500))
    const button = page.getByRole("button", { name: "Back to top" })
    await button.waitFor()
    await button.click()
    await page.waitForFunction(() => window.scrollY === 0)
    await expect(page.getByRole("link", { name: "Apply now" }).last().getAttribute("href")).resolves.toBe(
      "/request-info",
    )
  })
})
