import React from "react"
import { render } from "@testing-library/react"
import thankYou from "../../data/thank-you.json"
import { BlueprintThankYou, type BlueprintThankYouContent } from "../../src/components/lead-magnets/blueprint-thank-you"
import { ENV } from "../../src/lib/env"
import { BLUEPRINT_FLAG_KEY, EMAIL_STORAGE_KEY } from "../../src/lib/lead-magnets"
import { servedData } from "../fixtures/records"

// A deployment with the blueprint's e-mail webhook set (the address is the build's in the site).
jest.mock("../../src/lib/env", () => ({
  ENV: { blueprintWebhook: "https://hooks.example/blueprint", fireTrigger: "", metaPixelId: "", trackingScript: "" },
}))
const WEBHOOK = ENV.blueprintWebhook

const content = servedData(thankYou).blueprint as unknown as BlueprintThankYouContent
const fetchMock = jest.fn()
const webhookBodies = () =>
  fetchMock.mock.calls.filter(([url]) => url === WEBHOOK).map(([, init]) => JSON.parse(init.body))

function visit(search: string) {
  window.history.replaceState({}, "", `/thank-you-blueprint${search}`)
  render(<BlueprintThankYou content={content} />)
}

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200 })
  global.fetch = fetchMock as unknown as typeof fetch
  // The PDF was downloaded earlier this session: no auto-download in these tests.
  window.sessionStorage.setItem(BLUEPRINT_FLAG_KEY, "1")
})
afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// The page sends from an effect, which has run when render returns.
describe("BlueprintThankYou's e-mail send", () => {
  it("sends the e-mail of the address", () => {
    visit("?email=jo%40example.co")
    expect(webhookBodies()).toEqual([{ email: "jo@example.co", source: "Blueprint TY" }])
  })

  it("sends the e-mail stored under tl_email when the address has none", () => {
    window.localStorage.setItem(EMAIL_STORAGE_KEY, "stored@example.co")
    visit("")
    expect(webhookBodies()).toEqual([{ email: "stored@example.co", source: "Blueprint TY" }])
  })

  it("sends nothing for an e-mail of the wrong shape, with nothing stored", () => {
    visit("?email=not-an-email")
    expect(webhookBodies()).toEqual([])
  })
})
