import fs from "fs"
import path from "path"
import { formatNotInSpanish, formatPreflight, notInSpanish, preflight, sampleRecords } from "../../src/node/preflight"
import { z } from "zod"
import { fieldPath } from "../../src/node/schema/fields"
import { sampleFlag } from "../../src/node/schema/vocabulary"
import { fillLiveFacts } from "../fixtures/live-data"
import { checkData } from "../../src/node/features"
import { dataCopy } from "../fixtures/temp-dir"
import { editData, TWO_LANGUAGE_FILES } from "../fixtures/data-files"
import { readSite, sitePreflight } from "../../src/node/site"

const DATA = path.join(__dirname, "../../data")

/** A copy of data/, changed by `edit`. */
function editedCopy(edit: (dir: string) => void = () => {}): string {
  const dir = dataCopy("preflight-")
  edit(dir)
  return dir
}

/** Edits a file as written: for a file in two languages, its English and Spanish (editData edits the English). */
const editJson = (dir: string, file: string, edit: (json: Record<string, any>) => void) => {
  const abs = path.join(dir, file)
  const json = JSON.parse(fs.readFileSync(abs, "utf8"))
  edit(json)
  fs.writeFileSync(abs, JSON.stringify(json, null, 2))
}

describe("preflight of the sample site", () => {
  const items = preflight(DATA)
  const fields = items.map((i) => `${i.file} ${i.field}`)

  it.each([
    ["sample people and their portraits", "data/people.json people[*].sample"],
    ["sample videos", "data/videos.json videos[*].sample"],
    ["sample trip photos", "data/trips/hawaii-2016/trip.json sample"],
    ["the founder's sample income table", "data/stories/daniel.json sample"],
    ["sample statistics", "data/home.json stats[*].sample"],
    ["the fictional identity", "data/site.json sample"],
    ["the empty license number", "data/site.json licenseNumber"],
    ["the missing typical earnings", "data/site.json typicalEarnings"],
    ["the states served", "data/site.json areaServed"],
    ["an empty embed id a page shows", "data/site.json embeds.bookingWidgetUrl"],
    ["the lead balance's terms", "data/site.json leads.recovery"],
    ["the sample lead price", "data/site.json leads.sample"],
    ["the sample costs to start", "data/site.json startingCosts.sample"],
    ["the sample carrier's product facts", "data/product.json sample"],
    ["the ratings' dates", "data/site.json carrier.amBestRatingDate"],
  ])("lists %s", (_what, field) => {
    expect(fields).toContain(field)
  })

  it("names the file and the field of each item, in words for an agency owner", () => {
    const text = formatPreflight(items)
    expect(text).toMatch(/^\d+ things must change before this site can go live:/)
    expect(text).toMatch(/data\/site\.json, licenseNumber: The agency's insurance license number is empty\./)
    expect(text).toMatch(/data\/people\.json, people\[\*\]\.sample: Still written people .*Marisol Vega/)
    expect(text).toMatch(
      /data\/site\.json, startingCosts\.sample: Still the sample costs to start \(license fees, E&O cover, leads a week and the lead price\)/,
    )
  })
})

describe("preflight of a live agency's data", () => {
  it("passes once every sample is replaced and every fact filled in", () => {
    const dir = editedCopy((d) => fillLiveFacts(d))
    expect(preflight(dir)).toEqual([])
    expect(formatPreflight([])).toMatch(/Nothing stands in the way of a live build/)
  })

  it("asks for the typical earnings while an income figure is shown and any of the four facts is missing", () => {
    const dir = editedCopy((d) => {
      fillLiveFacts(d)
      editData(d, "site.json", (site) => delete site.typicalEarnings.agentCount)
    })
    const [item] = preflight(dir)
    expect(item.field).toBe("typicalEarnings")
    expect(item.problem).toMatch(/Income figures are shown \(the first is data\/.+\)/)
  })

  it("refuses a record marked sample again, naming it", () => {
    const dir = editedCopy((d) => {
      fillLiveFacts(d)
      editData(d, "people.json", (json) => (json.people[2].sample = true))
    })
    expect(preflight(dir)).toEqual([expect.objectContaining({ file: "data/people.json", field: "people[2].sample" })])
  })

  it("stops at invalid data as the build would", () => {
    const dir = editedCopy((d) => {
      fillLiveFacts(d)
      editData(d, "site.json", (site) => delete site.phone)
    })
    expect(() => preflight(dir)).toThrow(/data\/site\.json: missing required field "en\.phone"/)
  })
})

describe("sampleRecords and fieldPath", () => {
  it("groups the records of one list and names each", () => {
    const schema = z.strictObject({
      people: z.array(z.strictObject({ name: z.string(), sample: sampleFlag("written people", "Replace each.") })),
      intro: z.strictObject({ sample: sampleFlag("a sample intro", "Write your own.") }),
    })
    const items = sampleRecords("data/x.json", schema, {
      people: [{ name: "A", sample: true }, { name: "B" }, { name: "C", sample: true }],
      intro: { sample: true },
    })
    expect(items.map((i) => i.field)).toEqual(["people[*].sample", "intro.sample"])
    expect(items[0].problem).toBe(
      'Still written people (2: A, C), marked "sample": true. Replace each. Then set sample to false.',
    )
    expect(items[1].problem).toBe(
      'Still a sample intro, marked "sample": true. Write your own. Then set sample to false.',
    )
  })

  it("writes list places in brackets", () => {
    expect(fieldPath(["people", 3, "quotes", 0, "sample"])).toBe("people[3].quotes[0].sample")
  })
})

describe("the forms the site has its own of", () => {
  const site = readSite(DATA)
  const formItems = (env: NodeJS.ProcessEnv) =>
    sitePreflight(site, env).filter((i) => i.field.startsWith("embeds.forms."))

  it("ask, while their id is empty, for the address the site's own form sends to, and nothing once it is set", () => {
    const unset = formItems({})
    expect(unset.find((i) => i.field === "embeds.forms.application")?.problem).toMatch(
      /GATSBY_REQUEST_INFO_WEBHOOK_URL is not set: in place of the agent application form .* the site shows its own form/,
    )
    expect(unset.find((i) => i.field === "embeds.forms.quoteSurvey")?.problem).toMatch(/GATSBY_QUOTE_WEBHOOK_URL/)
    const set = formItems({
      GATSBY_QUOTE_WEBHOOK_URL: "https://hooks.example/q",
      GATSBY_REQUEST_INFO_WEBHOOK_URL: "https://hooks.example/r",
    })
    // The one form the site has none of its own for still asks for its id.
    expect(set.map((i) => i.field)).toEqual(["embeds.forms.surveyDownload"])
  })
})

describe("the texts not yet written in Spanish", () => {
  it("are listed apart, by file and field, and do not stand in the way of a live build", () => {
    const dir = editedCopy((d) =>
      editJson(d, "not-found.json", (json) => {
        json.es = {
          heading: "¡Uy! No encontramos la página",
          seo: { title: "" },
          trip: { title: "Viaje no encontrado" },
        }
      }),
    )
    const item = notInSpanish(checkData(dir).files).find((listed) => listed.file === "data/not-found.json")!
    expect(item.field.split(", ")).toEqual([
      "es.seo.title",
      "es.seo.description",
      "es.textBefore",
      "es.textAfter",
      "es.unknownPath",
      "es.homeLabel",
      "es.trip.text",
      "es.trip.backLabel",
    ])
    expect(formatNotInSpanish([item])).toMatch(/do not stop a live build/)
    // What stops a live build is the Spanish no fluent speaker has checked, not the texts missing.
    const blocking = preflight(dir).filter((listed) => listed.file === "data/not-found.json")
    expect(blocking.map((listed) => listed.field)).toEqual(["en.spanish"])
  })

  it("leave out what reads the same in every language (addresses, names, figures) and texts made of facts only", () => {
    const fields = notInSpanish(checkData(DATA).files).flatMap((item) =>
      item.field.split(", ").map((field) => `${item.file} ${field}`),
    )
    for (const same of ["es.phone", "es.brand.navy900", "es.address.city", "es.carrier.name", "es.areaServed[0]"]) {
      expect(fields).not.toContain(`data/site.json ${same}`)
    }
    expect(fields).not.toContain("data/navigation.json es.quote.to")
    // "{agencyDescription}": the facts are filled in the page's language.
    expect(fields).not.toContain("data/home.json es.seo.description")
  })
})

describe("the Spanish no fluent speaker has checked", () => {
  /** The files listed for their Spanish, with what the list says of each. */
  const spanishItems = (dir: string) => preflight(dir).filter((item) => item.field === "en.spanish")

  it("lists the sample's Spanish, in every file in two languages, as the sample site's", () => {
    const listed = spanishItems(DATA)
    expect(listed.map((item) => item.file).sort()).toEqual(TWO_LANGUAGE_FILES)
    for (const item of listed) {
      expect(item.problem).toMatch(/^Its Spanish is still the sample site's, marked "spanish": "sample"\./)
      expect(item.problem).toMatch(/set “Spanish text” to “Checked by a fluent speaker” \("spanish": "checked"\)\.$/)
    }
    expect(formatPreflight(listed)).toMatch(/data\/home\.json, en\.spanish: Its Spanish is still the sample site's/)
  })

  it.each([
    ["marked sample", (json: Record<string, any>) => (json.en.spanish = "sample"), /the sample site's/],
    ["marked not yet checked", (json: Record<string, any>) => (json.en.spanish = "unchecked"), /not been checked/],
    ["left unmarked", (json: Record<string, any>) => delete json.en.spanish, /not been checked/],
    ["cleared in the editor", (json: Record<string, any>) => (json.en.spanish = null), /not been checked/],
  ])("stops a live build at Spanish %s, and at nothing else", (_state, mark, problem) => {
    const dir = editedCopy((d) => {
      fillLiveFacts(d)
      editJson(d, "home.json", mark)
    })
    const items = preflight(dir)
    expect(items).toEqual([{ file: "data/home.json", field: "en.spanish", problem: expect.stringMatching(problem) }])
  })

  it("lists the agency's Spanish no one has checked apart from the sample's", () => {
    const dir = editedCopy((d) => editJson(d, "home.json", (json) => (json.en.spanish = "unchecked")))
    const problems = new Map(spanishItems(dir).map((item) => [item.file, item.problem]))
    expect(problems.get("data/home.json")).toMatch(
      /^Its Spanish has not been checked by a fluent speaker\. Have someone fluent in Spanish read it/,
    )
    expect(problems.get("data/home.json")).not.toMatch(/sample/)
    expect(problems.get("data/quote.json")).toMatch(/the sample site's/)
  })

  it("lists no file once its Spanish is marked checked", () => {
    const dir = editedCopy((d) => editJson(d, "home.json", (json) => (json.en.spanish = "checked")))
    const after = spanishItems(dir)
      .map((item) => item.file)
      .sort()
    expect(after).not.toContain("data/home.json")
    expect(after).toEqual(TWO_LANGUAGE_FILES.filter((file) => file !== "data/home.json"))
  })

  it("refuses a state it does not know, naming the file and the field", () => {
    const dir = editedCopy((d) => editJson(d, "home.json", (json) => (json.en.spanish = true)))
    expect(() => preflight(dir)).toThrow(/data\/home\.json: .*"en\.spanish"/)
  })

  it("asks nothing of a file in two languages with no Spanish yet", () => {
    const dir = editedCopy((d) => editJson(d, "not-found.json", (json) => delete json.es))
    expect(preflight(dir).some((item) => item.file === "data/not-found.json")).toBe(false)
  })
})
