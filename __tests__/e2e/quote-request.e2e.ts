/**
 * A family's quote request on /quote, in Chromium against the production build, with a
 * stand-in for its webhook (the e2e build points GATSBY_QUOTE_WEBHOOK_URL at it): the
 * request arrives once however the send goes, and one the webhook refused is sent again,
 * the same request, when the visitor opens the site again. (The checks, the outbox and
 * the form's messages are unit-tested: src/lib/quote-request.ts, src/lib/outbox.ts.)
 */
import http from "http"
import type { Browser, Page } from "playwright-core"
import quote from "../../data/quote.json"
import { launchBrowser, openPage } from "./support/browser"
import { QUOTE_WEBHOOK_PORT, SITE_ORIGIN } from "./support/env"

const words = quote.request

/** What the stand-in webhook received, and how it answers (200, or an error status). */
const hook = { received: [] as { id: string; answers: Record<string, string> }[], status: 200 }
let server: http.Server
let browser: Browser

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*")
    res.setHeader("Access-Control-Allow-Headers", "Content-Type")
    if (req.method === "OPTIONS") return void res.writeHead(204).end()
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      if (hook.status === 200) hook.received.push(JSON.parse(body))
      res.writeHead(hook.status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(QUOTE_WEBHOOK_PORT, "127.0.0.1", resolve))
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

async function fillIn(page: Page) {
  await page.getByLabel(words.name.label).fill("Rosa Díaz")
  await page.getByLabel(words.phone.label).fill("(559) 555-0100")
  await page.getByLabel(words.zip.label).fill("93610")
  await page.getByLabel(words.age.label).fill("04/12/1958")
  await page.getByLabel(words.forWhom.label).selectOption(words.forWhom.options[1])
  await page.getByLabel(words.coverage.label).selectOption(words.coverage.options[0])
  await page.getByLabel(words.bestTime.label).selectOption(words.bestTime.options[0])
}

it("sends a request once, and says what happens next", async () => {
  hook.received = []
  hook.status = 200
  const { page } = await openPage(browser, "/quote")
  await fillIn(page)
  await page.getByRole("button", { name: words.submitLabel }).dblclick()
  await page.getByRole("heading", { name: words.thanks.heading }).waitFor()
  expect(hook.received).toHaveLength(1)
  expect(hook.received[0].answers).toMatchObject({ name: "Rosa Díaz", zip: "93610", age: "04/12/1958" })
  await page.context().close()
})

it("keeps a request the webhook refused, and sends that same request once when the visitor comes back", async () => {
  hook.received = []
  hook.status = 500
  const { page } = await openPage(browser, "/quote")
  await fillIn(page)
  const refused = page.waitForResponse((r) => r.url().endsWith("/quote") && r.request().method() === "POST")
  await page.getByRole("button", { name: words.submitLabel }).click()
  expect((await refused).status()).toBe(500)
  await page
    .getByRole("alert")
    .getByText(/has not reached us yet/)
    .waitFor()
  await expect(page.getByLabel(words.name.label).inputValue()).resolves.toBe("Rosa Díaz")

  hook.status = 200
  const sent = page.waitForResponse((r) => r.url().endsWith("/quote") && r.request().method() === "POST")
  await page.goto(`${SITE_ORIGIN}/contact`)
  expect((await sent).status()).toBe(200)
  expect(hook.received).toHaveLength(1)
  expect(hook.received[0].answers.name).toBe("Rosa Díaz")
  await page.context().close()
})
