/**
 * The copy rules on small built pages: each rule passes a good sample and fails a bad
 * one, naming the page and quoting the text.
 */
import fs from "fs"
import os from "os"
import nodePath from "path"
import {
  acceptanceInPreviewsWithoutLimit,
  builtPageRules,
  copyRulesReport,
  acceptanceWithoutGradedBenefit,
  bookingWithoutConsent,
  brokenLinks,
  coverageWithoutNotice,
  emailInAddress,
  emailParametersInScripts,
  emailsInAddresses,
  incomeInPreviews,
  incomeWithoutTypicalEarnings,
  labelCase,
  labelCaseProblem,
  labelDestinations,
  listedLinksToUnlisted,
  numberOf,
  orphans,
  readBuiltPage,
  statesIncome,
  unconfiguredEmbedPromises,
  undatedRatings,
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

describe("readBuiltPage", () => {
  it("keeps each band's visible and readable lines apart from its screen-reader-only text and small print", () => {
    const [band] = page(
      "/a",
      `<section><h2>Pay</h2><p>Shown<span class="visually-hidden"> to screen readers</span></p><p aria-hidden="true">Decoration</p><p hidden>Later</p><p><small>Fine print</small></p></section>`,
    ).regions
    expect(band.lines).toEqual(["Pay", "Shown to screen readers", "Decoration", "Later", "Fine print"])
    expect(band.visible).toEqual(["Pay", "Shown", "Fine print"])
    expect(band.readable).toEqual(["Pay", "Shown"])
  })

  it("keeps apart the words of side-by-side elements, and not those of an element inside running text", () => {
    const [band] = page(
      "/a",
      `<section><ul><li><span>A+</span><span>BBB rating</span></li></ul><p>Agents are <strong>commission</strong>-only.</p></section>`,
    ).regions
    expect(band.lines).toEqual(["A+ BBB rating", "Agents are commission-only."])
  })

  it("lists each band's frames and embed alternatives, and every address of the page", () => {
    const built = page(
      "/a",
      `<section><iframe title="Map" src="https://maps.example/embed"></iframe></section><section><div data-embed-alternative><p>Call us</p></div></section><form action="/send"></form>`,
      { head: `<link rel="canonical" href="https://oak.example/a"><meta http-equiv="refresh" content="5; url=/b">` },
    )
    expect(built.regions.map((r) => r.embeds)).toEqual([
      [{ kind: "frame", title: "Map", src: "https://maps.example/embed" }],
      [{ kind: "alternative", title: "Call us", src: "" }],
      [],
      [],
      [],
    ])
    expect(built.addresses).toEqual([
      { where: 'link "Home"', url: "/" },
      { where: '<link rel="canonical">', url: "https://oak.example/a" },
      { where: "form action", url: "/send" },
      { where: 'iframe "Map"', url: "https://maps.example/embed" },
      { where: "meta refresh", url: "/b" },
    ])
  })
})

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

describe("incomeWithoutTypicalEarnings", () => {
  const statement =
    "Typical earnings: Oak Agency has not yet published the median net earnings of its agents, so no figure on this page shows what a typical agent earns."
  it("passes an income figure with the typical-earnings statement in its band", () => {
    const ok = page(
      "/a",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p><p>Results are not typical. ${statement}</p></section>`,
    )
    expect(incomeWithoutTypicalEarnings([ok])).toEqual([])
  })
  it("fails one with only results-not-typical, or with the statement in another band", () => {
    const old = page(
      "/b",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p><p>Results are not typical.</p></section>`,
    )
    const apart = page(
      "/c",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p></section><section><p>${statement}</p></section>`,
    )
    expect(incomeWithoutTypicalEarnings([old, apart])).toEqual([
      '/b: "Top agents earn $10K a month." (section "Pay") has no typical-earnings statement beside it',
      '/c: "Top agents earn $10K a month." (section "Pay") has no typical-earnings statement beside it',
    ])
  })
  it("fails a statement that is screen-reader-only or in small print", () => {
    const hidden = page(
      "/d",
      `<section><h2>Pay</h2><p>Top agents earn $10K a month.</p><p class="visually-hidden">${statement}</p></section>`,
    )
    const small = page(
      "/e",
      `<section><h2>Pay</h2><p>Blueprint to $13K/month.</p><p><small>${statement}</small></p></section>`,
    )
    expect(incomeWithoutTypicalEarnings([hidden, small])).toEqual([
      '/d: "Top agents earn $10K a month." (section "Pay") has no typical-earnings statement beside it in readable text (it is hidden or in small print)',
      '/e: "Blueprint to $13K/month." (section "Pay") has no typical-earnings statement beside it in readable text (it is hidden or in small print)',
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

describe("acceptanceInPreviewsWithoutLimit", () => {
  it("wants a description that promises no medical exam to name the health questions or the graded benefit", () => {
    const ok = page("/a", "", {
      head: `<title>No medical exam</title><meta name="description" content="Whole life insurance with no medical exam, just a few health questions.">`,
    })
    const bad = page("/b", "", {
      head: `<meta name="description" content="Final expense whole life insurance with no medical exam and premiums made for a fixed income."><meta property="og:description" content="Most people qualify.">`,
    })
    expect(acceptanceInPreviewsWithoutLimit([ok])).toEqual([])
    expect(acceptanceInPreviewsWithoutLimit([bad])).toEqual([
      '/b: description "Final expense whole life insurance with no medical exam and premiums made for a fixed income." promises acceptance without naming the health questions',
      '/b: og:description "Most people qualify." promises acceptance without naming the health questions',
    ])
  })
})

describe("bookingWithoutConsent", () => {
  const consent =
    "Consent is optional: it is not a condition of any purchase, a result or a booking. Reply STOP to opt out or HELP for help."
  const booking = (widget: string, after = "") =>
    `<section><h1>Book your interview</h1></section><section><h2>Book a time</h2>${widget}</section><section><h2>Next steps</h2>${after}</section>`
  const alternative = `<div data-embed-alternative><p>Call us and we'll book your call.</p></div>`
  it("passes the consent beside the calendar, or beside the alternative shown while it is not set up", () => {
    const frame = page(
      "/calendar",
      booking(`<iframe title="Interview booking calendar" src="https://book.example"></iframe><p>${consent}</p>`),
    )
    const fallback = page("/co-calendar", booking(`${alternative}<p>${consent}</p>`))
    expect(bookingWithoutConsent([frame, fallback])).toEqual([])
  })
  it("fails a booking without it, or with it in another band, or a page with no booking", () => {
    const without = page("/calendar", booking(alternative))
    const apart = page("/tl-booking", booking(alternative, `<p>${consent}</p>`))
    const half = page("/co-calendar", booking(`${alternative}<p>Reply STOP to opt out.</p>`))
    expect(bookingWithoutConsent([without, apart, half, page("/x", "<section><p>Hello</p></section>")])).toEqual([
      '/calendar: the booking (section "Book a time") has no call-and-text consent beside it (missing /Reply STOP/ and /not a condition/i)',
      '/tl-booking: the booking (section "Book a time") has no call-and-text consent beside it (missing /Reply STOP/ and /not a condition/i)',
      '/co-calendar: the booking (section "Book a time") has no call-and-text consent beside it (missing /not a condition/i)',
      "/x: no booking calendar, nor the alternative shown in its place",
    ])
  })
})

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

describe("e-mail in addresses", () => {
  it.each([
    ["/thank-you-blueprint?dl=1&email=ann%40oak.example", "email="],
    ["/thank-you-blueprint?dl=1&email=", "email="],
    ["https://forms.example/f?e-mail=x", "e-mail="],
    ["https://track.example/p/ann@oak.example", "ann@oak.example"],
    ["https://track.example/p?u=ann%40oak.example", "ann@oak.example"],
    ["/thanks#contact=ann%2Bnews%40oak.example", "ann+news@oak.example"],
  ])("finds the e-mail in %p", (url, found) => expect(emailInAddress(url)).toBe(found))

  it.each([
    "mailto:hello@oak.example?subject=Hi",
    "data:image/svg+xml,%3Csvg%3E%3Ctext%3Ea@b.co%3C/text%3E%3C/svg%3E",
    "/thank-you-blueprint?dl=1",
    "https://fonts.example/css2?family=Inter:wght@400;700",
    "/images/logo@2x.png",
    "https://www.youtube.com/@oakagency",
    "/bad%E0%A4%A",
  ])("finds none in %p", (url) => expect(emailInAddress(url)).toBeNull())

  it("names the page and where the address stands", () => {
    const built = page("/blueprint", `<a href="/thank-you-blueprint?dl=1&amp;email=ann%40oak.example">Download</a>`, {
      head: `<meta property="og:url" content="https://oak.example/x?email=ann@oak.example">`,
      footer: `<a href="mailto:hello@oak.example">hello@oak.example</a><iframe title="Form" src="https://forms.example/?email=a@b.co"></iframe>`,
    })
    expect(emailsInAddresses([built])).toEqual([
      '/blueprint: link "Download" → /thank-you-blueprint?dl=1&email=ann%40oak.example carries an e-mail (email=)',
      '/blueprint: iframe "Form" → https://forms.example/?email=a@b.co carries an e-mail (email=)',
      "/blueprint: meta og:url → https://oak.example/x?email=ann@oak.example carries an e-mail (email=)",
    ])
    expect(emailsInAddresses([page("/ok", `<a href="mailto:hello@oak.example">Email us</a>`)])).toEqual([])
  })
})

describe("emailParametersInScripts", () => {
  it("finds a script that writes an email= parameter into an address, and passes one that does not", () => {
    const old = 'function h(e){const t="/thank-you-blueprint?dl=1";return i(e)?`${t}&email=${encodeURIComponent(e)}`:t}'
    expect(emailParametersInScripts([{ name: "component---blueprint.js", text: old }])).toEqual([
      'component---blueprint.js: "nk-you-blueprint?dl=1";return i(e)?`${t}&email=${encodeURIComponent" writes an e-mail into an address',
    ])
    const now =
      'const t="/thank-you-blueprint?dl=1";localStorage.setItem("tl_email",e);u.searchParams.delete("email");a&&email=b;if(a&email==b)c()'
    expect(emailParametersInScripts([{ name: "component---blueprint.js", text: now }])).toEqual([])
  })
})

describe("builtPageRules (what the build runs over public/)", () => {
  const DATA = nodePath.resolve(__dirname, "../../data")
  const parse = (html: string) => new DOMParser().parseFromString(html, "text/html")
  function publicWith(pages: Record<string, string>): string {
    const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), "copy-rules-"))
    for (const [file, html] of Object.entries(pages)) fs.writeFileSync(nodePath.join(dir, file), html)
    return dir
  }
  const html = (title: string, main: string) =>
    `<html><head><title>${title}</title></head><body><main><p>${main}</p><a href="/about">About us</a></main></body></html>`

  it("names the rule and the page a built page breaks, and passes the same pages without it", () => {
    const routes = [
      { path: "/", listed: true },
      { path: "/about", listed: true },
    ]
    const good = publicWith({
      "index.html": html("Home", "Hello."),
      "about.html": html("About", "<a href='/'>Home</a>"),
    })
    const bad = publicWith({
      "index.html": html("Agents earn $13K a month", "Hello."),
      "about.html": html("About", "<a href='/'>Home</a>"),
    })
    const broken = (dir: string) =>
      builtPageRules(dir, DATA, { parse, year: 2026, routes }).filter((r) => r.problems.length)
    expect(broken(good)).toEqual([])
    expect(broken(bad)).toEqual([
      { rule: "no preview states income", problems: ['/: title "Agents earn $13K a month" states income'] },
    ])
  })

  it("names the data file and the field each broken text comes from, its {tokens} filled or its quote cut short", () => {
    const data = fs.mkdtempSync(nodePath.join(os.tmpdir(), "copy-rules-data-"))
    fs.mkdirSync(nodePath.join(data, "trips/bahamas"), { recursive: true })
    fs.writeFileSync(nodePath.join(data, "home.json"), JSON.stringify({ hero: { title: "Agents earn $13K a month" } }))
    fs.writeFileSync(
      nodePath.join(data, "trips/bahamas/trip.json"),
      JSON.stringify({ stats: [{ text: "Our {count} top agents each earned $20K on the trip to the islands" }] }),
    )
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
      data,
    )
    expect(report).toContain("no preview states income:")
    expect(report).toContain('  /: title "Agents earn $13K a month" states income\n    from data/home.json, hero.title')
    expect(report).toContain("from data/trips/bahamas/trip.json, stats[0].text")
  })
})
