import fs from "fs"
import os from "os"
import path from "path"
import { readSite } from "../../src/node/site"
import { englishOf, withEnglish } from "../fixtures/data-files"

const shipped = JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/site.json"), "utf8"))

/** Reads a data/site.json whose startingCosts (and, if given, leads) are changed by `edit`. */
function readEdited(edit: (site: Record<string, any>) => void) {
  const site = structuredClone(englishOf(shipped))
  edit(site)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "starting-costs-"))
  try {
    fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(withEnglish(shipped, site)))
    return readSite(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe("data/site.json startingCosts", () => {
  it("ships as the sample's figures, marked sample, with no lead price of its own: the box reads leads.priceLow and priceHigh", () => {
    const { startingCosts, leads } = readEdited(() => {})
    expect(startingCosts.sample).toBe(true)
    expect(startingCosts).not.toHaveProperty("leadPriceLow")
    expect([leads.priceLow, leads.priceHigh]).toEqual([18, 47])
  })

  it.each([
    ["a missing figure", (c: any) => delete c.licenseLow, /missing required field "en\.startingCosts\.licenseLow"/],
    [
      "a figure written as words",
      (c: any) => (c.errorsAndOmissionsHigh = "sixty"),
      /field "en\.startingCosts\.errorsAndOmissionsHigh" must be number/,
    ],
    ["a fraction of a dollar", (c: any) => (c.licenseLow = 150.5), /field "en\.startingCosts\.licenseLow"/],
    ["a negative cost", (c: any) => (c.licenseLow = -1), /field "en\.startingCosts\.licenseLow"/],
    ["a week without leads", (c: any) => (c.leadsPerWeekLow = 0), /field "en\.startingCosts\.leadsPerWeekLow"/],
    [
      "a high figure under its low one",
      (c: any) => (c.licenseHigh = 100),
      /field "en\.startingCosts\.licenseHigh": must be at least licenseLow \(150\)/,
    ],
    [
      "fewer leads at most than at least",
      (c: any) => (c.leadsPerWeekHigh = 5),
      /field "en\.startingCosts\.leadsPerWeekHigh": must be at least leadsPerWeekLow \(10\)/,
    ],
    [
      "a cost's words without its figure",
      (c: any) => (c.totalCost = "Your license, E&O and leads."),
      /field "en\.startingCosts\.totalCost": must contain \{amount\}/,
    ],
    [
      "the week of leads without the leads a week",
      (c: any) => (c.leadsCost = "{amount} at {price} a lead."),
      /field "en\.startingCosts\.leadsCost": must contain \{number\}/,
    ],
    ["a range without its high figure", (c: any) => (c.range = "from {low}"), /field "en\.startingCosts\.range": must contain \{high\}/],
    ["an empty heading", (c: any) => (c.heading = " "), /field "en\.startingCosts\.heading": must not be empty/],
    ["a misspelt field", (c: any) => (c.leadsPerWeak = 12), /unknown field\(s\) "en\.startingCosts\.leadsPerWeak"/],
  ])("stops the build at %s, naming the field", (_what, edit, message) => {
    expect(() => readEdited((site) => edit(site.startingCosts))).toThrow(message)
  })

  it("stops the build at a lead price whose high is under its low, or whose words leave out its figures", () => {
    expect(() => readEdited((site) => (site.leads.priceHigh = 10))).toThrow(
      /field "en\.leads\.priceHigh": must be at least priceLow \(18\)/,
    )
    expect(() => readEdited((site) => (site.leads.price = "$20 a lead"))).toThrow(/field "en\.leads\.price": must contain \{low\}/)
  })
})
