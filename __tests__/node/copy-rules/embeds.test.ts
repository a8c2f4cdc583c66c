/**
 * The embeds rule, judged on data/: a text that promises an embed data/site.json leaves
 * empty fails, naming the file and the field, unless it is shown only with its frame.
 */
import { configuredEmbeds, standsWithItsFrame, unconfiguredEmbedPromises } from "../../../src/node/copy-rules/embeds"
import { siteCollection } from "../../../src/node/site"
import { problemsOf, sample, withChanges } from "./sample-data"

describe("unconfiguredEmbedPromises", () => {
  it("passes a promise whose embed is set up, and names one whose embed is not", () => {
    expect(unconfiguredEmbedPromises("Scroll inside the frame to read more.", new Set(["reviews"]))).toEqual([])
    expect(unconfiguredEmbedPromises("Scroll inside the frame to read more.", new Set())).toEqual(["reviews"])
    expect(unconfiguredEmbedPromises("Fill in the short application below.", new Set())).toEqual(["forms"])
  })
  it("reads what is set up from site.json's embeds: the sample sets up none", () => {
    const embeds = sample.read(siteCollection).embeds
    expect([...configuredEmbeds(embeds)]).toEqual([])
    expect([...configuredEmbeds({ ...embeds, playlistId: "PL123" })]).toEqual(["playlist"])
  })
  it("excuses a frame's own paragraph and an intro shown in place of its fallback, not a band's lead", () => {
    expect(standsWithItsFrame("text", { heading: "Reviews", text: "", frameTitle: "Reviews" })).toBe(true)
    expect(standsWithItsFrame("calendarIntro", { calendarIntro: "", calendarFallback: "" })).toBe(true)
    expect(standsWithItsFrame("text", { heading: "Reviews", text: "" })).toBe(false)
    expect(standsWithItsFrame("lead", { lead: "", fallback: "" })).toBe(false)
  })
})

describe("promises of embeds in data/", () => {
  const promises = (problems: string[]) => problems.filter((p) => p.includes("embeds leave empty"))
  it("passes the sample, whose promises stand only with their frames", () => {
    expect(promises(problemsOf(sample.files))).toEqual([])
  })
  it("fails a promise in text shown without the frame, naming the file and the field", () => {
    const files = withChanges({
      "faq.json": (faq) => {
        faq.hero.lead = "Pick a time on the calendar below."
      },
    })
    expect(promises(problemsOf(files))).toEqual([
      `data/faq.json: field "hero.lead": "Pick a time on the calendar below." promises the booking embed, which data/site.json's embeds leave empty`,
    ])
  })
})
