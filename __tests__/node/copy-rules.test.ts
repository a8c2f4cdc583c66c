/**
 * The copy rules on small built pages: each rule passes a good sample and fails a bad
 * one, naming the page and quoting the text.
 */
import {
  brokenLinks,
  coverageWithoutNotice,
  incomeInPreviews,
  labelCase,
  labelCaseProblem,
  labelDestinations,
  listedLinksToUnlisted,
  numberOf,
  orphans,
  readBuiltPage,
  unconfiguredEmbedPromises,
  undisclosedIncome,
  yearCountMismatches,
  type BuiltPage,
} from "../../src/node/copy-rules"

/** A built page from the inside of its <main> (and optionally its head and footer). */
function page(path: string, main: string, { head = "", footer = "" } = {}): BuiltPage {
  const html = `<html><head>${head}</head><body><header><a href="/">Home</a></header><main>${main}</main><footer>${footer}</footer></body></html>`
  return readBuiltPage(new DOMParser().parseFromString(html, "text/html"), path)
}

describe("brokenLinks", () => {
  const exists = (p: string) => ["/", "/privacy"].includes(p)
  it("passes links to pages that exist and anchors that have a target", () => {
    expect(
      brokenLinks([page("/x", `<a href="/privacy">Privacy policy</a><a href="#a">Up</a><p id="a"></p>`)], exists),
    ).toEqual([])
  })
  it("names the page and the label of a link to nowhere or a missing anchor", () => {
    expect(
      brokenLinks([page("/x", `<a href="/privacy-policy">Privacy policy</a><a href="#b">Up</a>`)], exists),
    ).toEqual(['/x: link "Privacy policy" → /privacy-policy leads to no page', '/x: link "Up" → #b: no such anchor'])
  })
})

describe("orphans and unlisted pages", () => {
  const pages = [page("/", `<a href="/faq">FAQ</a>`), page("/faq", `<a href="/thank-you">Thanks</a>`)]
  it("finds a content page no other content page links to", () => {
    expect(orphans(pages, ["/", "/faq"])).toEqual([])
    expect(orphans(pages, ["/", "/faq", "/goalcalculator"])).toEqual(["/goalcalculator: no other page links to it"])
  })
  it("finds a listed page linking to an unlisted one", () => {
    expect(listedLinksToUnlisted(pages, ["/", "/faq"], ["/thank-you"])).toEqual([
      '/faq: link "Thanks" → /thank-you lists an unlisted page',
    ])
  })
})

describe("income in previews", () => {
  it("passes coverage figures and fails income figures in titles and link previews", () => {
    const ok = page("/a", "", { head: `<title>Coverage up to $35,000</title>` })
    const bad = page("/b", "", {
      head: `<title>Blueprint to $13K/Month Residuals</title><meta property="og:description" content="Earn $500+ per sale">`,
    })
    expect(incomeInPreviews([ok])).toEqual([])
    expect(incomeInPreviews([bad])).toEqual([
      '/b: title "Blueprint to $13K/Month Residuals" states income',
      '/b: og:description "Earn $500+ per sale" states income',
    ])
  })
})

describe("undisclosedIncome", () => {
  it("wants the disclosure in the same section as the figure", () => {
    const ok = page(
      "/a",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p><p>Results are not typical.</p></section>`,
    )
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

describe("unconfiguredEmbedPromises", () => {
  const reviews = page("/t", `<section><p>Scroll inside the frame to read more.</p></section>`)
  it("passes a promise whose embed is set up, and fails one whose embed is not", () => {
    expect(unconfiguredEmbedPromises([reviews], new Set(["reviews"]))).toEqual([])
    expect(unconfiguredEmbedPromises([reviews], new Set())).toEqual([
      '/t: "Scroll inside the frame to read more." promises the reviews embed, which is not set up',
    ])
    expect(
      unconfiguredEmbedPromises(
        [page("/r", `<section><p>Fill in the short application below.</p></section>`)],
        new Set(),
      ),
    ).toHaveLength(1)
  })
})

describe("labelDestinations", () => {
  it("passes one label per destination and look-alike links told apart by their hidden context", () => {
    const pages = [
      page(
        "/a",
        `<a href="/request-info" data-cta>Apply now</a><a href="/t/1">View gallery<span class="visually-hidden"> of Hawaii</span></a><a href="/t/2">View gallery<span class="visually-hidden"> of Bahamas</span></a>`,
      ),
      page("/b", `<a href="/request-info" data-cta>Apply now</a>`),
    ]
    expect(labelDestinations(pages)).toEqual([])
  })
  it("fails a label that leads to two places, and a destination with two button labels", () => {
    const pages = [
      page("/a", `<a href="/contact" data-cta>Apply here</a><a href="/request-info" data-cta>Apply now</a>`),
      page("/b", `<a href="/request-info" data-cta>Apply here</a>`),
    ]
    expect(labelDestinations(pages)).toEqual([
      'label "Apply here" leads to /contact (on /a) and /request-info (on /b)',
      '/request-info is reached by buttons "Apply now" (on /a) and "Apply here" (on /b)',
    ])
  })
})

describe("label case", () => {
  const nouns = new Set(["Daniel", "Hawaii"])
  it("accepts sentence case, acronyms, proper nouns and quoted titles", () => {
    for (const label of [
      "Get my quote",
      "FL/TX agents",
      "Read Daniel's story",
      "Watch “How We Work” on YouTube",
      "FAQ",
    ])
      expect(labelCaseProblem(label, nouns)).toBeNull()
  })
  it("fails title case and a lowercase start, naming the page", () => {
    expect(labelCaseProblem("Book A Call To Learn More", nouns)).toMatch(/"A" is capitalised/)
    expect(labelCaseProblem("contact page", nouns)).toMatch(/does not start with a capital/)
    expect(labelCaseProblem("contact page", nouns, { inText: true })).toBeNull()
    expect(labelCase([page("/x", `<a href="/quote">Get A Quote</a>`)], nouns, new Set())).toEqual([
      '/x: "Get A Quote": "A" is capitalised (labels are in sentence case)',
    ])
  })
})

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

describe("coverageWithoutNotice", () => {
  const notice =
    "Issue ages and coverage limits vary by plan and state. A graded benefit may apply. Not available in New York. This is a solicitation of insurance."
  it("passes a coverage claim with the notice on the page, and fails one without it", () => {
    expect(
      coverageWithoutNotice([page("/a", "<p>Up to $35,000, no medical exam.</p>", { footer: `<p>${notice}</p>` })]),
    ).toEqual([])
    expect(coverageWithoutNotice([page("/b", "<p>Up to $35,000, no medical exam.</p>")])).toEqual([
      '/b: "Up to $35,000, no medical exam." without the notice of solicitation, gradedBenefit, states, limits',
    ])
  })
})
