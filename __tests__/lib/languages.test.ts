import { englishPath, languageOfPath, pathIn } from "../../src/lib/languages"
import { languageVersions, pageIn, siteRoutes } from "../../src/lib/routes"
import { localHref } from "../../src/components/ui/site-link"
import { clockTimeIn, formatClockTime } from "../../src/lib/office-hours"
import { formatDate, listInWords, siteFacts } from "../../src/node/site-facts"
import { overEnglish } from "../../src/node/schema/languages"
import siteFile from "../../data/site.json"
import type { SiteData } from "../../src/node/site"

const names = { founderFirstName: "Daniel", blueprintAuthorFirstName: "Mia" }

describe("the addresses of the two languages", () => {
  it("puts a Spanish page under /es, and reads its language and its English address back", () => {
    expect(pathIn("es", "/")).toBe("/es")
    expect(pathIn("es", "/our-product")).toBe("/es/our-product")
    expect(pathIn("en", "/es/our-product")).toBe("/our-product")
    expect(englishPath("/es")).toBe("/")
    expect(languageOfPath("/es/faq")).toBe("es")
    // An English address that merely starts with the letters is English.
    expect(languageOfPath("/estimates")).toBe("en")
    expect(englishPath("/estimates")).toBe("/estimates")
  })

  it("builds in Spanish the families' pages only, each listed as its English page is", () => {
    const routes = siteRoutes(names)
    const spanish = routes.filter((route) => route.language === "es")
    expect(spanish.map((route) => route.path).sort()).toEqual(
      [
        "/es",
        "/es/contact",
        "/es/faq",
        "/es/get-quote",
        "/es/our-product",
        "/es/privacy",
        "/es/quote",
        "/es/terms",
      ].sort(),
    )
    expect(spanish.find((route) => route.path === "/es/get-quote")?.listed).toBe(false)
    expect(pageIn("es", "/faq")).toBe("/es/faq")
    expect(pageIn("es", "/goalcalculator")).toBeNull()
    expect(pageIn("en", "/es/faq")).toBe("/faq")
  })

  it("names a page's versions for hreflang, the English as the default, and none for a page in English only", () => {
    expect(languageVersions("/es/quote")).toEqual([
      { hreflang: "en", path: "/quote" },
      { hreflang: "es", path: "/es/quote" },
      { hreflang: "x-default", path: "/quote" },
    ])
    expect(languageVersions("/quote/")).toEqual(languageVersions("/es/quote"))
    expect(languageVersions("/podcast")).toEqual([])
  })
})

describe("links on a Spanish page", () => {
  it("lead to the Spanish page where there is one, keeping the query and the fragment", () => {
    expect(localHref("/quote", "es")).toBe("/es/quote")
    expect(localHref("/", "es")).toBe("/es")
    expect(localHref("/privacy#do-not-sell", "es")).toBe("/es/privacy#do-not-sell")
    expect(localHref("/faq?q=prima", "es")).toBe("/es/faq?q=prima")
  })

  it("lead to the English page where there is none, and an English page's links stay as written", () => {
    expect(localHref("/request-info", "es")).toBe("/request-info")
    expect(localHref("/agent-incentives/hawaii-2016", "es")).toBe("/agent-incentives/hawaii-2016")
    expect(localHref("/quote", "en")).toBe("/quote")
  })
})

describe("facts, dates and times in Spanish", () => {
  const english = siteFile.en as unknown as SiteData
  const spanishSite = overEnglish(english, siteFile.es) as SiteData
  const income = [
    { year: 2010, amount: 40_000 },
    { year: 2011, amount: 1_250_000 },
  ]

  it("joins the facts with the language's own words, and writes its dates as it does", () => {
    const en = siteFacts(english, 2026, income)
    const es = siteFacts(spanishSite, 2026, income, "es")
    expect(en.issueAges).toMatch(/^\d+ to \d+$/)
    expect(es.issueAges).toBe(en.issueAges.replace(" to ", " a "))
    expect(es.statesList).toMatch(/, Tennessee y Texas$/)
    expect(es.claimPaidWithin).toBe("24 horas")
    expect(es.contestablePeriod).toBe("dos años")
    expect(es.factsAsOf).toBe(formatDate(english.facts.asOf, "es-US"))
    expect(es.founderCareerTotal).toBe("$1.3 millones")
    // The statements are the Spanish notices, their facts filled in Spanish.
    expect(es.gradedBenefit).toBe(spanishSite.notices.gradedBenefit)
    expect(es.availability).toContain(es.statesList)
    // Names and figures read the same.
    expect(es.company).toBe(en.company)
    expect(es.maxCoverage).toBe(en.maxCoverage)
  })

  it("writes a date and a list as each language does", () => {
    expect(formatDate("2025-12-31", "es-US")).toBe("31 de diciembre de 2025")
    expect(formatDate("2025-12-31")).toBe("December 31, 2025")
    expect(listInWords(["A", "B", "C"], "y")).toBe("A, B y C")
  })

  it("writes the office's times as each language does", () => {
    expect(formatClockTime(480, "es")).toBe("8:00 a.m.")
    expect(formatClockTime(16 * 60 + 30, "es")).toBe("4:30 p.m.")
    expect(formatClockTime(480)).toBe("8:00 AM")
    expect(clockTimeIn("4:00 PM", "es")).toBe("4:00 p.m.")
    expect(clockTimeIn("soon", "es")).toBe("soon")
  })
})
