import fs from "fs"
import os from "os"
import path from "path"
import { readCalculators } from "../../src/node/calculators"

const real = JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/calculators.json"), "utf8"))

/** A reader of a copy of the real file with one change, in a temporary data folder. */
function readWith(change: (data: typeof real) => void) {
  const data = JSON.parse(JSON.stringify(real))
  change(data)
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "calculators-json-"))
    fs.writeFileSync(path.join(dir, "calculators.json"), JSON.stringify(data))
    try {
      return readCalculators(dir)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}

describe("data/calculators.json", () => {
  it("the shipped file is valid and has the calculators' titles and field counts", () => {
    const data = readCalculators(path.join(__dirname, "../../data"))
    expect(data.goal.title).toBe("Goal Calculator")
    expect(data.goal.resultsHeading).toBe("Know Your Numbers!")
    expect(data.goal.fields).toHaveLength(10)
    expect(data.comparison.sharedFields.length + 2 * data.comparison.companyFields.length).toBe(11)
    expect(data.comparison.currentCompany).toBe("Current Company")
    expect(data.comparison.newCompany).toBe("New Company")
    expect(data.comparison.sameSpendHeading).toBe("Same Lead Spend Challenge")
    expect(data.contact.emailButton).toBe("Email results")
    expect(data.contact.submitButton).toBe("Submit goal sheet")
    expect(data.contact.privacyPath).toBe("/privacy")
  })

  it("asks in the required opt-in only about e-mail, and for calls and texts with the site's one consent sentence", () => {
    const text: string = real.contact.consentText
    expect(text).toContain("{company}")
    expect(text).toMatch(/e-mail/i)
    expect(text).not.toMatch(/\b(call|text|phone|automated)/i)
    expect(real.contact.callConsentText).toBe("{callConsent}")
  })

  it("fails naming the file and field when a field key is unknown", () => {
    const read = readWith((d) => (d.goal.fields[0].key = "monthlyIncome"))
    expect(read).toThrow(/calculators\.json: field "goal\.fields\[0\]\.key"/)
  })

  it("fails when a calculator input has no field", () => {
    const read = readWith((d) => d.goal.fields.pop())
    expect(read).toThrow(/calculators\.json: .*field "weeksCommitment" is missing/)
  })

  it("fails when the e-mail opt-in asks for calls or texts", () => {
    const read = readWith((d) => (d.contact.consentText += " {company} may also call and text me."))
    expect(read).toThrow(/calculators\.json: field "contact\.consentText"/)
  })

  it("fails when the call-and-text consent is not the site's sentence", () => {
    const read = readWith((d) => (d.contact.callConsentText = "I agree that {company} may call me."))
    expect(read).toThrow(/calculators\.json: field "contact\.callConsentText"/)
  })

  it("fails on a missing required field and an unknown unit", () => {
    expect(readWith((d) => delete d.comparison.steps)).toThrow(/missing required field "comparison\.steps"/)
    expect(readWith((d) => (d.comparison.companyFields[0].unit = "euros"))).toThrow(/comparison\.companyFields\[0\]\.unit/)
  })

  it("keeps the calculators' messages and the names they fill in", () => {
    expect(readWith((d) => delete d.messages.sendFailed)).toThrow(/missing required field "messages\.sendFailed"/)
    expect(readWith((d) => (d.messages.optInMissing = "Please opt in."))).toThrow(
      /calculators\.json: field "messages\.optInMissing"/,
    )
    expect(readWith((d) => (d.comparison.hourlyRateLabel = "Hourly Rate"))).toThrow(
      /calculators\.json: field "comparison\.hourlyRateLabel"/,
    )
    expect(readWith((d) => (d.results.tableLabel = "Table"))).toThrow(/calculators\.json: field "results\.tableLabel"/)
  })
})
