/**
 * Incentive trips against the production build. In a real browser: the gallery (count
 * line, hover caption, slideshow, keys, lightbox) of the largest trip, whose later photos
 * come in chunks (a trip whose photos all come with its page runs the same code with no
 * chunk to fetch: the gallery's unit tests, and the lightbox test below on such a trip),
 * its thumbnails, and the unknown trip's page. Read without a browser: the gallery and
 * every trip's card on the list page in the served HTML, and the scripts of the build.
 * Expected counts come from the files in data/trips/, like the site's own.
 */
import fs from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { SKELETON_MS, SLIDESHOW_INTERVAL_MS } from "../../src/lib/gallery-state"
import { FIRST_SCREEN_PHOTOS } from "../../src/lib/photo-chunks"
import { validateTrips } from "../../src/node/trips"
import { axeViolations, EFFECT_MS, launchBrowser, openPage, runClock, until } from "./support/browser"
import { SITE_ORIGIN } from "./support/env"
import { E2E_PUBLIC } from "./support/site"
import { named, servedDocument, shown, withText, words } from "./support/served"

const TRIPS = validateTrips(path.resolve(__dirname, "../../data"))
/** The largest trip: its later photos come in chunks, which a smaller trip's gallery may not have. */
const LARGEST = [...TRIPS].sort((a, b) => b.photoFiles.length - a.photoFiles.length)[0]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Console errors that are not about this area: prefetches of pages other areas build, the favicon. */
const own = (errors: string[]) =>
  errors.filter((e) => !/\/(page-data\/(?!agent-incentives)[^)]*|favicon\.ico)\)$/.test(e))

const featured = (page: Page) => page.getByRole("button", { name: /Open full screen$/ })
const currentThumb = (page: Page) => page.locator('[aria-label$="thumbnails"] button[aria-current="true"]')
/** The viewer hands focus back as it closes (its close event comes in a task after the key or click): wait for it. */
const focusBackOnFeatured = (page: Page) =>
  until(page, () => /Open full screen$/.test(document.activeElement?.getAttribute("aria-label") ?? ""))
const caption = (page: Page) => page.locator("span", { hasText: /^Photo \d+ of \d+$/ })

describe("trip gallery pages", () => {
  it(`${LARGEST.tripId}, the largest trip, photos past the first screen in chunks: count, hover caption, slideshow, keys and lightbox`, async () => {
    const trip = LARGEST
    const n = trip.photoFiles.length
    // Its photos do not all come with its page.
    expect(n).toBeGreaterThan(FIRST_SCREEN_PHOTOS)
    // The slideshow runs on the page's clock, paused from before the page loads: the test
    // moves it, so its timing is proven in virtual time. runClock returns once the page has
    // rendered what the timers it fired set in motion, so the page can be read right after it.
    const { page, errors } = await openPage(browser, `/agent-incentives/${trip.tripId}`, { clock: "paused" })
    try {
      await expect(page.getByTestId("photo-count-line").textContent()).resolves.toBe(
        `${n} photos from our amazing ${trip.destination} adventure`,
      )
      // The served HTML lists the first screen's thumbnails; the browser lists them all.
      await until(page, (count) => document.querySelectorAll('[aria-label$="thumbnails"] button').length === count, n)
      // The skeleton shows for its second, then the gallery.
      await expect(page.getByTestId("gallery-skeleton").count()).resolves.toBe(1)
      await runClock(page, SKELETON_MS)
      // The end of the skeleton is a transition, which React may render in slices: wait for
      // its commit rather than read at once.
      await page.getByTestId("gallery-skeleton").waitFor({ state: "detached" })

      // Hovering shows "Photo 1 of n" and pauses (no "Auto" while paused); leaving resumes.
      await expect(page.getByText("Auto", { exact: true }).isVisible()).resolves.toBe(true)
      await featured(page).hover()
      await caption(page).waitFor({ state: "visible" })
      await expect(caption(page).textContent()).resolves.toBe(`Photo 1 of ${n}`)
      await expect(page.getByText("Auto", { exact: true }).count()).resolves.toBe(0)
      await page.mouse.move(5, 600)
      await caption(page).waitFor({ state: "hidden" })
      await expect(page.getByText("Auto", { exact: true }).isVisible()).resolves.toBe(true)

      // The slideshow moves to photo 2 one interval after it resumed, not before: its timer
      // starts in an effect, at most EFFECT_MS after the resume.
      await runClock(page, SLIDESHOW_INTERVAL_MS - 1)
      await expect(currentThumb(page).getAttribute("aria-label")).resolves.toBe(`Show photo 1 of ${n}`)
      await runClock(page, EFFECT_MS + 1)
      await expect(currentThumb(page).getAttribute("aria-label")).resolves.toBe(`Show photo 2 of ${n}`)
      await expect(caption(page).textContent()).resolves.toBe(`Photo 2 of ${n}`)

      // ArrowRight moves on and stops the slideshow.
      await page.keyboard.press("ArrowRight")
      await expect(currentThumb(page).getAttribute("aria-label")).resolves.toBe(`Show photo ${(2 % n) + 1} of ${n}`)
      await expect(page.getByRole("button", { name: "Play Slideshow" }).isVisible()).resolves.toBe(true)
      await expect(page.getByText("Auto", { exact: true }).count()).resolves.toBe(0)
      const k = (2 % n) + 1
      // Stopped means stopped: no step in two intervals, where a running slideshow made one above.
      await runClock(page, 2 * SLIDESHOW_INTERVAL_MS)
      await expect(currentThumb(page).getAttribute("aria-label")).resolves.toBe(`Show photo ${k} of ${n}`)
      // The lightbox works with time running.
      await page.clock.resume()

      // Lightbox: opens on the featured photo, counter steps and wraps both ways, Escape closes.
      await featured(page).click()
      const dialog = page.getByRole("dialog")
      await dialog.waitFor()
      const counter = page.getByTestId("lightbox-counter")
      await expect(counter.textContent()).resolves.toBe(`${k} / ${n}`)
      await page.keyboard.press("ArrowRight")
      await expect(counter.textContent()).resolves.toBe(`${(k % n) + 1} / ${n}`)
      await dialog.getByRole("button", { name: "Previous photo" }).click()
      await expect(counter.textContent()).resolves.toBe(`${k} / ${n}`)
      for (let i = 0; i < k; i++) await page.keyboard.press("ArrowLeft")
      await expect(counter.textContent()).resolves.toBe(`${n} / ${n}`)
      await page.keyboard.press("ArrowRight")
      await expect(counter.textContent()).resolves.toBe(`1 / ${n}`)
      // The featured photo did not move while the lightbox was in use.
      await expect(currentThumb(page).getAttribute("aria-label")).resolves.toBe(`Show photo ${k} of ${n}`)
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
      await focusBackOnFeatured(page)
      expect(own(errors)).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it("keeps focus in the lightbox, locks the page behind, moves with the buttons and swipes, and closes with the close button", async () => {
    const { page } = await openPage(browser, "/agent-incentives/dominican-republic-2013")
    try {
      await featured(page).click()
      const dialog = page.getByRole("dialog")
      await dialog.waitFor()
      // Tab goes round the viewer's buttons. Past the last one it leaves the page for the
      // browser's own controls (nothing in the page has focus), as from any modal dialog,
      // and comes back to the first: it never reaches the page behind.
      const focused = () =>
        page.evaluate(() =>
          document.activeElement === document.body ? "(browser)" : document.activeElement?.getAttribute("aria-label"),
        )
      const round = ["Close", "Previous photo", "Next photo", "(browser)"]
      const seen = [await focused()]
      for (let i = 0; i < 7; i++) {
        await page.keyboard.press("Tab")
        seen.push(await focused())
      }
      expect(seen).toEqual([...round, ...round])
      // The page behind does not scroll while the viewer is open, and the open viewer passes axe.
      const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY)
      await expect(pageOverflow()).resolves.toBe("hidden")
      await expect(axeViolations(page)).resolves.toEqual([])
      // The photo fills the viewer's stage and is fitted whole inside it, as is the featured photo.
      const fit = (img: ReturnType<Page["locator"]>) =>
        img.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const parent = el.closest("picture")!.parentElement!.getBoundingClientRect()
          return {
            objectFit: getComputedStyle(el).objectFit,
            fills: box.width === parent.width && box.height === parent.height,
          }
        })
      await expect(fit(dialog.getByTestId("lightbox-stage").locator("img"))).resolves.toEqual({
        objectFit: "contain",
        fills: true,
      })
      await expect(fit(featured(page).locator("img"))).resolves.toEqual({ objectFit: "contain", fills: true })
      const counter = page.getByTestId("lightbox-counter")
      await expect(counter.textContent()).resolves.toBe("1 / 7")
      await dialog.getByRole("button", { name: "Previous photo" }).click()
      await expect(counter.textContent()).resolves.toBe("7 / 7")
      await dialog.getByRole("button", { name: "Next photo" }).click()
      await expect(counter.textContent()).resolves.toBe("1 / 7")
      // A touch swipe to the left shows the next photo; to the right, the previous one.
      const swipe = async (fromX: number, toX: number) => {
        const stage = dialog.getByTestId("lightbox-stage")
        await stage.dispatchEvent("pointerdown", {
          pointerId: 7,
          pointerType: "touch",
          clientX: fromX,
          clientY: 400,
          isPrimary: true,
          button: 0,
        })
        await stage.dispatchEvent("pointerup", {
          pointerId: 7,
          pointerType: "touch",
          clientX: toX,
          clientY: 410,
          isPrimary: true,
          button: 0,
        })
      }
      await swipe(600, 300)
      await expect(counter.textContent()).resolves.toBe("2 / 7")
      await swipe(300, 600)
      await expect(counter.textContent()).resolves.toBe("1 / 7")
      await swipe(300, 320)
      await expect(counter.textContent()).resolves.toBe("1 / 7")
      await dialog.getByRole("button", { name: "Close" }).click()
      await dialog.waitFor({ state: "detached" })
      await focusBackOnFeatured(page)
      await expect(pageOverflow()).resolves.not.toBe("hidden")
    } finally {
      await page.context().close()
    }
  })

  it("on a phone, fetches the strip's thumbnails only as the strip comes near the screen, each lazy, in its 48 px square and never a large image, with at most one image of the page eager", async () => {
    // A thumbnail is a 48 px square at every width (its pictures' sizes say so), so what a
    // phone fetches for it is what a laptop fetches.
    const images: string[] = []
    const { page } = await openPage(browser, "/agent-incentives/winter-wonderland-canada-2018", {
      viewport: { width: 412, height: 823 },
      beforeLoad: async (p) => p.on("request", (r) => r.resourceType() === "image" && images.push(r.url())),
    })
    try {
      // The featured photo is requested in the same first layout as any thumbnail the
      // browser's lazy loading would fetch at once (the strip is within its margin): once
      // the photo is in, such a thumbnail would have been requested.
      await until(page, () => {
        const photo = document.querySelector<HTMLImageElement>("main img[loading='eager']")
        return photo !== null && photo.complete && photo.naturalWidth > 0
      })
      // Every address the strip's pictures offer (each format and width).
      const thumbUrls = await page.locator('[aria-label$="thumbnails"] picture').evaluateAll((pictures) =>
        pictures.flatMap((picture) =>
          [...picture.querySelectorAll("source, img:not([aria-hidden])")].flatMap((el) =>
            [el.getAttribute("src") ?? "", ...(el.getAttribute("srcset") ?? "").split(",")]
              .map((candidate) => candidate.trim().split(/\s+/)[0])
              .filter(Boolean)
              .map((url) => new URL(url, location.href).href),
          ),
        ),
      )
      expect(thumbUrls.length).toBeGreaterThan(0)
      const isThumb = (url: string) => thumbUrls.includes(url)
      expect(images.filter(isThumb)).toEqual([])

      // Brought to the screen, the strip's first thumbnails load. The thumbnails after the
      // first screen come in a chunk, fetched at once (photo 72 is photo 1's neighbour): wait
      // until every thumbnail is listed and the first has loaded, so the sizes below include
      // images the browser has fetched.
      const fetched = page.waitForRequest((r) => isThumb(r.url()))
      await page.locator('[aria-label$="thumbnails"]').scrollIntoViewIfNeeded()
      await fetched
      await until(page, () => {
        const imgs = document.querySelectorAll<HTMLImageElement>('[aria-label$="thumbnails"] img:not([aria-hidden])')
        return imgs.length === 72 && imgs[0].complete && imgs[0].naturalWidth > 0
      })
      const thumbs = await page
        .locator('[aria-label$="thumbnails"] img:not([aria-hidden])')
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => ({ w: i.naturalWidth, loading: i.loading })))
      expect(thumbs.length).toBe(72)
      for (const t of thumbs) {
        expect(t.loading).toBe("lazy")
        expect(t.w).toBeLessThanOrEqual(96)
      }
      // Only the thumbnails near the screen have been fetched.
      expect(thumbs.filter((t) => t.w > 0).length).toBeLessThan(72)
      // Each in its own 48 px square.
      const sizes = await page
        .locator('[aria-label$="thumbnails"] li')
        .evaluateAll((items) => items.map((li) => `${li.clientWidth}x${li.clientHeight}`))
      expect(new Set(sizes)).toEqual(new Set(["48x48"]))
      const eager = await page.locator("main img[loading='eager']").count()
      expect(eager).toBeLessThanOrEqual(1)
    } finally {
      await page.context().close()
    }
  })

  it("draws the thumbnails still on their way as still placeholders, with no animation", async () => {
    // The chunk of the photos after the first screen is held back: their thumbnails stay on their way.
    const { page } = await openPage(browser, "/agent-incentives/winter-wonderland-canada-2018", {
      beforeLoad: (p) => p.route("**/static/trip-photos/**", () => undefined),
    })
    try {
      await until(page, () => document.querySelectorAll('[aria-label$="thumbnails"] button').length === 72)
      // A strip of dozens of animated placeholders would start every animation at once as the
      // strip fills in, and React, listening at the page's root, handles each start as an event.
      const strip = await page.evaluate(() => {
        const pending = [...document.querySelectorAll('[aria-label$="thumbnails"] button:not(:has(img))')]
        const animated = document.getAnimations().filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target ?? null
          return pending.some((button) => button.contains(target))
        })
        return { pending: pending.length, animated: animated.length }
      })
      expect(strip).toEqual({ pending: 72 - FIRST_SCREEN_PHOTOS, animated: 0 })
    } finally {
      await page.context().close()
    }
  })

  it("ships GatsbyImage's drawing code in no script of the site outside the editor's admin/, so no page can load it", () => {
    // GatsbyImage draws a picture in the browser with React's server renderer, the largest
    // chunk a page would load; the site draws every picture as a plain <picture> (the
    // components' unit tests). The renderer's chunk is known by the name of its export,
    // which the build's minifier keeps. The editor (admin/) is an app of its own.
    const DRAWING_CODE = "renderToStaticMarkup"
    const scripts = (fs.readdirSync(E2E_PUBLIC, { recursive: true }) as string[]).filter(
      (file) => /\.m?js$/.test(file) && !file.startsWith(`admin${path.sep}`),
    )
    expect(scripts.length).toBeGreaterThan(0)
    expect(
      scripts.filter((file) => fs.readFileSync(path.join(E2E_PUBLIC, file), "utf8").includes(DRAWING_CODE)),
    ).toEqual([])
  })

  it("renders the gallery in the served HTML, before any script runs", async () => {
    const res = await fetch(`${SITE_ORIGIN}/agent-incentives/germany-italy-2015`)
    const html = await res.text()
    expect(html).toContain("16 photos from our amazing Germany &amp; Italy adventure")
    expect(html).toContain("Germany &amp; Italy 2015, photo 1 of 16")
    expect((html.match(/Show photo \d+ of 16/g) ?? []).length).toBe(16)
  })
})

describe("unknown trips", () => {
  it("/agent-incentives/no-such-trip shows Trip Not Found with status 404", async () => {
    const { page, response } = await openPage(browser, "/agent-incentives/no-such-trip", { expect404: true })
    try {
      expect(response?.status()).toBe(404)
      await page.getByRole("heading", { level: 1, name: "Trip Not Found" }).waitFor()
      await expect(page.getByText("The requested trip gallery could not be found.").isVisible()).resolves.toBe(true)
      await expect(page.getByRole("link", { name: "View incentives" }).getAttribute("href")).resolves.toBe(
        "/agent-incentives",
      )
    } finally {
      await page.context().close()
    }
  })
})

describe("/agent-incentives", () => {
  // All of it is in the HTML the server sends; the page's console is the crawl's.
  it("lists one card per trip with its year, photo count and gallery link, plus the page's buttons", async () => {
    const doc = await servedDocument("/agent-incentives")
    const links = (root: ParentNode, name: RegExp) => named(root, "a", name)
    const cards = Array.from(doc.querySelectorAll("article"))
    expect(cards).toHaveLength(TRIPS.length)
    for (const trip of TRIPS) {
      const card = cards.filter((c) => Array.from(c.querySelectorAll("h3")).some((h) => words(h) === trip.destination))
      expect(card).toHaveLength(1)
      expect(card[0].querySelector("[data-testid='photo-count']")?.textContent).toBe(`${trip.photoFiles.length} photos`)
      // The year, once, on its own.
      expect(withText(card[0], String(trip.year)).map(shown)).toEqual([true])
      expect(links(card[0], /^View gallery/).map((a) => a.getAttribute("href"))).toEqual([
        `/agent-incentives/${trip.tripId}`,
      ])
    }
    // Newest first.
    const order = cards.map((c) => words(c.querySelector("h3")!))
    const years = order.map((name) => TRIPS.find((t) => t.destination === name)?.year)
    expect(years).toEqual([...years].sort((a, b) => Number(b) - Number(a)))
    // One label, one destination: both Apply now buttons go to the application, Contact us to /contact.
    const main = doc.querySelector("main")!
    expect(links(main, /apply now/i).map((a) => a.getAttribute("href"))).toEqual(["/request-info", "/request-info"])
    expect(links(main, /contact us/i).map((a) => a.getAttribute("href"))).toEqual(["/contact"])
    expect(doc.querySelectorAll("blockquote").length).toBe(1)
  })
})
