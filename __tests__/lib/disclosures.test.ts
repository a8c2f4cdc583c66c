/** Finding the disclosures in a text, and which text of a page says each in full. */
import { createDisclosureRegister, splitDisclosures, type DisclosureTexts } from "../../src/lib/disclosures"

const TEXTS: DisclosureTexts = {
  typicalEarnings: ["Typical earnings: the median was $14,200.", "Typical earnings: not yet published."],
  leadTerms: ["Agents pay for their own leads:  $25 a lead. "],
  gradedBenefit: [""],
}

describe("splitDisclosures", () => {
  it("cuts a text into its own words and each disclosure it holds, in order, whichever wording it uses", () => {
    expect(
      splitDisclosures(
        "Results vary. Typical earnings: not yet published. Agents pay for their own leads: $25 a lead. Ask us.",
        TEXTS,
      ),
    ).toEqual([
      { text: "Results vary. " },
      { disclosure: "typicalEarnings", text: "Typical earnings: not yet published." },
      { text: " " },
      { disclosure: "leadTerms", text: "Agents pay for their own leads: $25 a lead." },
      { text: " Ask us." },
    ])
  })

  it("leaves a text without a disclosure whole, and never looks for an empty wording", () => {
    expect(splitDisclosures("Plain words.", TEXTS)).toEqual([{ text: "Plain words." }])
    expect(splitDisclosures("", TEXTS)).toEqual([])
  })

  it("finds only a whole wording, not a part of one", () => {
    expect(splitDisclosures("Typical earnings: the median was", TEXTS)).toEqual([
      { text: "Typical earnings: the median was" },
    ])
  })
})

describe("createDisclosureRegister", () => {
  it("gives each disclosure to the first text that asks, for good, and tells the others to point to it", () => {
    const register = createDisclosureRegister()
    expect(register.showsInFull("typicalEarnings", "a")).toBe(true)
    expect(register.showsInFull("typicalEarnings", "b")).toBe(false)
    expect(register.showsInFull("leadTerms", "b")).toBe(true)
    // Drawn again (a state change), the first text still says it in full.
    expect(register.showsInFull("typicalEarnings", "a")).toBe(true)
  })
})
