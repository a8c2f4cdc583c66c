import React from "react"
import { render } from "@testing-library/react"
import thankYou from "../../data/thank-you.json"
import { BlueprintThankYou, type BlueprintThankYouContent } from "../../src/components/lead-magnets/blueprint-thank-you"
import { ENV } from "../../src/lib/env"
import { EMAIL_STORAGE_KEY } from "../../src/lib/email"
import { moveEmailOutOfAddress } from "../../src/lib/email-in-address"
import { BLUEPRINT_FLAG_KEY } from "../../src/lib/lead-magnets"
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

/** A page load: the head script runs first (it takes an e-mail out of the address), then the app. */
function visit(search: string) {
  window.history.replaceState({ key: "entry-1" }, "", `/thank-you-blueprint${search}`)
  moveEmailOutOfAddress()
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
  jest.restoreAllMocks()
  // The e-mail the head script handed to this page's app: the next test is another page load.
  delete (window as { __addressEmail?: string }).__addressEmail
  window.localStorage.clear()
  window.sessionStorage.clear()
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl
})

// The page sends from an effect, which has run when render returns.
describe("BlueprintThankYou's e-mail send", () => {
  it("sends the e-mail the head script took out of the address", () => {
    visit("?email=jo%40example.co")
    expect(webhookBodies()).toEqual([{ email: "jo@example.co", source: "Blueprint TY" }])
  })

  it("sends an e-mail the head script stored on an earlier page, when the address has none", () => {
    visit("?email=jo%40example.co")
    delete (window as { __addressEmail?: string }).__addressEmail
    fetchMock.mockClear()
    visit("?dl=1")
    expect(webhookBodies()).toEqual([{ email: "jo@example.co", source: "Blueprint TY" }])
  })

  it("sends the e-mail of the address even where storage refuses it (private browsing)", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    visit("?email=jo%40example.co")
    expect(window.location.search).toBe("")
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
  it("loads the tracking script and the pixel with an address the head script has cleaned, the e-mail stored", () => {
    visit("?dl=1&email=jo%40example.co#top")
    expect(window.localStorage.getItem(EMAIL_STORAGE_KEY)).toBe("jo@example.co")
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/thank-you-blueprint?dl=1#top",
    )
    // Each tag loaded once, and at that moment the address no longer held the e-mail.
    expect(addressWhenLoaded.tracking).toEqual(["http://localhost/thank-you-blueprint?dl=1#top"])
    expect(addressWhenLoaded.pixel).toEqual(["http://localhost/thank-you-blueprint?dl=1#top"])
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
