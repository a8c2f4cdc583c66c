/**
 * The ratings rule: a grade shown carries its rater's date or scale; the article A is no grade.
 */
import { undatedRatings } from "../../../src/node/copy-rules/ratings"
import { page } from "./sample-page"

describe("undatedRatings", () => {
  const ratings =
    "Ratings are Carrier Co's, not Oak Agency's: A from AM Best for financial strength (its scale runs from A++, the highest, down to F), and A+ from the Better Business Bureau (scale A+ to F)."
  it("passes grades shown beside the ratings sentence, or with a date", () => {
    const ok = page(
      "/a",
      `<section><ul><li><span>A+</span> BBB rating</li><li><span>A</span> the carrier's financial strength rating</li></ul><p>${ratings}</p></section>` +
        `<section><p>Rated A by A.M. Best as of June 30, 2025.</p></section>`,
    )
    expect(undatedRatings([ok])).toEqual([])
  })
  it("fails a badge or a sentence that shows a grade with neither", () => {
    const bad = page(
      "/b",
      `<section><h2>Carrier</h2><ul><li><span>A</span> the carrier's financial strength rating from an independent insurer-rating agency</li></ul></section>` +
        `<section><h2>Trust</h2><p>The carrier is rated A+ by the BBB.</p></section>`,
    )
    expect(undatedRatings([bad])).toEqual([
      `/b: "A the carrier's financial strength rating from an independent insurer-rating agency" (section "Carrier") shows a rating without its rater's date or scale beside it`,
      '/b: "The carrier is rated A+ by the BBB." (section "Trust") shows a rating without its rater\'s date or scale beside it',
    ])
  })
  it("leaves sentences that start with the article A alone", () => {
    expect(
      undatedRatings([
        page(
          "/c",
          "<section><p>A graded benefit may apply.</p><p>A family business.</p><p>A top-rated team.</p></section>",
        ),
      ]),
    ).toEqual([])
  })
})
