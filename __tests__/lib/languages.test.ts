import { englishPath, languageOfPath, pathIn } from "../../src/lib/languages"
import { languageVersions, pageIn, siteRoutes, spanishPages } from "../../src/lib/routes"
import { shippedData } from "../fixtures/shipped-data"
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

  const { files } = shippedData()
  const sample = spanishPages(files, names)
  /** The files of data/ with `file`'s Spanish changed by `edit`. */
  const withSpanish = (file: string, edit: (spanish: Record<string, unknown>) => Record<string, unknown>) =>
    files.map((f) => (f.file === file ? { ...f, spanish: edit({ ...(f.spanish as Record<string, unknown>) }) } : f))

  it("builds in Spanish each page whose h1 data gives in Spanish: the sample's families' pages, listed as each English page is", () => {
    expect([...sample].sort()).toEqual(
      ["/", "/contact", "/faq", "/get-quote", "/our-product", "/privacy", "/quote", "/terms"].sort(),
    )
    const spanish = siteRoutes(names, sample).filter((route) => route.language === "es")
    expect(spanish.map((route) => route.path)).toEqual(sample.map((path) => pathIn("es", path)))
    expect(spanish.find((route) => route.path === "/es/get-quote")?.listed).toBe(false)
    expect(pageIn("es", "/faq", sample)).toBe("/es/faq")
    expect(pageIn("es", "/goalcalculator", sample)).toBeNull()
    expect(pageIn("en", "/es/faq", sample)).toBe("/faq")
  })

  it("builds a careers page in Spanish once its file gives its heading in Spanish, and a page no more once its Spanish heading is blank", () => {
    expect(sample).not.toContain("/request-info")
    const careers = withSpanish("quote.json", (es) => ({
      ...es,
      requestInfo: { hero: { title: "Pida más información" } },
    }))
    expect([...spanishPages(careers, names)].sort()).toEqual([...sample, "/request-info"].sort())
    const blankHome = withSpanish("home.json", (es) => ({ ...es, hero: { ...(es.hero as object), title: " " } }))
    expect(spanishPages(blankHome, names)).toEqual(sample.filter((path) => path !== "/"))
  })

  it("names a page's versions for hreflang, the English as the default, and none for a page in English only", () => {
    expect(languageVersions("/es/quote", sample)).toEqual([
      { hreflang: "en", path: "/quote" },
      { hreflang: "es", path: "/es/quote" },
      { hreflang: "x-default", path: "/quote" },
    ])
    expect(languageVersions("/quote/", sample)).toEqual(languageVersions("/es/quote", sample))
    expect(languageVersions("/podcast", sample)).toEqual([])
  })
})

describe("links on a Spanish page", () => {
  const spanish = ["/", "/quote", "/privacy", "/faq"]

  it("lead to the Spanish page where there is one, keeping the query and the fragment", () => {
    expect(localHref("/quote", "es", spanish)).toBe("/es/quote")
    expect(localHref("/", "es", spanish)).toBe("/es")
    expect(localHref("/privacy#do-not-sell", "es", spanish)).toBe("/es/privacy#do-not-sell")
    expect(localHref("/faq?q=prima", "es", spanish)).toBe("/es/faq?q=prima")
  })

  it("lead to the English page where there is none, and an English page's links stay as written", () => {
    expect(localHref("/request-info", "es", spanish)).toBe("/request-info")
    expect(localHref("/agent-incentives/hawaii-2016", "es", spanish)).toBe("/agent-incentives/hawaii-2016")
    expect(localHref("/quote", "en", spanish)).toBe("/quote")
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
