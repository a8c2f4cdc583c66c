/**
 * The origins every page's Content-Security-Policy allows come from data/site.json's
 * embeds and the build's GATSBY_* settings. The expected values below are what the build
 * read back from the pages' old `data-csp` marks for the same configurations (the sample
 * build's policy, and every marking component rendered with each site and settings), so
 * the policies are unchanged.
 */
import path from "path"
import { pagePolicy } from "../../src/lib/csp"
import { policyOrigins, type BuildEnv } from "../../src/node/post-build/policy-origins"
import { readSite, type SiteData } from "../../src/node/site"
import { configuredSite } from "../fixtures/site-configured"

const sample = readSite(path.join(__dirname, "../../data"))
const configured = configuredSite.embeds as SiteData["embeds"]

const NO_ENV: BuildEnv = {
  goalEmailWebhook: "",
  goalSubmitWebhook: "",
  compEmailWebhook: "",
  compSubmitWebhook: "",
  quoteWebhook: "",
  requestInfoWebhook: "",
  blueprintWebhook: "",
  fireTrigger: "",
  surveyFormRecord: "",
  metaPixelId: "",
  trackingScript: "",
}

/** Every webhook, the tracking script and the ad pixel set. */
const FULL_ENV: BuildEnv = {
  goalEmailWebhook: "https://goal-email.example/h/1",
  goalSubmitWebhook: "https://goal-submit.example/h/2",
  compEmailWebhook: "https://comp-email.example/h/3",
  compSubmitWebhook: "https://comp-submit.example/h/4",
  quoteWebhook: "https://quote.example/h/6",
  requestInfoWebhook: "https://recruits.example/h/7",
  blueprintWebhook: "https://blueprint.example/h/5",
  fireTrigger: "https://fire.example/t",
  surveyFormRecord: "https://survey-record.example/r",
  metaPixelId: "1234567890",
  trackingScript: "https://track.example/t.js",
}

/** A site with no embed address at all. */
const UNSET: SiteData["embeds"] = {
  videoPlayerOrigin: "",
  videoThumbnailOrigin: "",
  formScriptUrl: "",
  formOrigin: "",
  forms: { leadCapture: "", application: "", quoteSurvey: "", contactSurvey: "", surveyDownload: "" },
  bookingWidgetUrl: "",
  reviewsWidgetUrl: "",
  mapEmbedUrl: "",
  playlistId: "",
}

const SAMPLE_FRAMES = ["https://www.google.com", "https://www.youtube-nocookie.com"]
const CONFIGURED_FRAMES = [
  "https://api.leadconnectorhq.com",
  "https://booking.example",
  "https://reviews.example",
  ...SAMPLE_FRAMES,
]
const ENV_CONNECT = [
  "https://blueprint.example",
  "https://comp-email.example",
  "https://comp-submit.example",
  "https://fire.example",
  "https://goal-email.example",
  "https://goal-submit.example",
  "https://quote.example",
  "https://recruits.example",
  "https://survey-record.example",
  "https://www.facebook.com",
]

describe("policyOrigins", () => {
  it("allows no third-party origin for a site with nothing set up, and no frame at all", () => {
    const origins = policyOrigins(UNSET, NO_ENV)
    expect(origins).toEqual({ frame: [], script: [], img: [], connect: [] })
    expect(pagePolicy(origins, [])).toContain("frame-src 'none'")
  })

  it("allows the sample data's map, video player and thumbnails, as the sample build did", () => {
    expect(policyOrigins(sample.embeds, NO_ENV)).toEqual({
      frame: SAMPLE_FRAMES,
      script: [],
      img: ["https://i.ytimg.com"],
      connect: [],
    })
  })

  it("adds every webhook, the tracking script and the ad pixel when the build sets them", () => {
    expect(policyOrigins(sample.embeds, FULL_ENV)).toEqual({
      frame: SAMPLE_FRAMES,
      script: ["https://connect.facebook.net", "https://track.example"],
      img: ["https://i.ytimg.com", "https://www.facebook.com"],
      connect: ENV_CONNECT,
    })
  })

  it("allows the forms, booking and reviews frames and the form script of a fully set-up site", () => {
    expect(policyOrigins(configured, NO_ENV)).toEqual({
      frame: CONFIGURED_FRAMES,
      script: ["https://link.msgsndr.com"],
      img: ["https://i.ytimg.com"],
      connect: [],
    })
    expect(policyOrigins(configured, FULL_ENV)).toEqual({
      frame: CONFIGURED_FRAMES,
      script: ["https://connect.facebook.net", "https://link.msgsndr.com", "https://track.example"],
      img: ["https://i.ytimg.com", "https://www.facebook.com"],
      connect: ENV_CONNECT,
    })
  })

  it("allows the form service once any shown form has an id, and not for the survey download's record id", () => {
    const forms = (set: Partial<SiteData["embeds"]["forms"]>) => ({
      ...sample.embeds,
      forms: { ...UNSET.forms, ...set },
    })
    const onlyContact = policyOrigins(forms({ contactSurvey: "c1" }), NO_ENV)
    expect(onlyContact.script).toEqual(["https://link.msgsndr.com"])
    expect(onlyContact.frame).toContain("https://api.leadconnectorhq.com")
    const onlyRecord = policyOrigins(forms({ surveyDownload: "s1" }), NO_ENV)
    expect(onlyRecord.script).toEqual([])
    expect(onlyRecord.frame).toEqual(SAMPLE_FRAMES)
  })

  it("allows the ad pixel's script and beacons only with its id, each setting on its own", () => {
    const pixel = policyOrigins(UNSET, { ...NO_ENV, metaPixelId: "1" })
    expect(pixel).toEqual({
      frame: [],
      script: ["https://connect.facebook.net"],
      img: ["https://www.facebook.com"],
      connect: ["https://www.facebook.com"],
    })
    expect(policyOrigins(UNSET, { ...NO_ENV, fireTrigger: "https://fire.example/t?x=1" }).connect).toEqual([
      "https://fire.example",
    ])
  })
})
