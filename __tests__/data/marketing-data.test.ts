import path from "path"
import { faqSchema, homeSchema, marketingFeature, readFaq, teamSchema } from "../../src/node/marketing"
import { readCollection } from "../../src/node/schema/collection"
import { validateData } from "../../src/node/schema/data-validation"
import { en as home } from "../../data/home.json"
import team from "../../data/team.json"
import { en as faq } from "../../data/faq.json"

const DATA = path.resolve(__dirname, "../../data")
const clone = <T,>(v: T): T => JSON.parse(JSON.stringify(v))

describe("marketing data", () => {
  it("validates the committed files", () => {
    const collections = marketingFeature.collections ?? []
    expect(collections.length).toBeGreaterThan(0)
    for (const collection of collections) expect(() => readCollection(DATA, collection)).not.toThrow()
    expect(readFaq(DATA).categories).toHaveLength(6)
  })

  it("has the six FAQ categories, each key once", () => {
    expect(faq.categories.map((c) => c.key).sort()).toEqual(
      ["business_overview", "getting_started", "income_earnings", "leads_training", "management", "products_coverage"],
    )
  })

  it("names the file and the field of a missing value", () => {
    const bad = clone(home) as Record<string, unknown>
    delete (bad.hero as Record<string, unknown>).title
    expect(() => validateData("data/home.json", homeSchema, bad)).toThrow(/data\/home\.json: missing required field "hero\.title"/)
  })

  it("rejects a duplicate or unknown FAQ category key", () => {
    const bad = clone(faq)
    bad.categories[1].key = bad.categories[0].key
    expect(() => validateData("data/faq.json", faqSchema, bad)).toThrow(/data\/faq\.json: .*each category key must appear exactly once/)
    const unknown = clone(faq)
    unknown.categories[0].key = "pricing"
    expect(() => validateData("data/faq.json", faqSchema, unknown)).toThrow(/categories\[0\]\.key/)
  })

  it("rejects an income, lead or coverage note that leaves out its statement, naming the field", () => {
    const team1 = clone(team)
    team1.membersNote = "Everyone quoted here is an agent or manager of {company}."
    expect(() => validateData("data/team.json", teamSchema, team1)).toThrow(
      /data\/team\.json: field "membersNote": must contain \{typicalEarnings\}/,
    )
    const team2 = clone(team)
    team2.whyChooseNote = "Leads are financed."
    expect(() => validateData("data/team.json", teamSchema, team2)).toThrow(/field "whyChooseNote": must contain \{leadTerms\}/)
    const home1 = clone(home)
    home1.reasonsNote = "{leadTerms}"
    expect(() => validateData("data/home.json", homeSchema, home1)).toThrow(/field "reasonsNote": must contain \{gradedBenefit\}/)
    const faq1 = clone(faq)
    faq1.incomeNote = "Results are not typical."
    expect(() => validateData("data/faq.json", faqSchema, faq1)).toThrow(/field "incomeNote": must contain \{typicalEarnings\}/)
  })

  it("allows at most one extra field per team member", () => {
    const bad = clone(team) as { members: Record<string, unknown>[] }
    bad.members[0].income = "More than before"
    expect(() => validateData("data/team.json", teamSchema, bad)).toThrow(/members\[0\].*at most one of/)
  })
})
