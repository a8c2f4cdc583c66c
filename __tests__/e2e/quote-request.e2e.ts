/**
 * The site's own request forms in Chromium against the production build, with a stand-in
 * for their webhooks (the e2e build points GATSBY_QUOTE_WEBHOOK_URL and
 * GATSBY_REQUEST_INFO_WEBHOOK_URL at it) that counts requests by id, as a receiver should:
 * each request arrives once however the send goes (an error answer, the connection
 * dropping while it is on its way), and one that did not get through is sent again, the
 * same request, by itself. (The checks, the outbox, a slow webhook, a double tap sending
 * once and the form's messages are unit-tested: src/lib/,
 * __tests__/components/lead-forms.test.tsx; a tap on the built page sending every answer to
 * the built-in address, startup-input.e2e.ts.)
 */
import http from "http"
import type { Browser, Page } from "playwright-core"
import { en as quote } from "../../data/quote.json"
import { launchBrowser, openPage } from "./support/browser"
import { QUOTE_WEBHOOK_PORT, SITE_ORIGIN } from "./support/env"

const words = { ...quote.requestForms, ...quote.request }
const info = { ...quote.requestForms, ...quote.infoRequest }

type Received = { id: string; form: string; answers: Record<string, string> }

/**
 * The stand-in webhook: what it received by path (every post, and the requests by id), how
 * it answers (200, or an error status), and whether the connection drops once the webhook
 * has a post, before any answer (`drop`).
 */
const hook = { posts: [] as { path: string; body: Received }[], status: 200, drop: false }
/** The distinct requests that reached `path`, by id: what a receiver counts. */
const requestsAt = (path: string) => new Map(hook.posts.filter((p) => p.path === path).map((p) => [p.body.id, p.body]))
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
      const posted = JSON.parse(body) as Received
      if (hook.drop) {
        hook.posts.push({ path: req.url ?? "", body: posted })
        return void req.socket.destroy()
      }
      if (hook.status === 200) hook.posts.push({ path: req.url ?? "", body: posted })
      res.writeHead(hook.status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(QUOTE_WEBHOOK_PORT, "127.0.0.1", resolve))
  browser = await launchBrowser()
})
beforeEach(() => {
  hook.posts = []
  hook.status = 200
  hook.drop = false
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

const posted = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === "POST")

it("keeps a request the webhook refused, and sends that same request once when the visitor comes back", async () => {
  hook.status = 500
  const { page } = await openPage(browser, "/quote")
  await fillIn(page)
  const refused = posted(page, "/quote")
  await page.getByRole("button", { name: words.submitLabel }).click()
  expect((await refused).status()).toBe(500)
  await page
    .getByRole("alert")
    .getByText(/has not reached us yet/)
    .waitFor()
  await expect(page.getByLabel(words.name.label).inputValue()).resolves.toBe("Rosa Díaz")

  hook.status = 200
  const sent = posted(page, "/quote")
  await page.goto(`${SITE_ORIGIN}/contact`)
  expect((await sent).status()).toBe(200)
  expect(hook.posts).toHaveLength(1)
  expect(hook.posts[0].body.answers.name).toBe("Rosa Díaz")
  await page.context().close()
})

it("counts a request once when the connection drops while it is on its way: the same request goes again when it is back", async () => {
  const { page } = await openPage(browser, "/quote")
  await fillIn(page)
  // The webhook has the request, but the connection drops before its answer reaches the
  // phone (and again when the browser tries once more on a new connection, as Chromium does).
  hook.drop = true
  await page.getByRole("button", { name: words.submitLabel }).click()
  await page
    .getByRole("alert")
    .getByText(/has not reached us yet/)
    .waitFor()
  // The phone's connection goes and comes back.
  hook.drop = false
  await page.context().setOffline(true)
  const again = posted(page, "/quote")
  await page.context().setOffline(false)
  expect((await again).status()).toBe(200)
  await page.getByRole("heading", { name: words.thanks.heading }).waitFor()
  const ids = hook.posts.map((p) => p.body.id)
  expect(ids.length).toBeGreaterThan(1)
  expect(new Set(ids).size).toBe(1)
  expect(requestsAt("/quote").size).toBe(1)
  await page.context().close()
})

it("on /request-info, sends a recruit's request to its own webhook with the career consent, apart from the quote requests", async () => {
  const { page } = await openPage(browser, "/request-info")
  await page.getByLabel(info.name.label).fill("Marcus Bell")
  await page.getByLabel(info.phone.label).fill("559 555 0142")
  await page.getByLabel(info.state.label).selectOption("Texas")
  await page.getByLabel(info.licensed.label).selectOption(info.licensed.options[0])
  // The consent's words as the page shows them, the agency's name filled in.
  const consent = page.getByLabel(info.consent.split("{company}")[1].trim())
  const shown = await consent.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent)
  await consent.check()
  await page.getByRole("button", { name: info.submitLabel }).click()
  await page.getByRole("heading", { name: info.thanks.heading }).waitFor()
  expect(requestsAt("/quote").size).toBe(0)
  expect([...requestsAt("/request-info").values()]).toMatchObject([
    {
      form: "request-info",
      // The page's own language, from its <html lang>.
      language: "en",
      answers: { name: "Marcus Bell", state: "Texas", licensed: info.licensed.options[0] },
      callConsent: { text: shown, checked: true },
    },
  ])
  await page.context().close()
})
