import React from "react"
import { render } from "@testing-library/react"
import thankYou from "../../data/thank-you.json"
import { BlueprintThankYou, type BlueprintThankYouContent } from "../../src/components/lead-magnets/blueprint-thank-you"
import { ENV } from "../../src/lib/env"
import { BLUEPRINT_FLAG_KEY, EMAIL_STORAGE_KEY } from "../../src/lib/lead-magnets"
import { loadMetaPixel, loadTrackingScript } from "../../src/lib/tracking"
import { servedData } from "../fixtures/records"

// A deployment with the blueprint's e-mail webhook, the tracking script and the pixel set.
jest.mock("../../src/lib/env", () => ({
  ENV: {
    blueprintWebhook: "https://hooks.example/blueprint",
    fireTrigger: "",
    metaPixelId: "1234567890",
    trackingScript: "https://track.example/t.js",
  },
}))
// The tag loaders note the page's address at the moment each is called: what a tag would report.
const addressWhenLoaded: Record<string, string[]> = { tracking: [], pixel: [] }
jest.mock("../../src/lib/tracking", () => ({
  ...jest.requireActual("../../src/lib/tracking"),
  loadTrackingScript: jest.fn(() => addressWhenLoaded.tracking.push(window.location.href)),
  loadMetaPixel: jest.fn(() => addressWhenLoaded.pixel.push(window.location.href)),
}))
const WEBHOOK = ENV.blueprintWebhook

const content = servedData(thankYou).blueprint as unknown as BlueprintThankYouContent
const fetchMock = jest.fn()
const webhookBodies = () =>
  fetchMock.mock.calls.filter(([url]) => url === WEBHOOK).map(([, init]) => JSON.parse(init.body))

function visit(search: string) {
  window.history.replaceState({ key: "entry-1" }, "", `/thank-you-blueprint${search}`)
  render(<BlueprintThankYou content={content} />)
}

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200 })
  global.fetch = fetchMock as unknown as typeof fetch
  // The PDF was downloaded earlier this session: no auto-download in these tests.
  window.sessionStorage.setItem(BLUEPRINT_FLAG_KEY, "1")
  addressWhenLoaded.tracking = []
  addressWhenLoaded.pixel = []
  jest.mocked(loadTrackingScript).mockClear()
  jest.mocked(loadMetaPixel).mockClear()
})
afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl
})

// The page sends from an effect, which has run when render returns.
describe("BlueprintThankYou's e-mail send", () => {
  it("sends the e-mail of the address", () => {
    visit("?email=jo%40example.co")
    expect(webhookBodies()).toEqual([{ email: "jo@example.co", source: "Blueprint TY" }])
  })

  it("sends the e-mail stored under tl_email when the address has none", () => {
    window.localStorage.setItem(EMAIL_STORAGE_KEY, "stored@example.co")
    visit("?dl=1")
    expect(webhookBodies()).toEqual([{ email: "stored@example.co", source: "Blueprint TY" }])
  })

  it("sends nothing for an e-mail of the wrong shape, with nothing stored", () => {
    visit("?email=not-an-email")
    expect(webhookBodies()).toEqual([])
  })
})

describe("BlueprintThankYou keeps personal data out of its address", () => {
  it("stores an e-mail that arrives in the address and removes it, before the tracking script and the pixel load", () => {
    visit("?dl=1&email=jo%40example.co#top")
    expect(window.localStorage.getItem(EMAIL_STORAGE_KEY)).toBe("jo@example.co")
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/thank-you-blueprint?dl=1#top",
    )
    // Each tag loaded once, and at that moment the address no longer held the e-mail.
    expect(addressWhenLoaded.tracking).toEqual(["http://localhost/thank-you-blueprint?dl=1#top"])
    expect(addressWhenLoaded.pixel).toEqual(["http://localhost/thank-you-blueprint?dl=1#top"])
  })

  it("keeps the history entry it rewrites (its state), instead of adding one", () => {
    const entries = window.history.length
    visit("?email=jo%40example.co")
    expect(window.history.length).toBe(entries)
    expect(window.history.state).toEqual({ key: "entry-1" })
  })

  it("takes a malformed e-mail out of the address too, without storing it", () => {
    visit("?email=jo%20at%20example&dl=1")
    expect(window.location.search).toBe("?dl=1")
    expect(window.localStorage.getItem(EMAIL_STORAGE_KEY)).toBeNull()
  })

  it("loads neither tag for a browser that sends Global Privacy Control", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true })
    visit("?dl=1")
    expect(loadTrackingScript).not.toHaveBeenCalled()
    expect(loadMetaPixel).not.toHaveBeenCalled()
  })

  it("loads both tags otherwise", () => {
    visit("?dl=1")
    expect(loadTrackingScript).toHaveBeenCalledWith(ENV.trackingScript)
    expect(loadMetaPixel).toHaveBeenCalledWith(ENV.metaPixelId)
  })
})
