/**
 * A phone user types, pastes and taps while a page is still starting. On a phone-sized
 * page, each kind of field gets a value, and each kind of button a tap, at two moments of
 * the start-up window:
 *  - before the app: the page is drawn from its HTML and its scripts are held back (they
 *    are answered only after the input), so nothing runs but the head script;
 *  - as the app arrives: the scripts are let through and the input is made at once, while
 *    they load, run and hydrate the page, on a CPU slowed 4× so that this takes as long as
 *    on a phone. Before the app nothing needs slowing: the held scripts keep the moment
 *    open, and Chromium slows a CPU by keeping it busy, so a slowed page costs the
 *    machine four times the work.
 * A value goes in as one input event (what a paste or an autofill sends) or as real key
 * presses. Whatever the moment, the page must answer as it answers the same input made
 * after start-up (which every other end-to-end test makes). The zip checker meets the
 * moment before the app in its component test
 * (__tests__/components/recruiting/zip-checker.test.tsx), which hydrates it over a drawn
 * box holding a code; the prize wheel's Spin is a plain button, held and replayed as the
 * menu button is, and its answer is recruiting.e2e.ts's.
 */
import type { Browser, Page } from "playwright-core"
import calculators from "../../data/calculators.json"
import { en as faq } from "../../data/faq.json"
import { en as quote } from "../../data/quote.json"
import { en as navigation } from "../../data/navigation.json"
import recruiting from "../../data/recruiting.json"
import zipData from "../../data/zip-eligibility.json"
import examples from "../fixtures/calculator-examples.json"
import { hydrated, launchBrowser, watchPage } from "./support/browser"
import { QUOTE_WEBHOOK_PORT, SITE_ORIGIN, WEBHOOK_ORIGIN } from "./support/env"

type Moment = "before the app" | "as the app arrives"
type Entry = "one input event" | "key presses"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Started = {
  page: Page
  errors: string[]
  /** Lets the held scripts through. */
  release: () => void
}

/**
 * Opens `path` on a phone (its CPU slowed 4× if `slowCpu`) with the site's scripts held
 * back, and returns once `ready` (a field or button of the drawn HTML) is on screen.
 */
async function startPage(path: string, ready: string, slowCpu: boolean): Promise<Started> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const { errors } = await watchPage(page)
  if (slowCpu) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 })
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.origin === SITE_ORIGIN && url.pathname.endsWith(".js"),
    async (route) => {
      await gate
      await route.continue()
    },
  )
  await page.goto(`${SITE_ORIGIN}${path}`, { waitUntil: "commit" })
  await page.locator(ready).first().waitFor()
  return { page, errors, release }
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))

/**
 * Starts `path`, and at `moment` runs `act` (the visitor's input). Before the app, the test
 * first makes sure nothing but the HTML is there; the scripts are let through after.
 */
async function atMoment(
  moment: Moment,
  path: string,
  ready: string,
  act: (page: Page) => Promise<void>,
): Promise<Started> {
  const started = await startPage(path, ready, moment === "as the app arrives")
  const { page, release } = started
  if (moment === "before the app") {
    expect(await isHydrated(page)).toBe(false)
    await act(page)
    expect(await isHydrated(page)).toBe(false)
    release()
  } else {
    release()
    await act(page)
  }
  await hydrated(page)
  return started
}

/** Enters `value` into the field `selector` as a paste or autofill does (one input event), or key by key. */
async function enter(page: Page, selector: string, value: string, entry: Entry): Promise<void> {
  const field = page.locator(selector)
  if (entry === "one input event") await field.fill(value)
  else await field.pressSequentially(value)
}

/** The search box meets both moments and both ways of entering (the zip checker, below, the moment as the app arrives). */
const SEARCH_CASES: [Moment, Entry][] = [
  ["before the app", "one input event"],
  ["as the app arrives", "key presses"],
]

describe("as the app arrives, a code entered as one input event", () => {
  it("in the zip checker is checked: the page names the code's city", async () => {
    const { zip, city } = zipData.florida[0]
    const input = `input[autocomplete="postal-code"]`
    const { page, errors } = await atMoment("as the app arrives", "/fl-tx-agents", input, (p) =>
      enter(p, input, zip, "one input event"),
    )
    await page.getByRole("status").filter({ hasText: recruiting.zipPage.eligibleMessage }).waitFor()
    await page
      .getByRole("status")
      .filter({ hasText: `${city}, Florida` })
      .waitFor()
    await expect(page.locator(input).inputValue()).resolves.toBe(zip)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe.each(SEARCH_CASES)("%s, a query entered as %s", (moment, entry) => {
  it("in the FAQ's search box is searched: the page says how many questions match", async () => {
    const input = `main input[type="search"]`
    const query = "medical exam"
    const { page, errors } = await atMoment(moment, "/faq", input, (p) => enter(p, input, query, entry))
    await page
      .getByRole("status")
      .filter({ hasText: `for "${query}"` })
      .waitFor()
    const shown = await page.locator("main details:visible").count()
    const all = faq.categories.reduce((n, c) => n + c.questions.length, 0)
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(all)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe.each(["before the app", "as the app arrives"] as Moment[])("%s", (moment) => {
  const entry: Entry = moment === "before the app" ? "one input event" : "key presses"

  it(`the goal calculator takes every number, the contact boxes and the consent (${entry}) and answers a tap on Calculate, then sends them`, async () => {
    const values: Record<string, string> = examples.goal
    const contact = { firstName: "Ada", lastName: "Lovelace", phone: "5595550100", email: "ada@example.com" }
    let received: (body: unknown) => void = () => {}
    const sent = new Promise<unknown>((resolve) => (received = resolve))
    const { page, errors } = await atMoment(moment, "/goalcalculator", "#goal-monthlyNetIncome", async (p) => {
      await p.route(`${WEBHOOK_ORIGIN}/**`, (route) => {
        if (route.request().method() === "POST") received(route.request().postDataJSON())
        return route.fulfill({
          status: 200,
          headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type" },
          body: "{}",
        })
      })
      for (const [key, value] of Object.entries(values)) await enter(p, `#goal-${key}`, value, entry)
      for (const [key, value] of Object.entries(contact)) await enter(p, `#goal-${key}`, value, entry)
      await p.locator("#goal-consent").check()
      await p.getByRole("button", { name: calculators.results.calculateButton }).tap()
    })
    const results = page.getByRole("region", { name: calculators.goal.resultsHeading })
    await results.waitFor()
    // The contact boxes and the consent were taken up too: a send carries them.
    await page.getByRole("button", { name: calculators.contact.emailButton }).tap()
    expect(await sent).toMatchObject({ ...contact, consent: { checked: true } })
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe("before the app, key presses and choices", () => {
  it("in the quote request are all sent on a tap on Send", async () => {
    const words = { ...quote.requestForms, ...quote.request }
    let received: (body: unknown) => void = () => {}
    const sent = new Promise<unknown>((resolve) => (received = resolve))
    const { page, errors } = await atMoment("before the app", "/quote", "form[data-lead-form] input", async (p) => {
      await p.route(`http://127.0.0.1:${QUOTE_WEBHOOK_PORT}/**`, (route) => {
        if (route.request().method() === "POST") received(route.request().postDataJSON())
        return route.fulfill({
          status: 200,
          headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type" },
        })
      })
      await p.getByLabel(words.name.label).pressSequentially("Rosa Díaz")
      await p.getByLabel(words.phone.label).pressSequentially("5595550100")
      await p.getByLabel(words.zip.label).pressSequentially("93610")
      await p.getByLabel(words.age.label).pressSequentially("67")
      await p.getByLabel(words.forWhom.label).selectOption(words.forWhom.options[1])
      await p.getByLabel(words.coverage.label).selectOption(words.coverage.options[0])
      await p.getByLabel(words.bestTime.label).selectOption(words.bestTime.options[2])
      await p.getByRole("button", { name: words.submitLabel }).tap()
    })
    await page.getByRole("heading", { name: words.thanks.heading }).waitFor()
    expect(await sent).toMatchObject({
      answers: {
        name: "Rosa Díaz",
        phone: "5595550100",
        zip: "93610",
        age: "67",
        forWhom: words.forWhom.options[1],
        coverage: words.coverage.options[0],
        bestTime: words.bestTime.options[2],
      },
    })
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe("before the app, a tap", () => {
  it("on the menu button opens the menu", async () => {
    const button = `button[aria-controls="mobile-menu"]`
    const { page, errors } = await atMoment("before the app", "/", button, (p) => p.locator(button).tap())
    await page.getByRole("navigation", { name: navigation.mobileMenuLabel }).waitFor()
    await expect(page.locator(button).getAttribute("aria-expanded")).resolves.toBe("true")
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("on a FAQ question opens its answer", async () => {
    const question = faq.categories[0].questions[0]
    const { page, errors } = await atMoment("before the app", "/faq", "main details > summary", (p) =>
      p.locator("main details > summary").first().tap(),
    )
    await expect(page.locator("main details").first().getAttribute("open")).resolves.toBe("")
    // Words of the answer after its last {fact}, which the build fills in.
    await page.getByText(question.answer.split("}").at(-1)!.trim().slice(0, 40)).first().waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})
