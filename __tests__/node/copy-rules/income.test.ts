/**
 * The income rules: what states income; no income in a preview, judged on the data's
 * preview fields; and, on the built page, income figures and quotes marked as telling of
 * results beside the disclosure and the typical-earnings statement, and the disclosure
 * only beside one of them.
 */
import {
  incomeDisclosureWithoutClaim,
  incomeWithoutTypicalEarnings,
  statesIncome,
  undisclosedIncome,
} from "../../../src/node/copy-rules/income"
import { problemsOf, sample, withChanges } from "./sample-data"
import { page } from "./sample-page"

/** A band with an income figure and its results-not-typical note, and no typical-earnings statement. */
const DISCLOSED_PAY = `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p><p>Results are not typical.</p></section>`
/** The typical-earnings statement, in its not-yet-published wording. */
const STATEMENT =
  "Typical earnings: Oak Agency has not yet published the median net earnings of its agents, so no figure on this page shows what a typical agent earns."

describe("statesIncome", () => {
  it.each([
    "Blueprint to $13K/Month Residuals",
    "From his kitchen table in 2008 to about $39.1 million as the agency's owner",
    "Earn $500+ per sale on average.",
  ])("finds an income figure in %p", (text) => expect(statesIncome(text)).toBe(true))
  it.each([
    "Team production of more than $1.2 million in annual premium in 2024",
    "The carrier has paid $2 million in claims.",
    "Coverage up to $35,000.",
    "Typical earnings: the median net earnings of all 312 agents who contracted with Acme from January 1, 2024 to December 31, 2024 were $14,200 a year. Half earned less.",
  ])("finds none in %p", (text) => expect(statesIncome(text)).toBe(false))
  it("still finds a figure written before the typical-earnings statement in the same text", () => {
    expect(
      statesIncome(
        "Top agents earn $10K a month. Typical earnings: the median net earnings of all agents were $14,200.",
      ),
    ).toBe(true)
  })
})

describe("income in previews, judged on data/", () => {
  const inPreviews = (problems: string[]) => problems.filter((p) => p.endsWith("states income in a preview"))
  it("passes the sample's titles and descriptions, coverage figures included", () => {
    expect(inPreviews(problemsOf(sample.files))).toEqual([])
  })
  it("fails an income figure in a seo title, a trip's seoDescription or a calculator's metaDescription, naming the field", () => {
    const files = withChanges({
      "home.json": (home) => {
        home.seo.title = "Blueprint to $13K/Month Residuals"
      },
      "incentives.json": (incentives) => {
        incentives.gallery.seoDescription = "Earn $500+ per sale"
      },
      "calculators.json": (calculators) => {
        calculators.goal.metaDescription = "Top agents earn $10K a month."
      },
    })
    expect(inPreviews(problemsOf(files))).toEqual([
      'data/incentives.json: field "gallery.seoDescription": "Earn $500+ per sale" states income in a preview',
      'data/home.json: field "seo.title": "Blueprint to $13K/Month Residuals" states income in a preview',
      'data/calculators.json: field "goal.metaDescription": "Top agents earn $10K a month." states income in a preview',
    ])
  })
})

describe("undisclosedIncome", () => {
  it("wants the disclosure in the same section as the figure", () => {
    const ok = page("/a", DISCLOSED_PAY)
    const bad = page(
      "/b",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p></section><section><p>Results are not typical.</p></section>`,
    )
    expect(undisclosedIncome([ok])).toEqual([])
    expect(undisclosedIncome([bad])).toEqual([
      '/b: "Top agents earn $10K a month." (section "Pay") has no results-not-typical disclosure beside it',
    ])
  })
})

describe("incomeWithoutTypicalEarnings", () => {
  it("passes an income figure with the typical-earnings statement in its band", () => {
    const ok = page(
      "/a",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p><p>Results are not typical. ${STATEMENT}</p></section>`,
    )
    expect(incomeWithoutTypicalEarnings([ok])).toEqual([])
  })
  it("fails one with only results-not-typical, or with the statement in another band", () => {
    const old = page("/b", DISCLOSED_PAY)
    const apart = page(
      "/c",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p></section><section><p>${STATEMENT}</p></section>`,
    )
    expect(incomeWithoutTypicalEarnings([old, apart])).toEqual([
      '/b: "Top agents earn $10K a month." (section "Pay") has no typical-earnings statement beside it',
      '/c: "Top agents earn $10K a month." (section "Pay") has no typical-earnings statement beside it',
    ])
  })
  it("passes a later band that links to where the page says it in full, and fails a link to nothing", () => {
    const linked = page(
      "/f",
      `<section><h2>Team</h2><p>Results are not typical. <span id="typical-earnings">${STATEMENT}</span></p></section>` +
        `<section><h2>Pay</h2><p>Top agents earn $10K a month. Results are not typical. <a href="#typical-earnings">See what a typical agent earns, above</a>.</p></section>`,
    )
    const toNothing = page(
      "/g",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month. Results are not typical. <a href="#typical-earnings">See what a typical agent earns, above</a>.</p></section>`,
    )
    expect(incomeWithoutTypicalEarnings([linked, toNothing])).toEqual([
      '/g: "Top agents earn $10K a month. Results are not typical." (section "Pay") has no typical-earnings statement beside it',
    ])
  })
  it("fails a statement that is screen-reader-only or in small print", () => {
    const hidden = page(
      "/d",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p><p class="visually-hidden">${STATEMENT}</p></section>`,
    )
    const small = page(
      "/e",
      `<section><h2>Pay</h2><p>Blueprint to $13K/month.</p><p><small>${STATEMENT}</small></p></section>`,
    )
    expect(incomeWithoutTypicalEarnings([hidden, small])).toEqual([
      '/d: "Top agents earn $10K a month." (section "Pay") has no typical-earnings statement beside it in readable text (it is hidden or in small print)',
      '/e: "Blueprint to $13K/month." (section "Pay") has no typical-earnings statement beside it in readable text (it is hidden or in small print)',
    ])
  })
})

describe("incomeDisclosureWithoutClaim", () => {
  it("finds a results-not-typical note in a section that states no result", () => {
    const next = page(
      "/calendar",
      `<section><h2>Other next steps</h2><p>Agents are 1099 contractors. Individual results vary.</p></section>`,
    )
    expect(incomeDisclosureWithoutClaim([next])).toEqual([
      '/calendar: "Agents are 1099 contractors. Individual results vary." (section "Other next steps") says results are not typical, but the section states no income figure and shows no quote marked speaksOfResults in data/people.json',
    ])
  })
  it("passes the note beside an income figure, and under a quote marked as telling of results", () => {
    const figure = page("/a", DISCLOSED_PAY)
    const quotes = page(
      "/b",
      `<section><h2>What agents say</h2><blockquote data-speaks-of-results>I wrote my first policy in my third week.</blockquote><p>Their experience is not typical, and individual results vary.</p></section>`,
    )
    expect(incomeDisclosureWithoutClaim([figure, quotes])).toEqual([])
  })
  it("finds the note under quotes none of which the data marks as telling of results", () => {
    const quotes = page(
      "/booking",
      `<section><h2>Book a time</h2><blockquote>My mentor still takes my calls.</blockquote><p>Individual results vary.</p></section>`,
    )
    expect(incomeDisclosureWithoutClaim([quotes])).toEqual([
      '/booking: "Individual results vary." (section "Book a time") says results are not typical, but the section states no income figure and shows no quote marked speaksOfResults in data/people.json',
    ])
  })
})

describe("a quote marked as telling of results", () => {
  const quote = `<blockquote data-speaks-of-results><p>I wrote my first policy in my third week.</p></blockquote>`
  it("needs the results-not-typical note and the typical-earnings statement in its section", () => {
    const bare = page("/a", `<section><h2>What agents say</h2>${quote}</section>`)
    expect(undisclosedIncome([bare])).toEqual([
      '/a: "I wrote my first policy in my third week." (section "What agents say") has no results-not-typical disclosure beside it',
    ])
    expect(incomeWithoutTypicalEarnings([bare])).toEqual([
      '/a: "I wrote my first policy in my third week." (section "What agents say") has no typical-earnings statement beside it',
    ])
  })
  it("passes with both beside it", () => {
    const told = page(
      "/b",
      `<section><h2>What agents say</h2>${quote}<p>Results are not typical. ${STATEMENT}</p></section>`,
    )
    expect([...undisclosedIncome([told]), ...incomeWithoutTypicalEarnings([told])]).toEqual([])
  })
  it("leaves an unmarked quote to its words: one without a figure needs no note", () => {
    const plain = page(
      "/c",
      `<section><h2>What agents say</h2><blockquote>My mentor still takes my calls.</blockquote></section>`,
    )
    expect([...undisclosedIncome([plain]), ...incomeWithoutTypicalEarnings([plain])]).toEqual([])
  })
})
