/**
 * The build's error for broken rules: each quoted text named by the data file and field it comes from.
 */
import { copyRulesReport } from "../../../src/node/copy-rules/report"

describe("copyRulesReport (the build's error for broken copy rules)", () => {
  it("names the data file and the field each broken text comes from, its {tokens} filled or its quote cut short", () => {
    // The data files as the build read them, by path under data/.
    const files = [
      { file: "home.json", data: { hero: { title: "Agents earn $13K a month" } } },
      {
        file: "trips/bahamas/trip.json",
        data: { stats: [{ text: "Our {count} top agents each earned $20K on the trip to the islands" }] },
      },
    ]
    const report = copyRulesReport(
      [
        {
          rule: "income beside its results-not-typical disclosure",
          problems: [
            '/: "Agents earn $13K a month" (section "Agents earn $13K a month") has no results-not-typical disclosure beside it',
            '/trips: "Our 12 top agents each earned $20K on the trip to the" (section "Stats") has no results-not-typical disclosure beside it',
          ],
        },
      ],
      files,
    )
    expect(report).toContain("income beside its results-not-typical disclosure:")
    expect(report).toContain(
      '  /: "Agents earn $13K a month" (section "Agents earn $13K a month") has no results-not-typical disclosure beside it\n    from data/home.json, hero.title',
    )
    expect(report).toContain("from data/trips/bahamas/trip.json, stats[0].text")
  })
})
