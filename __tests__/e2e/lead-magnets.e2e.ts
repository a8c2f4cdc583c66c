/**
 * Lead magnets in a real browser: the auto-downloads (bytes of a real PDF, the two
 * outcome messages), the phone behaviour, the blueprint webhook and fire-trigger, the
 * survey download record, the landing buttons, and the legal pages.
 */
import fs from "fs"
import http from "http"
import type { Browser, BrowserContext, Download, Page, Request } from "playwright-core"
import { en as site } from "../../data/site.json"
import { en as legal } from "../../data/legal.json"
import { BLUEPRINT_LANDING } from "./routes/lead-magnets"
import { BLUEPRINT_DOWNLOAD_DELAY_MS, SURVEY_DOWNLOAD_DELAY_MS } from "../../src/lib/lead-magnets"
import thankYou from "../../data/thank-you.json"
import { fetchHtml, hydrated, launchBrowser, pauseClock, scrollEndOf } from "./support/browser"
import { E2E_BUILD_ENV, LEAD_WEBHOOK_PORT, SITE_ORIGIN } from "./support/env"

const BLUEPRINT_PDF = "/downloads/7-step-blueprint.pdf"
const SURVEY_PDF = "/downloads/in-home-final-expense-survey.pdf"
const LANDING = BLUEPRINT_LANDING
const SUCCESS = "Your download has started. If it didn't, click here."
const FAILURE = "We couldn't auto-start the download. Please download it here."
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 375, height: 740 }

type Received = { method: string; path: string; body: string }
let received: Received[] = []
/** Tests waiting for a request to reach the stand-in. */
let waiting: { path: string; arrived: (request: Received) => void }[] = []
let webhook: http.Server
let browser: Browser

/**
 * The first request to `path` the stand-in receives in this test: at once if it has arrived
 * already, else as soon as it does (within thirty seconds, Playwright's own default wait).
 */
function arrival(path: string): Promise<Received> {
  const seen = received.find((r) => r.path === path)
  if (seen) return Promise.resolve(seen)
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`nothing reached ${path}`)), 30_000)
    waiting.push({
      path,
      arrived: (request) => {
        clearTimeout(deadline)
        resolve(request)
      },
    })
  })
}

const webhookPath = (variable: string) => new URL(E2E_BUILD_ENV[variable]).pathname

beforeAll(async () => {
  browser = await launchBrowser()
  webhook = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c) => chunks.push(c))
    req.on("end", () => {
      res.setHeader("Access-Control-Allow-Origin", "*")
      res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS")
      res.setHeader("Access-Control-Allow-Headers", "Content-Type")
      if (req.method === "OPTIONS") {
        res.writeHead(204).end()
        return
      }
      const request = { method: req.method ?? "", path: req.url ?? "", body: Buffer.concat(chunks).toString("utf8") }
      received.push(request)
      for (const w of waiting.filter((w) => w.path === request.path)) w.arrived(request)
      waiting = waiting.filter((w) => w.path !== request.path)
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((resolve) => webhook.listen(LEAD_WEBHOOK_PORT, "127.0.0.1", resolve))
})

afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => webhook.close(() => resolve()))
})

beforeEach(() => {
  received = []
  waiting = []
})

type Opened = { context: BrowserContext; page: Page; errors: string[]; logs: string[] }

/** A fresh context and page (the browser fails third-party requests); `prepare` runs before navigation. */
async function open(
  viewport = DESKTOP,
  prepare?: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<Opened> {
  const context = await browser.newContext({ viewport, acceptDownloads: true })
  const page = await context.newPage()
  const errors: string[] = []
  const logs: string[] = []
  page.on("console", (msg) => {
    logs.push(msg.text())
    if (msg.type() === "error" && !/Failed to load resource/.test(msg.text())) errors.push(msg.text())
  })
  page.on("pageerror", (e) => errors.push(e.message))
  await prepare?.(page, context)
  return { context, page, errors, logs }
}

const statusText = (page: Page) => page.locator("[data-download-status]").textContent()

/**
 * The page's fetches of `pdfPath`, as they are sent. The auto-download fetches the file
 * before it hands it over (src/lib/pdf-download.ts), so a download it starts shows here
 * first; a link to the file is a navigation, not a fetch.
 */
function pdfFetches(page: Page, pdfPath: string): Request[] {
  const fetches: Request[] = []
  page.on("request", (r) => {
    if (r.resourceType() === "fetch" && new URL(r.url()).pathname === pdfPath) fetches.push(r)
  })
  return fetches
}

/**
 * Loads `path` under the paused clock (opened with `pauseClock`) and moves the clock past
 * the page's auto-download delay. The page decides whether to download at mount, in an
 * effect that has run once it has hydrated, and starts the timer there: by the end, a
 * download it decided on has sent its fetch.
 */
async function loadPastDelay(page: Page, path: string, delayMs: number) {
  await page.goto(`${SITE_ORIGIN}${path}`)
  await hydrated(page, { clock: "paused" })
  await page.clock.runFor(delayMs)
}

/** `download` (of `page`) is the PDF at `pdfPath`, and the page says so with a link to it. */
async function expectPdfDownloaded(page: Page, download: Download, pdfPath: string) {
  const file = await download.path()
  expect(fs.readFileSync(file).subarray(0, 4).toString()).toBe("%PDF")
  await page.locator('[data-download-status="success"]').waitFor()
  expect((await statusText(page))?.trim()).toBe(SUCCESS)
  const link = page.locator('[data-download-status="success"] a')
  expect(await link.getAttribute("href")).toBe(pdfPath)
  const res = await fetch(`${SITE_ORIGIN}${pdfPath}`)
  expect(res.status).toBe(200)
}

async function expectFailure(path: string, pdfPath: string) {
  const { context, page, logs } = await open(DESKTOP, async (p) => {
    await p.route(`${SITE_ORIGIN}${pdfPath}`, (route) => route.abort("failed"))
  })
  try {
    let downloaded = false
    page.on("download", () => (downloaded = true))
    await page.goto(`${SITE_ORIGIN}${path}`)
    await page.locator('[data-download-status="failure"]').waitFor()
    expect((await statusText(page))?.trim()).toBe(FAILURE)
    expect(await page.locator('[data-download-status="failure"] a').getAttribute("href")).toBe(pdfPath)
    expect(await page.locator('[data-download-status="success"]').count()).toBe(0)
    expect(downloaded).toBe(false)
    expect(logs).toContain("Download request failed")
  } finally {
    await context.close()
  }
}

describe("auto-downloads", () => {
  // The survey's ?dl=1 download, reached as a visitor reaches it: the /in-home-survey test below.

  // One failure in the browser; a server error and a network failure each end in the
  // failure state in src/lib/pdf-download.ts's unit tests.
  it("/thank-you-blueprint?dl=1 shows the failure message when the PDF is unreachable", () =>
    expectFailure("/thank-you-blueprint?dl=1", BLUEPRINT_PDF))

  it("/thank-you-survey without dl=1 downloads nothing and shows no message", async () => {
    const { context, page } = await open(DESKTOP, (p) => pauseClock(p))
    try {
      const downloads: Download[] = []
      page.on("download", (d) => downloads.push(d))
      const fetches = pdfFetches(page, SURVEY_PDF)
      await loadPastDelay(page, "/thank-you-survey", SURVEY_DOWNLOAD_DELAY_MS)
      // A download in the same window, by the page's own link: it is the first and only one,
      // and its request comes after any fetch the page had sent by itself.
      const manual = page.waitForEvent("download")
      await page.getByRole("link", { name: thankYou.survey.manualLabel }).click()
      const link = (await manual).url()
      expect(new URL(link).pathname).toBe(SURVEY_PDF)
      expect(downloads.map((d) => d.url())).toEqual([link])
      expect(fetches.map((r) => r.url())).toEqual([])
      expect(await page.locator("[data-download-status]").count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it("/thank-you-blueprint downloads the blueprint PDF and says so once per session, and again with dl=1", async () => {
    const { context, page, errors } = await open(DESKTOP, (p) => pauseClock(p))
    try {
      let downloads = 0
      page.on("download", () => (downloads += 1))
      const fetches = pdfFetches(page, BLUEPRINT_PDF)
      let download = page.waitForEvent("download")
      await loadPastDelay(page, "/thank-you-blueprint", BLUEPRINT_DOWNLOAD_DELAY_MS)
      const file = await (await download).path()
      expect(fs.readFileSync(file).subarray(0, 4).toString()).toBe("%PDF")
      await page.locator('[data-download-status="success"]').waitFor()
      expect((await statusText(page))?.trim()).toBe(SUCCESS)
      expect(await page.locator('[data-download-status="success"] a').getAttribute("href")).toBe(BLUEPRINT_PDF)
      expect((await fetch(`${SITE_ORIGIN}${BLUEPRINT_PDF}`)).status).toBe(200)
      expect(await page.evaluate(() => sessionStorage.getItem("blueprint_dl_done"))).not.toBeNull()
      expect(errors).toEqual([])
      // Again in the same session: past the delay, then the next visit's download, whose
      // fetch comes after any this visit had sent.
      await loadPastDelay(page, "/thank-you-blueprint", BLUEPRINT_DOWNLOAD_DELAY_MS)
      download = page.waitForEvent("download")
      await loadPastDelay(page, "/thank-you-blueprint?dl=1", BLUEPRINT_DOWNLOAD_DELAY_MS)
      await download
      await page.locator('[data-download-status="success"]').waitFor()
      // One fetch by the first visit and one by the last (the page that sent each is its referrer).
      const senders = await Promise.all(fetches.map(async (r) => (await r.allHeaders()).referer))
      expect(senders).toEqual([`${SITE_ORIGIN}/thank-you-blueprint`, `${SITE_ORIGIN}/thank-you-blueprint?dl=1`])
      expect(downloads).toBe(2)
    } finally {
      await context.close()
    }
  })

  it("at 375 px /thank-you-blueprint?dl=1 shows the phone hint and starts no download; View Blueprint opens the PDF in a new tab and sends the fire-trigger; at 1280 px the hint is hidden", async () => {
    const { context, page, errors } = await open(PHONE, (p) => pauseClock(p))
    try {
      let downloaded = false
      page.on("download", () => (downloaded = true))
      const fetches = pdfFetches(page, BLUEPRINT_PDF)
      await loadPastDelay(page, "/thank-you-blueprint?dl=1", BLUEPRINT_DOWNLOAD_DELAY_MS)
      expect(await page.locator("[data-mobile-hint]").isVisible()).toBe(true)
      expect(await page.locator("[data-mobile-hint]").textContent()).toMatch(/tap View Blueprint/i)
      // What the hint asks for, in the same window: View Blueprint opens the file in a new tab
      // and sends the fire-trigger (the page script's), a fetch that comes after any the page
      // had sent by itself, and a POST that reaches the stand-in.
      const firePath = webhookPath("GATSBY_FIRE_TRIGGER_URL")
      const trigger = page.waitForRequest((r) => new URL(r.url()).pathname === firePath)
      const sent = arrival(firePath)
      const popup = context.waitForEvent("page")
      await page.getByRole("link", { name: /View blueprint/ }).click()
      await trigger
      const tab = await popup
      expect(tab.url()).toContain(BLUEPRINT_PDF)
      await tab.close()
      expect((await sent).method).toBe("POST")
      expect(fetches.map((r) => r.url())).toEqual([])
      expect(downloaded).toBe(false)
      expect(await page.locator("[data-download-status]").count()).toBe(0)
      // The hint is for phones only: the same page at desktop width hides it (a media query).
      await page.setViewportSize(DESKTOP)
      expect(await page.locator("[data-mobile-hint]").isVisible()).toBe(false)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe("blueprint e-mail: the webhook, the address and storage", () => {
  const blueprintHook = webhookPath("GATSBY_BLUEPRINT_WEBHOOK_URL")

  it("?email=a@b.co reaches the webhook with source Blueprint TY", async () => {
    const { context, page, errors } = await open()
    try {
      const sent = arrival(blueprintHook)
      await page.goto(`${SITE_ORIGIN}/thank-you-blueprint?dl=1&email=a@b.co`)
      const hit = await sent
      expect(hit.method).toBe("POST")
      expect(JSON.parse(hit.body)).toEqual({ email: "a@b.co", source: "Blueprint TY" })
      // The e-mail moved from the address into storage; the address keeps only dl=1. Read
      // in the page: Playwright learns of an address changed by replaceState a moment later.
      expect(await page.evaluate(() => window.location.href)).toBe(`${SITE_ORIGIN}/thank-you-blueprint?dl=1`)
      expect(await page.evaluate(() => window.localStorage.getItem("tl_email"))).toBe("a@b.co")
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("a landing page's address loses the e-mail a campaign link put in it, its other parameters and hash kept, before the page's bundles start", async () => {
    const { context, page, errors } = await open(DESKTOP, async (p) => {
      // The address when the document is parsed: the head script has run, and the page's
      // bundles, which start after the first paint, have not.
      await p.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { __addressAtParse: seen })
        document.addEventListener("DOMContentLoaded", () => seen.push(window.location.href), { once: true })
      })
    })
    try {
      await page.goto(`${SITE_ORIGIN}${LANDING}?utm_source=mail&email=ann%40example.com#steps`)
      await hydrated(page)
      const clean = `${SITE_ORIGIN}${LANDING}?utm_source=mail#steps`
      expect(await page.evaluate(() => window.location.href)).toBe(clean)
      expect(await page.evaluate(() => (window as unknown as { __addressAtParse: string[] }).__addressAtParse)).toEqual(
        [clean],
      )
      expect(await page.evaluate(() => window.localStorage.getItem("tl_email"))).toBe("ann@example.com")
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("still works when storage throws (private browsing): logged, not fatal", async () => {
    const { context, page, errors } = await open(PHONE, async (_p, ctx) => {
      await ctx.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          get: () => {
            throw new Error("denied")
          },
        })
        Object.defineProperty(window, "sessionStorage", {
          get: () => {
            throw new Error("denied")
          },
        })
      })
    })
    try {
      // The page's effects read both storages (the e-mail, the download flag): each failure is logged.
      const logged = (area: string) =>
        page.waitForEvent("console", { predicate: (m) => m.text().startsWith(`${area} is not available`) })
      const local = logged("localStorage")
      const session = logged("sessionStorage")
      await page.goto(`${SITE_ORIGIN}/thank-you-blueprint`)
      await Promise.all([local, session])
      await hydrated(page)
      expect(await page.locator("h1").textContent()).toBe("Your 7-Step Blueprint is ready")
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe("landing pages", () => {
  it(`${LANDING}: Download the free PDF (its link without the stored e-mail) and Book a call lead to the right pages; the scroll button reaches the steps; the stored e-mail reaches the webhook from storage`, async () => {
    const { context, page, errors } = await open(undefined, async (_p, ctx) => {
      await ctx.addInitScript(() => window.localStorage.setItem("tl_email", "stored@b.co"))
    })
    try {
      await page.goto(`${SITE_ORIGIN}${LANDING}`)
      await hydrated(page)
      for (const link of await page.getByRole("link", { name: "Download the free PDF" }).all())
        expect(await link.getAttribute("href")).toBe("/thank-you-blueprint?dl=1")
      const download = page.getByRole("link", { name: "Download the free PDF" }).first()
      expect(await page.getByRole("link", { name: "Book a call" }).first().getAttribute("href")).toBe("/tl-booking")
      await scrollEndOf(page, () => page.getByRole("link", { name: /See the 7 steps/ }).click())
      expect(await page.locator("#what-youll-learn h2").isVisible()).toBe(true)
      const inView = await page.evaluate(() => {
        const r = document.querySelector("#what-youll-learn")!.getBoundingClientRect()
        return r.top < window.innerHeight && r.bottom > 0
      })
      expect(inView).toBe(true)
      expect(await page.locator("#what-youll-learn li h3").allTextContents()).toHaveLength(7)
      const sent = arrival(webhookPath("GATSBY_BLUEPRINT_WEBHOOK_URL"))
      const file = page.waitForEvent("download")
      await download.click()
      await page.waitForURL(/\/thank-you-blueprint\?dl=1$/)
      // The whole visitor path: the client-side navigation lands on a page that downloads,
      // and sends the e-mail it finds in storage.
      await file
      await page.locator('[data-download-status="success"]').waitFor()
      expect(JSON.parse((await sent).body)).toEqual({ email: "stored@b.co", source: "Blueprint TY" })
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("/in-home-survey: Download records the download and goes to /thank-you-survey?dl=1, which downloads the survey PDF and says so; Book a Call opens the booking page", async () => {
    const { context, page, errors } = await open()
    try {
      await page.goto(`${SITE_ORIGIN}/in-home-survey`)
      // Recording the download is the page's script; before it has loaded the link still
      // opens the thank-you page, which downloads the file.
      await hydrated(page)
      const book = page.getByRole("link", { name: /^Book a call/ }).first()
      // No external booking link is set in the shipped data/site.json: the site's own booking page.
      expect(await book.getAttribute("href")).toBe(site.links.meetingsPage)
      expect(await book.getAttribute("target")).toBeNull()
      const file = page.waitForEvent("download")
      await page.getByRole("link", { name: "Download the Free Survey" }).first().click()
      await page.waitForURL(/\/thank-you-survey\?dl=1$/)
      await expectPdfDownloaded(page, await file, SURVEY_PDF)
      const record = received.find((r) => r.path === webhookPath("GATSBY_SURVEY_FORM_URL"))
      expect(JSON.parse(record?.body ?? "{}")).toEqual({
        formId: site.embeds.forms.surveyDownload,
        formName: "Downloaded In-Home Survey",
      })
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("/in-home-survey footer links the site's own privacy policy and terms, which answer 200", async () => {
    const { html } = await fetchHtml("/in-home-survey")
    expect(html).toContain('href="/privacy"')
    expect(html).toContain('href="/terms"')
    expect(html).not.toContain('href="/privacy-policy"')
    expect(html).not.toContain('href="/terms-conditions"')
    expect((await fetchHtml("/privacy")).status).toBe(200)
    expect((await fetchHtml("/terms")).status).toBe(200)
  })
})

describe("legal and thank-you pages in the built HTML", () => {
  it.each(["privacy", "terms"] as const)(
    "/%s shows the date its text last changed, from data, and Return home",
    async (kind) => {
      const { status, html } = await fetchHtml(`/${kind}`)
      expect(status).toBe(200)
      const changed = new Date(`${legal[kind].lastUpdated}T00:00:00Z`).toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      })
      // A <time> whose machine-readable date is the data's ISO date (valid HTML), as a reader sees it.
      expect(html.includes(`<time datetime="${legal[kind].lastUpdated}">${changed}</time>`)).toBe(true)
      expect(html.includes("Return home")).toBe(true)
    },
  )

  it("/privacy covers STOP opt-out and never sharing consent to texts; /terms names California law", async () => {
    const privacy = (await fetchHtml("/privacy")).html
    expect(privacy).toMatch(/reply STOP/)
    expect(privacy).toMatch(/Your consent to text messages stays with [^:]+: it is never sold or shared/)
    expect(privacy).toContain(site.legalName)
    // The opt-out: a link at the top of the policy to its own part, with the e-mail and phone to use.
    expect(privacy).toMatch(/href="\/privacy#do-not-sell"[^>]*>Do not sell or share my personal information</)
    expect(privacy).toMatch(/id="do-not-sell"/)
    expect(privacy).toMatch(/Global Privacy Control/)
    expect(privacy).toMatch(/Meta pixel/)
    expect(privacy).toMatch(/we pass lead information to agents who pay for it/)
    expect((await fetchHtml("/terms")).html).toMatch(/laws of the State of California/)
  })

  it.each(["/thank-you", "/thank-you-interview", "/thank-you-survey", "/thank-you-blueprint"])(
    "%s is noindex",
    async (path) => {
      expect((await fetchHtml(path)).html).toMatch(/<meta[^>]+name="robots"[^>]+content="noindex"/)
    },
  )

  it("/thank-you links the booking page (no external scheduler is set) and the toll-free number, and both buttons", async () => {
    const { html } = await fetchHtml("/thank-you")
    expect(html).toContain(`href="${site.links.meetingsPage}"`)
    expect(html).toContain(`href="tel:${site.tollFreePhone.replace(/[^\d+]/g, "")}"`)
    expect(html).toMatch(/href="\/"[^>]*>Return home/)
    expect(html).toMatch(/href="\/our-product"[^>]*>Learn more about our products/)
  })
})
