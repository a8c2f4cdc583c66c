/**
 * The year-count rule: number words are read, and a count that disagrees with foundedYear fails.
 */
import { numberOf, yearCountMismatches } from "../../../src/node/copy-rules/year-counts"
import { page } from "./sample-page"

describe("yearCountMismatches", () => {
  it("reads number words", () => {
    expect(numberOf("Seventeen")).toBe(17)
    expect(numberOf("18+")).toBe(18)
    expect(numberOf("twenty-one")).toBe(21)
  })
  it("passes the count foundedYear gives (and the carrier's), and fails a hand-typed one", () => {
    const ok = page("/a", `<p>Family-owned for 18 years. The carrier has 60 years in business.</p>`)
    const bad = page("/b", `<p>Seventeen years ago Daniel started.</p>`)
    expect(yearCountMismatches([ok], 18, [60])).toEqual([])
    expect(yearCountMismatches([bad], 18, [60])).toEqual([
      '/b: "Seventeen years ago" in "Seventeen years ago Daniel started." but foundedYear gives 18',
    ])
  })
})
