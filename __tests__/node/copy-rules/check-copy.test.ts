/**
 * The copy rules of one field, as checkData runs them on data/: the texts as the pages
 * show them (facts filled), the previews found among them, and one DataError naming each
 * file and field that breaks a rule.
 */
import { checkCopy, copyProblems } from "../../../src/node/copy-rules/check-copy"
import { dataTexts, isPreview } from "../../../src/node/copy-rules/data-texts"
import { DataError } from "../../../src/node/schema/data-validation"
import { YEAR, problemsOf, sample, withChanges } from "./sample-data"

describe("dataTexts", () => {
  it("gives each text with its file, field and record, its facts filled and the page's tokens kept", () => {
    const files = [{ file: "home.json", data: { hero: { title: "{company} for {name}", items: ["a"] } } }]
    expect(dataTexts(files, { company: "Oak Agency" })).toEqual([
      {
        file: "home.json",
        field: "hero.title",
        key: "title",
        record: files[0].data.hero,
        text: "Oak Agency for {name}",
      },
      { file: "home.json", field: "hero.items[0]", key: "items", record: files[0].data.hero, text: "a" },
    ])
  })
})

describe("isPreview", () => {
  it("finds seo titles and descriptions, seoTitle/seoDescription/metaDescription, and a legal page's title", () => {
    expect(isPreview({ field: "landing.seo.title", key: "title", record: {} })).toBe(true)
    expect(isPreview({ field: "gallery.seoTitle", key: "seoTitle", record: {} })).toBe(true)
    expect(isPreview({ field: "goal.metaDescription", key: "metaDescription", record: {} })).toBe(true)
    expect(isPreview({ field: "terms.title", key: "title", record: { title: "", seoDescription: "" } })).toBe(true)
    expect(isPreview({ field: "hero.title", key: "title", record: { title: "", lead: "" } })).toBe(false)
  })
})

describe("checkCopy (the copy rules checkData runs)", () => {
  it("passes the sample data, every rule of one field", () => {
    expect(problemsOf(sample.files)).toEqual([])
    expect(() => checkCopy(sample.files, sample.facts, sample.read, YEAR)).not.toThrow()
  })
  it("throws one DataError listing each problem by file and field", () => {
    const files = withChanges({
      "home.json": (home) => {
        home.seo.description = "Agents earn $13K a month. Most people qualify."
      },
    })
    expect(copyProblems(files, sample.facts, sample.read, YEAR)).toEqual([
      'data/home.json: field "seo.description": "Agents earn $13K a month. Most people qualify." states income in a preview',
      'data/home.json: field "seo.description": "Agents earn $13K a month. Most people qualify." promises acceptance in a preview without naming the health questions',
    ])
    expect(() => checkCopy(files, sample.facts, sample.read, YEAR)).toThrow(DataError)
    expect(() => checkCopy(files, sample.facts, sample.read, YEAR)).toThrow(
      /^The copy breaks the copy rules \(src\/node\/copy-rules\/\):\ndata\/home\.json: field "seo\.description": .* states income in a preview\ndata\/home\.json: field "seo\.description": /,
    )
  })
  it("judges a text as the page shows it: a fact filled in can break a rule the written words keep", () => {
    const files = withChanges({
      "home.json": (home) => {
        home.seo.title = "{founderPeakIncomeShort} a year"
      },
    })
    expect(problemsOf(files)).toEqual([
      `data/home.json: field "seo.title": "${sample.facts.founderPeakIncomeShort} a year" states income in a preview`,
    ])
  })
})
