/**
 * Both calculators in a real browser against the production build, with a local server
 * standing in for the webhooks (the e2e build points GATSBY_*_WEBHOOK_URL at it): what
 * only the built site in a browser shows, the figures drawn with the site's styles, the
 * sends reaching the addresses baked into the build, the inputs kept over a real reload,
 * the phone layout. Each invalid input's message, the checks before a send and the choice
 * of next page are the components' tests (__tests__/components/calculators).
 */
import http from "http"
import examples from "../fixtures/calculator-examples.json"
import type { Browser, Page } from "playwright-core"
import { en as site } from "../../data/site.json"
import calculators from "../../data/calculators.json"
import { axeViolations, launchBrowser, openPage as openBuiltPage, until } from "./support/browser"
import { WEBHOOK_PORT } from "./support/env"

type Received = { path: string; body: unknown; contentType: string | undefined }

/** The stand-in webhook server: answers CORS preflights, records bodies, answers 200 (a failed send is the components' tests). */
const hooks = {
  received: [] as Received[],
  server: null as http.Server | null,
}

const GOAL: Record<string, string> = examples.goal
const COMP: Record<string, string> = examples.comparison

let browser: Browser
beforeAll(async () => {
  hooks.server = http.createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*")
    res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS")
    res.setHeader("Access-Control-Allow-Headers", "Content-Type")
    if (req.method === "OPTIONS") {
      res.writeHead(204).end()
      return
    }
    let data = ""
    req.on("data", (chunk) => (data += chunk))
    req.on("end", () => {
      let body: unknown = data
      try {
        body = JSON.parse(data)
      } catch {
        // keep the raw text
      }
      hooks.received.push({ path: req.url ?? "", body, contentType: req.headers["content-type"] })
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((resolve) => hooks.server?.listen(WEBHOOK_PORT, "127.0.0.1", resolve))
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => (hooks.server ? hooks.server.close(() => resolve()) : resolve()))
})
beforeEach(() => {
  hooks.received = []
})

/**
 * Opens a calculator and returns while it starts: the test types and taps Calculate as a
 * phone user does, before the page's code may have taken over.
 */
const openPage = (b: Browser, path: string, options: Parameters<typeof openBuiltPage>[2] = {}) =>
  openBuiltPage(b, path, { wait: "starting", ...options })

/**
 * Console errors that matter. Gatsby prefetches the page data of links in view (nav,
 * footer); on a branch where another area's pages do not exist yet those requests 404.
 * Only those are set aside; anything else fails the test.
 */
const realErrors = (errors: string[]) =>
  errors.filter((e) => !/status of 404 .*\/page-data\/[^/]+(\/[^/]+)*\/page-data\.json\)$/.test(e))

async function fill(page: Page, prefix: string, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) await page.fill(`#${prefix}-${key}`, value)
}
async function fillContact(page: Page, prefix: string) {
  await page.fill(`#${prefix}-firstName`, "Ana")
  await page.fill(`#${prefix}-lastName`, "Lopez")
  await page.fill(`#${prefix}-phone`, "559-555-0100")
  await page.fill(`#${prefix}-email`, "ana@example.com")
}

describe("/goalcalculator", () => {
  it("shows the expected figures for valid inputs, with no console errors or axe violations; Email Results posts the documented JSON to the goal email webhook, keeping the focus on the button while it sends, then goes to the results page", async () => {
    const { page, errors } = await openPage(browser, "/goalcalculator")
    // The post is held until the test has seen which element has the focus while it is in flight.
    let focusedWhileSending: string | null | undefined
    await page.route(
      (url) => url.pathname === "/goal-email",
      async (route) => {
        if (route.request().method() === "POST") {
          focusedWhileSending = await page.evaluate(() => document.activeElement?.textContent ?? null)
        }
        await route.continue()
      },
    )
    await fill(page, "goal", GOAL)
    await page.getByRole("button", { name: "Calculate" }).click()
    const results = page.getByRole("region", { name: "Know Your Numbers!" })
    await results.waitFor()
    // The heading takes focus once the panel has drawn the figures (a moment after the tap's own paint).
    await until(page, () => document.activeElement?.textContent === "Know Your Numbers!")
    await expect(page.getByTestId("year-goal").textContent()).resolves.toBe("$120,000")
    const hourly = await results.getByText("Your Hourly Rate", { exact: true }).locator("..").textContent()
    expect(hourly?.replace(/\s+/g, " ")).toBe("Your Hourly Rate $60 per hour")
    const production = await results.getByRole("heading", { name: "Production Needed" }).locator("..").textContent()
    expect(production).toBe("Production NeededDaily$2,172Weekly$10,860Monthly$47,059Yearly$564,706")
    const leads = await results.getByRole("heading", { name: "Lead Investment" }).locator("..").textContent()
    expect(leads).toBe("Lead InvestmentWeekly$5,430Monthly$23,529Yearly$282,353")
    await expect(results.getByText("Hypothetical figures.").isVisible()).resolves.toBe(true)
    expect(await axeViolations(page)).toEqual([])
    expect(realErrors(errors)).toEqual([])

    // The same figures, sent: the contact boxes and the consent, then Email Results.
    await fillContact(page, "goal")
    await page.getByRole("checkbox", { name: /By checking this box/ }).check()
    await page.getByRole("button", { name: "Email Results" }).click()
    await page.waitForURL((url) => url.pathname === site.links.goalResultsPage)
    expect(focusedWhileSending).toBe(calculators.contact.sendingLabel)
    expect(hooks.received).toHaveLength(1)
    const { path, body, contentType } = hooks.received[0]
    expect(path).toBe("/goal-email")
    expect(contentType).toBe("application/json")
    const b = body as Record<string, any>
    expect(Object.keys(b).sort()).toEqual([
      "callConsent",
      "consent",
      "contactTag",
      "email",
      "firstName",
      "lastName",
      "phone",
      "results",
    ])
    expect(b).toMatchObject({
      firstName: "Ana",
      lastName: "Lopez",
      phone: "559-555-0100",
      email: "ana@example.com",
      contactTag: "goal sheet email",
    })
    expect(b.results.yearNetIncome).toBe(120000)
    expect(b.results.production.yearly).toBeCloseTo(9600000 / 17, 6)
    expect(b.results.leadInvestment).not.toHaveProperty("daily")
    expect(b.consent.checked).toBe(true)
    expect(b.consent.text).toContain(site.companyName)
    expect(b.consent.text).toMatch(/e-mail/)
    expect(b.consent.text).not.toMatch(/\b(call|text)/i)
    expect(b.consent.pageUrl).toMatch(/\/goalcalculator$/)
    expect(Date.parse(b.consent.timestamp)).toBeGreaterThan(Date.now() - 60_000)
    // Calls and texts are a separate, optional consent: left unchecked, the send still went, recording it.
    expect(b.callConsent.checked).toBe(false)
    expect(b.callConsent.text).toMatch(/STOP/)
    expect(b.callConsent.text).toMatch(/not a condition/)
    expect(b.callConsent.pageUrl).toBe(b.consent.pageUrl)
    expect(b.callConsent.timestamp).toBe(b.consent.timestamp)
    await page.context().close()
  })

  it("calculates on Enter in a field, staying on the page", async () => {
    const { page } = await openBuiltPage(browser, "/goalcalculator")
    await fill(page, "goal", GOAL)
    await page.press(`#goal-${Object.keys(GOAL).at(-1)}`, "Enter")
    await expect(page.getByTestId("year-goal").textContent()).resolves.toBe("$120,000")
    expect(new URL(page.url()).search).toBe("")
    await page.context().close()
  })

  // Start over's rules (inputs, contact fields, results and the saved copy cleared) are the
  // calculator's unit tests; here, that a real reload brings the saved inputs and results back.
  it("keeps the inputs and the results of a tap on Calculate over a reload that follows at once", async () => {
    const { page } = await openPage(browser, "/goalcalculator")
    await fill(page, "goal", GOAL)
    await fillContact(page, "goal")
    // The tap and the reload in one task: the page gets no frame in between to save in.
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "Calculate" }).evaluate((button: HTMLButtonElement) => {
        button.click()
        location.reload()
      }),
    ])
    await until(page, () => (document.getElementById("goal-leadCost") as HTMLInputElement | null)?.value === "30")
    for (const [key, value] of Object.entries(GOAL)) await expect(page.inputValue(`#goal-${key}`)).resolves.toBe(value)
    await expect(page.inputValue("#goal-lastName")).resolves.toBe("Lopez")
    await expect(page.getByTestId("year-goal").textContent()).resolves.toBe("$120,000")
    await page.context().close()
  })
})

describe("/comp-comparison", () => {
  it("shows both companies, coloured and signed differences and the Same Lead Spend Challenge; at 320 px the page does not scroll sideways and its tables scroll in reachable boxes; Submit Goal Sheet posts to /comp-submit, then goes to the meetings page", async () => {
    const { page, errors } = await openPage(browser, "/comp-comparison")
    await fill(page, "comp", COMP)
    await page.getByRole("button", { name: "Calculate" }).click()
    await page.getByRole("region", { name: "Your Comparison" }).waitFor()
    await expect(page.getByTestId("year-goal").textContent()).resolves.toBe("$120,000")
    await expect(page.getByTestId("hourly-current").textContent()).resolves.toBe("$60")
    await expect(page.getByTestId("hourly-new").textContent()).resolves.toBe("$151")
    const row = page.getByRole("table", { name: "Production Needed" }).getByRole("row", { name: /Yearly/ })
    await expect(row.locator("td").allTextContents()).resolves.toEqual([
      "$564,706",
      "$269,159",
      "▼-$295,547 (decrease)",
    ])
    const colour = (loc: ReturnType<Page["locator"]>) => loc.evaluate((el) => getComputedStyle(el).color)
    const red = await colour(row.locator("[data-sign]"))
    expect(red).toBe("rgb(166, 27, 27)")
    const zero = page
      .getByRole("table", { name: "Net Income Achieved" })
      .getByRole("row", { name: /Yearly/ })
      .locator("[data-sign]")
    await expect(zero.getAttribute("data-sign")).resolves.toBe("zero")
    const challenge = page.getByRole("region", { name: "Same Lead Spend Challenge" })
    await expect(challenge.getByTestId("same-spend-headline").textContent()).resolves.toBe("+$182,118")
    const green = challenge
      .getByRole("table", { name: "Production Written" })
      .getByRole("row", { name: /Yearly/ })
      .locator("[data-sign]")
    await expect(green.getAttribute("data-sign")).resolves.toBe("positive")
    expect(await colour(green)).toBe("rgb(23, 107, 58)")
    expect(await colour(zero)).not.toBe(red)
    expect(await axeViolations(page)).toEqual([])
    // The same results on a 320 px phone (the layout is the style sheet's alone): the page
    // keeps to the screen's width, and axe finds the tables' scrolling boxes reachable.
    await page.setViewportSize({ width: 320, height: 640 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await axeViolations(page)).toEqual([])
    expect(realErrors(errors)).toEqual([])

    // The results sent from the phone: the contact boxes, both consents, Submit Goal Sheet.
    await fillContact(page, "comp")
    await page.getByRole("checkbox", { name: /By checking this box/ }).check()
    await page.getByRole("checkbox", { name: /call and text me/ }).check()
    await page.getByRole("button", { name: "Submit Goal Sheet" }).click()
    await page.waitForURL((url) => url.pathname === site.links.meetingsPage)
    expect(hooks.received.map((r) => r.path)).toEqual(["/comp-submit"])
    const body = hooks.received[0].body as Record<string, any>
    expect(body.contactTag).toBe("goal sheet submitted")
    expect(body.results.sameSpend.spendAmount).toBeCloseTo(4800000 / 17, 6)
    expect(body.consent.pageUrl).toMatch(/\/comp-comparison$/)
    expect(body.callConsent).toMatchObject({ checked: true, pageUrl: body.consent.pageUrl })
    await page.context().close()
  })
})
