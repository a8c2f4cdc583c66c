/**
 * Testimonials, podcast, contact, quote and story pages of the production build. In a real
 * browser, with every third party blocked unless a test stands in for it: the testimonial
 * video cards. What the server sends, read without a browser: /reviews, the founder story,
 * /podcast, /contact and /get-quote (their console is the crawl's).
 */
import fs from "fs"
import path from "path"
import { PNG } from "pngjs"
import type { Browser, Page } from "playwright-core"
import { en as site } from "../../data/site.json"
import testimonials from "../../data/testimonials.json"
import podcast from "../../data/podcast.json"
import { en as quote } from "../../data/quote.json"
import { careerTotal, formatUsdShort } from "../../src/lib/stories"
import { formatMoney } from "../../src/lib/calc/format"
import { isThirdParty } from "../../scripts/chromium.cjs"
import { launchBrowser, openPage, fetchHtml, until } from "./support/browser"
import videoData from "../../data/videos.json"
import { person, served } from "../fixtures/records"
import { E2E_PUBLIC } from "./support/site"
import { named, servedDocument, shown, withText } from "./support/served"

/** The video-service id of a video of data/videos.json, by its key. */
const youtubeIdOf = (key: string) => videoData.videos.find((v) => v.key === key)?.youtubeId ?? `missing video ${key}`

const PUBLIC_DIR = E2E_PUBLIC

/**
 * Console errors, less Gatsby's prefetch 404s for nav links to pages that are not in
 * this build (pages of other areas while they are built on their own branches).
 */
function ownErrors(errors: string[]): string[] {
  return errors.filter((e) => {
    const m = e.match(/status of 404 .*\/page-data\/(.+)\/page-data\.json/)
    const built =
      m &&
      (fs.existsSync(path.join(PUBLIC_DIR, `${m[1]}.html`)) || fs.existsSync(path.join(PUBLIC_DIR, m[1], "index.html")))
    return !(m && !built)
  })
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A video card as the page shows it: the person's name and the video. */
const videoCard = (v: (typeof testimonials.videos)[number]) => ({ ...v, name: person(v.person).name })
const first = videoCard(testimonials.videos[0])
const cardButton = (page: Page, name: string) =>
  page.getByRole("list").getByRole("button", { name: new RegExp(`^${name}\\b`) })

function pngBuffer(): Buffer {
  const png = new PNG({ width: 16, height: 9 })
  png.data.fill(180)
  return PNG.sync.write(png)
}

describe("testimonial video cards", () => {
  // One visit: the thumbnails first (asked for only once the visitor scrolls to them), then
  // the player dialog. The dialog's title, autoplaying player, Escape and close button and
  // the focus it hands back are the video card's unit tests too; here, on the built page in
  // a real browser, Escape and a click outside (the browser's own <dialog>).
  it("makes no third-party request before the visitor scrolls to the cards, then falls back to the smaller thumbnail when the first fails, and to the local poster; a card opens a dialog titled '{name} Testimonial' with the autoplaying player, closed by Escape, handing focus back, and by a click outside", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const png = pngBuffer()
    const brokenId = youtubeIdOf(testimonials.videos[1].video)
    const requested: string[] = []
    await context.route(
      (url) => isThirdParty(url.href),
      (route) => {
        const url = route.request().url()
        requested.push(url)
        if (url.endsWith("/mqdefault.jpg") && !url.includes(brokenId)) {
          return route.fulfill({ status: 200, contentType: "image/png", body: png })
        }
        return route.abort("internetdisconnected")
      },
    )
    // Every third-party request the page makes, in the order it made them.
    const { page, errors, blocked: thirdParty } = await openPage(browser, "/testimonials", { context })
    try {
      // The page has hydrated: the cards watch for the visitor coming near them, and ask for
      // their thumbnails from there. Nothing is asked of any third party before that.
      expect(thirdParty).toEqual([])
      // One card per video of the page's query (names and role labels: the data and video card unit tests).
      const grid = page.locator("section[aria-labelledby='video-testimonials'] ul").first()
      await expect(grid.locator(":scope > li").count()).resolves.toBe(testimonials.videos.length)

      const card = cardButton(page, first.name)
      await card.scrollIntoViewIfNeeded()
      const img = card.locator("img")
      await until(
        page,
        (id) => {
          const el = document.querySelector<HTMLImageElement>(`button[data-video-id="${id}"] img`)
          return !!el && el.complete && el.naturalWidth > 0
        },
        youtubeIdOf(first.video),
      )
      await expect(img.getAttribute("src")).resolves.toBe(
        `${site.embeds.videoThumbnailOrigin}/vi/${youtubeIdOf(first.video)}/mqdefault.jpg`,
      )
      expect(requested).toContain(`${site.embeds.videoThumbnailOrigin}/vi/${youtubeIdOf(first.video)}/hqdefault.jpg`)
      // The scroll made the first third-party request, a thumbnail: one made after the check
      // above but before the scroll would come before it.
      const firstThumbnail = thirdParty.findIndex((u) => u.startsWith(`${site.embeds.videoThumbnailOrigin}/vi/`))
      expect(thirdParty.slice(0, firstThumbnail)).toEqual([])

      // Both thumbnails fail: the card keeps its local poster and no broken image.
      await until(
        page,
        (id) =>
          !document.querySelector(`button[data-video-id="${id}"] img`) &&
          !!document.querySelector(`button[data-video-id="${id}"]`),
        brokenId,
      )
      expect(requested).toContain(`${site.embeds.videoThumbnailOrigin}/vi/${brokenId}/mqdefault.jpg`)

      // The player dialog.
      await expect(page.getByRole("dialog").count()).resolves.toBe(0)
      await card.click()
      const dialog = page.getByRole("dialog", { name: `${first.name} Testimonial` })
      await dialog.waitFor()
      const src = await dialog.locator("iframe").getAttribute("src")
      expect(src).toContain(`${site.embeds.videoPlayerOrigin}/embed/${youtubeIdOf(first.video)}`)
      expect(src).toContain("autoplay=1")
      await expect(dialog.locator("iframe").getAttribute("title")).resolves.toBe(`${first.name} Testimonial`)

      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
      // Closing stops the video: its player leaves the page (the page draws the closed
      // dialog in the task after the key, so this waits for it to go).
      await page.locator("iframe").waitFor({ state: "detached" })
      // Focus returns to the card that opened it (the dialog hands it back just after it closes).
      await until(page, (el) => el === document.activeElement, await card.elementHandle())

      // Another card: its own title; a click outside closes it.
      const last = videoCard(testimonials.videos[testimonials.videos.length - 1])
      await cardButton(page, last.name).click()
      const lastDialog = page.getByRole("dialog", { name: `${last.name} Testimonial` })
      await lastDialog.waitFor()
      await page.mouse.click(5, 300)
      await lastDialog.waitFor({ state: "detached" })
      expect(ownErrors(errors)).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe("/reviews", () => {
  it("is the testimonials page with its own title and a canonical link to /testimonials", async () => {
    const reviews = await fetchHtml("/reviews")
    const main = await fetchHtml("/testimonials")
    expect(reviews.status).toBe(200)
    const canonical = (html: string) => html.match(/<link[^>]+rel="canonical"[^>]*>/)?.[0] ?? ""
    expect(canonical(reviews.html)).toContain(`href="${site.siteUrl}/testimonials"`)
    expect(canonical(main.html)).toContain(`href="${site.siteUrl}/testimonials"`)
    const title = (html: string) => html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]
    expect(title(reviews.html)).not.toBe(title(main.html))
    expect(reviews.html).toContain(">Testimonials &amp; Reviews</h1>")
  })
})

describe("founder story page", () => {
  const slug = site.founderFirstName.toLowerCase()
  const founder: { income: { incomeByYear: { year: number; amount: number }[] } } = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../data/stories/${slug}.json`), "utf8"),
  )
  const years = founder.income.incomeByYear

  it(`lives at /${slug}-story and shows one income row per year of its table, with their total`, async () => {
    const doc = await servedDocument(`/${slug}-story`)
    const rows = Array.from(doc.querySelectorAll("table tbody tr"))
    expect(rows).toHaveLength(years.length)
    expect(rows[0].querySelector("th")?.textContent).toBe(String(years[0].year))
    expect(rows[rows.length - 1].querySelector("th")?.textContent).toBe(String(years[years.length - 1].year))
    const total = careerTotal(years)
    expect(doc.querySelector("table tfoot")?.textContent).toContain(formatMoney(total))
    expect(withText(doc.body, formatUsdShort(total)).map(shown)).toEqual([true])
    const apply = named(doc.body, "a", "Apply now")
    expect(apply.length).toBeGreaterThan(0)
    expect(new Set(apply.map((a) => a.getAttribute("href")))).toEqual(new Set(["/request-info"]))
    expect(withText(doc.body, /Earnings disclaimer/).map(shown)).toEqual([true])
  })
})

describe("/podcast", () => {
  it("shows the stats of data/podcast.json and the income story, and no channel links or player while none is set", async () => {
    const doc = await servedDocument("/podcast")
    const lists = named(doc.body, "ul, ol", served(podcast.statsLabel))
    expect(lists).toHaveLength(1)
    const tiles = Array.from(lists[0].querySelectorAll("li"))
    expect(tiles).toHaveLength(podcast.stats.length)
    for (const [i, stat] of podcast.stats.entries()) {
      expect(tiles[i].textContent).toContain(served(stat.value))
      expect(tiles[i].textContent).toContain(served(stat.label))
    }
    // No channel or playlist is set in the shipped data/site.json: no buttons to nowhere, no
    // player (the page draws them from the build's settings, the same before and after its
    // scripts run; a player's frame comes only with a click).
    expect(named(doc.body, "a", /Watch the full playlist/)).toEqual([])
    expect(named(doc.body, "a", /Subscribe to the channel/)).toEqual([])
    expect(named(doc.body, "button", /Play: /)).toEqual([])
    expect(doc.querySelectorAll("iframe[src*='videoseries']").length).toBe(0)
    const story = podcast.incomeStory
    expect(withText(doc.body, served(story.startFigure)).map(shown)).toEqual([true])
    expect(withText(doc.body, served(story.peakFigure)).map(shown)).toEqual([true])
    // The founder's figures are an agency owner's income, labelled so beside them (the
    // heading's words are the data test's).
    expect(named(doc.body, "h1, h2, h3, h4, h5, h6", served(story.heading)).map(shown)).toEqual([true])
    expect(named(doc.body, "a", "Contact us").pop()?.getAttribute("href")).toBe("/contact")
  })
})

describe("/contact", () => {
  it("has the phone, e-mail, directions and hours, the survey and the office map", async () => {
    const doc = await servedDocument("/contact")
    const main = doc.querySelector("main")!
    const hrefs = Array.from(main.querySelectorAll("a"), (a) => a.getAttribute("href"))
    expect(hrefs).toContain(`tel:${site.phone.replace(/[^\d+]/g, "")}`)
    expect(hrefs).toContain(`mailto:${site.email}`)
    expect(hrefs).toContain(site.links.directions)
    const text = main.textContent ?? ""
    expect(text).toContain("Monday to Friday")
    expect(text).toContain("8:00 AM to 4:00 PM Pacific time")
    expect(text).toContain("within 24 hours")
    expect(main.querySelectorAll("form[data-lead-form='quote-request']").length).toBe(1)
    expect(doc.querySelectorAll("iframe[src*='maps']").length).toBe(1)
  })
})

describe("/get-quote", () => {
  it("has the coverage copy, the overview video facade, the quote survey and the consumer footer", async () => {
    const doc = await servedDocument("/get-quote")
    const main = doc.querySelector("main")!
    const text = main.textContent ?? ""
    for (const phrase of [
      "$35,000",
      "No medical exam",
      "fixed income",
      "qualify",
      // The states it is offered in, the graded benefit beside "No medical exam", and each rating's rater and scale.
      served("{availability}"),
      served("{gradedBenefit}"),
      served("{ratings}"),
      "Colorado, Minnesota, Missouri and North Dakota",
      "never goes up",
      "varies by state",
    ]) {
      expect(text).toContain(phrase)
    }
    // Each trust badge of data/quote.json, with its figure from the carrier in data/site.json.
    const figure = {
      bbb: site.carrier.bbbRating,
      amBest: site.carrier.amBestRating,
      heritage: `${site.carrier.heritageYears}+`,
    }
    for (const badge of quote.landing.footer.badges) {
      const grade = figure[badge.kind as keyof typeof figure]
      expect({ badge: badge.kind, shown: withText(doc.body, grade).slice(0, 1).map(shown) }).toEqual({
        badge: badge.kind,
        shown: [true],
      })
    }
    // The video is a facade: its player's frame comes only with a click.
    expect(doc.querySelectorAll("iframe[src*='/embed/']").length).toBe(0)
    expect(main.querySelectorAll("form[data-lead-form='quote-request']").length).toBe(1)
  })
})
