/**
 * Home, team and FAQ pages of the production build. What the server sends, read without a
 * browser: the home page's testimonial previews, the founder story link and the other
 * links, and every FAQ question. In a real browser: the team's portraits and per-card
 * toggles, and the FAQ's one-open-at-a-time questions and back-to-top button. (The FAQ
 * search is the explorer's unit tests' and, on the built page, startup-input.e2e.ts's.)
 */
import fs from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import { en as site } from "../../data/site.json"
import team from "../../data/team.json"
import { en as faq } from "../../data/faq.json"
import { en as home } from "../../data/home.json"
import { launchBrowser, openPage, until } from "./support/browser"
import { person, quote, served } from "../fixtures/records"
import { E2E_PUBLIC } from "./support/site"
import { named, servedDocument } from "./support/served"

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

const hrefs = (links: Element[]) => links.map((a) => a.getAttribute("href"))

describe("home page", () => {
  // All of it is in the HTML the server sends (the previews are cut when the page is built,
  // and a video's player frame comes only with a click); the page's console is the crawl's.
  it("serves every testimonial of data/home.json cut to at most 150 characters plus an ellipsis, with its rating; links the founder story, the quote, apply and contact pages; shows the site's own quote request where the unset lead form would be", async () => {
    const doc = await servedDocument("/")
    const lists = Array.from(doc.querySelectorAll("ul, ol")).filter(
      (el) => el.getAttribute("aria-label") === home.testimonials.listLabel,
    )
    expect(lists).toHaveLength(1)
    const list = lists[0]
    const texts = Array.from(list.querySelectorAll("blockquote"), (el) => el.textContent ?? "")
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
    const ratings = Array.from(list.querySelectorAll('[role="img"]'), (el) => el.getAttribute("aria-label") ?? "")
    for (const rating of [1, 2, 3, 4, 5]) {
      const rated = home.testimonials.items.filter((key) => quote(key).rating === rating).length
      expect(ratings.filter((label) => label.includes(`Rated ${rating} out of 5`))).toHaveLength(rated)
    }
    // The previews continue where their people and their whole words are: the team page.
    expect(hrefs(named(doc, "a", "Meet our team"))).toEqual(["/our-team"])

    const main = doc.querySelector("main")!
    expect(hrefs(named(main, "a", `Read ${site.founderFirstName}'s story`))).toEqual([
      `/${site.founderFirstName.toLowerCase()}-story`,
    ])
    // The hero and the closing band: one label for each destination.
    for (const [name, href] of [
      ["Get my quote", "/quote"],
      ["Apply now", "/request-info"],
    ]) {
      expect(hrefs(named(main, "a", name, { exact: true }))).toEqual([href, href])
    }
    expect(hrefs(named(main, "a", "Contact us"))).toEqual(["/contact"])
    // The lead form's id is empty in the shipped data/site.json: the site's own quote request stands in its place.
    expect(main.querySelectorAll("form[data-lead-form='quote-request']").length).toBe(1)
    expect(main.querySelectorAll("[data-embed-alternative]").length).toBe(0)
    // Both videos are facades: no player frame until the visitor clicks.
    expect(main.querySelectorAll('iframe[src*="/embed/"]').length).toBe(0)

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
          await until(
            page,
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

describe("FAQ page", () => {
  it("renders every question in the served page", async () => {
    const doc = await servedDocument("/faq")
    expect(doc.querySelectorAll("main details > summary").length).toBe(ALL_QUESTIONS)
    expect(Array.from(doc.querySelectorAll("main h2"), (h) => h.textContent)).toEqual(
      expect.arrayContaining(faq.categories.map((c) => c.title)),
    )
  })

  // The questions are tapped while the page starts, as a phone user may; then, every
  // question closed again and the page back at its top, the back-to-top button.
  it("keeps one question open at a time, by mouse or keyboard, and closes it again; shows a back-to-top button after scrolling that returns to the top", async () => {
    const { page, errors } = await openPage(browser, "/faq", { wait: "starting" })
    try {
      const question = (text: string) => page.locator("summary").getByText(text, { exact: true })
      const isOpen = (text: string) =>
        question(text).evaluate((el) => (el.closest("details") as HTMLDetailsElement).open)
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

      // The page as it loaded: no question open, at its top, where there is no back-to-top button.
      await expect(page.locator("details[open]").count()).resolves.toBe(0)
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
      const button = page.getByRole("button", { name: "Back to top" })
      await button.waitFor({ state: "detached" })
      await page.evaluate(() => window.scrollTo(0, 2500))
      await button.waitFor()
      await button.click()
      await until(page, () => window.scrollY === 0)
      await expect(page.getByRole("link", { name: "Apply now" }).last().getAttribute("href")).resolves.toBe(
        "/request-info",
      )
      expect(realErrors(errors)).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})
