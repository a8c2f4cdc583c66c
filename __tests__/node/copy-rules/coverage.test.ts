/**
 * The coverage rules: on the built page, coverage claims carry their notice and promises of
 * acceptance the graded-benefit limit; on data/, a description that promises acceptance
 * names its limit.
 */
import {
  acceptanceWithoutGradedBenefit,
  acceptanceWithoutLimit,
  coverageWithoutNotice,
} from "../../../src/node/copy-rules/coverage"
import { problemsOf, sample, withChanges } from "./sample-data"
import { page } from "./sample-page"

describe("coverageWithoutNotice", () => {
  const notice =
    "Issue ages and coverage limits vary by plan and state. A graded benefit may apply. Coverage is offered only in the states where Oak Agency is licensed: California and Texas. This is a solicitation of insurance."
  it("passes a coverage claim with the notice on the page, and fails one without it", () => {
    expect(
      coverageWithoutNotice([page("/a", "<p>Up to $35,000, no medical exam.</p>", { footer: `<p>${notice}</p>` })]),
    ).toEqual([])
    expect(coverageWithoutNotice([page("/b", "<p>Up to $35,000, no medical exam.</p>")])).toEqual([
      '/b: "Up to $35,000, no medical exam." without the notice of solicitation, gradedBenefit, states, limits',
    ])
  })
  it("wants the states the coverage is offered in, not the states it is not", () => {
    const old = notice.replace(/Coverage is offered only in [^.]*\./, "Not available in New York or Washington.")
    expect(coverageWithoutNotice([page("/c", "<p>Up to $35,000.</p>", { footer: `<p>${old}</p>` })])).toEqual([
      '/c: "Up to $35,000." without the notice of states',
    ])
  })
})

describe("acceptanceWithoutGradedBenefit", () => {
  const graded =
    "No medical exam does not mean no health questions: an applicant the carrier cannot approve for the full benefit may be offered a graded (modified) benefit."
  it("passes a promise of acceptance with the graded-benefit limit in its band", () => {
    const ok = page("/a", `<section><h2>Cover</h2><p>Coverage with no medical exam.</p><p>${graded}</p></section>`)
    expect(acceptanceWithoutGradedBenefit([ok])).toEqual([])
  })
  it("fails no medical exam, most qualify and guaranteed acceptance without it", () => {
    const bad = page(
      "/b",
      `<section><h1>Cover</h1><p>Whole life final expense coverage with no medical exam.</p></section>` +
        `<section><h2>Who</h2><p>Most people qualify in minutes.</p></section>` +
        `<section><h2>Plans</h2><p>Guaranteed acceptance for ages 50 to 85.</p></section>` +
        `<section><h2>Apart</h2><p>No medical exam.</p></section><section><p>${graded}</p></section>`,
    )
    expect(acceptanceWithoutGradedBenefit([bad])).toEqual([
      '/b: "Whole life final expense coverage with no medical exam." (section "Cover") has no graded-benefit limit beside it',
      '/b: "Most people qualify in minutes." (section "Who") has no graded-benefit limit beside it',
      '/b: "Guaranteed acceptance for ages 50 to 85." (section "Plans") has no graded-benefit limit beside it',
      '/b: "No medical exam." (section "Apart") has no graded-benefit limit beside it',
    ])
  })
  it("leaves guarantees of income or premiums, and agents qualifying for trips, alone", () => {
    const fine = page(
      "/c",
      `<section><p>Agents are commission-only, and no income is guaranteed.</p><p>Most new agents qualify for a trip in their second year.</p><p>Premiums are guaranteed never to go up, and coverage is guaranteed never to decrease.</p><p>There is no exam fee.</p></section>`,
    )
    expect(acceptanceWithoutGradedBenefit([fine])).toEqual([])
  })
  it("fails a graded-benefit limit that only screen readers get", () => {
    const hidden = page(
      "/d",
      `<section><h2>Cover</h2><p>No medical exam.</p><p class="visually-hidden">${graded}</p></section>`,
    )
    expect(acceptanceWithoutGradedBenefit([hidden])).toHaveLength(1)
  })
})

describe("acceptance in previews, judged on data/", () => {
  const withoutLimit = (problems: string[]) => problems.filter((p) => p.includes("promises acceptance in a preview"))
  it("wants a description that promises no medical exam to name the health questions or the graded benefit", () => {
    expect(acceptanceWithoutLimit("Whole life insurance with no medical exam, just a few health questions.")).toBe(
      false,
    )
    expect(acceptanceWithoutLimit("Most people qualify.")).toBe(true)
  })
  it("passes the sample's descriptions, each naming the health questions", () => {
    expect(withoutLimit(problemsOf(sample.files))).toEqual([])
  })
  it("fails a seo description without the limit, naming the file and the field, and leaves titles to the band", () => {
    const files = withChanges({
      "product.json": (product) => {
        product.seo.description =
          "Final expense whole life insurance with no medical exam and premiums made for a fixed income."
        product.seo.title = "No medical exam"
      },
    })
    expect(withoutLimit(problemsOf(files))).toEqual([
      'data/product.json: field "seo.description": "Final expense whole life insurance with no medical exam and premiums made for a fixed income." promises acceptance in a preview without naming the health questions',
    ])
  })
})
