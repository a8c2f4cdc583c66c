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
          rule: "no preview states income",
          problems: [
            '/: title "Agents earn $13K a month" states income',
            '/trips: "Our 12 top agents each earned $20K on the trip to the" (section "Stats") has no disclosure',
          ],
        },
      ],
      files,
    )
    expect(report).toContain("no preview states income:")
    expect(report).toContain('  /: title "Agents earn $13K a month" states income\n    from data/home.json, hero.title')
    expect(report).toContain("from data/trips/bahamas/trip.json, stats[0].text")
  })
})
