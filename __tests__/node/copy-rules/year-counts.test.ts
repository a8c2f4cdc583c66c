/**
 * The year-count rule, judged on the words of data/: number words are read, and a count of
 * the agency's years that disagrees with foundedYear fails, naming the file and the field.
 */
import { numberOf, yearCountMismatches } from "../../../src/node/copy-rules/year-counts"
import { problemsOf, sample, withChanges, yearsInBusiness } from "./sample-data"

describe("yearCountMismatches", () => {
  it("reads number words", () => {
    expect(numberOf("Seventeen")).toBe(17)
    expect(numberOf("18+")).toBe(18)
    expect(numberOf("twenty-one")).toBe(21)
  })
  it("passes the count foundedYear gives (and the carrier's), and quotes a hand-typed one", () => {
    expect(yearCountMismatches("Family-owned for 18 years. The carrier has 60 years in business.", 18, [60])).toEqual(
      [],
    )
    expect(yearCountMismatches("Seventeen years ago Daniel started.", 18, [60])).toEqual(['"Seventeen years ago"'])
  })
})

describe("year counts in data/", () => {
  const counts = (problems: string[]) => problems.filter((p) => p.includes("but foundedYear gives"))
  it("passes every count of the sample data, its {yearsInBusiness} filled", () => {
    expect(counts(problemsOf(sample.files))).toEqual([])
  })
  it("fails a count typed by hand that disagrees, naming the file and the field", () => {
    const wrong = yearsInBusiness + 3
    const files = withChanges({
      "home.json": (home) => {
        home.hero.lead = `Family-owned for ${wrong} years and counting.`
      },
    })
    expect(counts(problemsOf(files))).toEqual([
      `data/home.json: field "hero.lead": "Family-owned for ${wrong} years and counting." says "Family-owned for ${wrong} years", but foundedYear gives ${yearsInBusiness} years`,
    ])
  })
})
