import fs from "fs"
import os from "os"
import path from "path"
import { readSite } from "../../src/node/site"
import { parseJson } from "../../src/node/schema/data-validation"
import { jsonTypeName } from "../../src/node/json-type-name"
import { englishOf, withEnglish } from "../fixtures/data-files"

const shipped = JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/site.json"), "utf8"))
/** The English of the shipped data/site.json. */
const real = englishOf(shipped)
/** The shipped data/site.json with `english` for its English, as JSON. */
const siteJson = (english: unknown) => JSON.stringify(withEnglish(shipped, english))

function withSiteFile(content: string, run: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-json-"))
  fs.writeFileSync(path.join(dir, "site.json"), content)
  try {
    run(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe("data/site.json", () => {
  it("the shipped file is valid", () => {
    expect(readSite(path.join(__dirname, "../../data")).companyName).toBe(real.companyName)
  })

  it("names the file and a missing top-level field", () => {
    const { phone: _phone, ...rest } = real
    withSiteFile(siteJson(rest), (dir) => {
      expect(() => readSite(dir)).toThrow(/site\.json: missing required field "en\.phone"/)
    })
  })

  it("names a missing nested field", () => {
    withSiteFile(siteJson({ ...real, address: { ...real.address, city: undefined } }), (dir) => {
      expect(() => readSite(dir)).toThrow(/site\.json: missing required field "en\.address\.city"/)
    })
  })

  it("names a field of the wrong type", () => {
    withSiteFile(siteJson({ ...real, carrier: { ...real.carrier, heritageYears: "sixty" } }), (dir) => {
      expect(() => readSite(dir)).toThrow(/field "en\.carrier\.heritageYears" must be number/)
    })
  })

  it("refuses issue ages whose highest-limit ages do not lie within them", () => {
    withSiteFile(siteJson({ ...real, limits: { ...real.limits, fullCoverageAgeMax: 85 } }), (dir) => {
      expect(() => readSite(dir)).toThrow(/site\.json: field "en\.limits\.fullCoverageAgeMax": must lie between/)
    })
  })

  it("reports malformed JSON with the file name", () => {
    withSiteFile('{ "companyName": "x", ', (dir) => {
      expect(() => readSite(dir)).toThrow(/site\.json: is not valid JSON/)
    })
    expect(() => parseJson("data/faq.json", "[1,]")).toThrow(/^data\/faq\.json: is not valid JSON/)
  })

  it("refuses unknown fields so typos do not pass silently", () => {
    withSiteFile(siteJson({ ...real, phoen: "1" }), (dir) => {
      expect(() => readSite(dir)).toThrow(/unknown field\(s\) "en\.phoen"/)
    })
  })
})

describe("jsonTypeName", () => {
  it("names files after themselves and folders by kind", () => {
    expect(jsonTypeName({ node: { relativePath: "site.json", name: "site" } })).toBe("SiteJson")
    expect(jsonTypeName({ node: { relativePath: "faq-categories.json", name: "faq-categories" } })).toBe("FaqCategoriesJson")
    expect(jsonTypeName({ node: { relativePath: "trips/hawaii-2016/trip.json", name: "trip" } })).toBe("TripJson")
    expect(jsonTypeName({ node: { relativePath: "stories/daniel.json", name: "daniel" } })).toBe("StoryJson")
  })
})
