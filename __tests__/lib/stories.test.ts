import {
  STORY_SLUG_PATTERN,
  careerTotal,
  formatUsdShort,
  formatUsdWords,
  founderStorySlug,
  incomeTableProblem,
  storyPath,
} from "../../src/lib/stories"
import { formatMoney } from "../../src/lib/calc/format"

describe("story addresses", () => {
  it("builds /{slug}-story", () => {
    expect(storyPath("daniel")).toBe("/daniel-story")
  })

  it("derives the founder's slug from the first name", () => {
    expect(founderStorySlug("Daniel")).toBe("daniel")
    expect(founderStorySlug(" MARIA ")).toBe("maria")
  })

  it("accepts only lowercase letters, digits and single hyphens as slugs", () => {
    for (const ok of ["daniel", "mary-ann", "agent-2024"]) expect(STORY_SLUG_PATTERN.test(ok)).toBe(true)
    for (const bad of ["Daniel", "mary_ann", "-x", "x-", "a--b", "a b", "", "../x"])
      expect(STORY_SLUG_PATTERN.test(bad)).toBe(false)
  })
})

describe("income table", () => {
  const rows = [
    { year: 2008, amount: 19000 },
    { year: 2009, amount: 86000, note: "x" },
    { year: 2010, amount: 212000 },
  ]

  it("sums the career total", () => {
    expect(careerTotal(rows)).toBe(317000)
    expect(careerTotal([])).toBe(0)
  })

  it("accepts consecutive years, oldest first", () => {
    expect(incomeTableProblem(rows)).toBeNull()
    expect(incomeTableProblem([])).toBeNull()
  })

  it("names the first gap, repeat or wrong order", () => {
    expect(incomeTableProblem([rows[0], rows[2]])).toBe(
      "incomeByYear[1]: year 2010 must follow 2008 (one row per year, oldest first, no gaps)",
    )
    expect(incomeTableProblem([rows[0], rows[0]])).toMatch(/^incomeByYear\[1\]: year 2008 must follow 2008/)
    expect(incomeTableProblem([rows[1], rows[0]])).toMatch(/^incomeByYear\[1\]/)
  })
})

describe("money formats", () => {
  it("writes whole dollars with separators", () => {
    expect(formatMoney(39100000)).toBe("$39,100,000")
    expect(formatMoney(19000.4)).toBe("$19,000")
    expect(formatMoney(0)).toBe("$0")
  })

  it("shortens to K and M with at most one decimal", () => {
    expect(formatUsdShort(19000)).toBe("$19K")
    expect(formatUsdShort(4300000)).toBe("$4.3M")
    expect(formatUsdShort(39100000)).toBe("$39.1M")
    expect(formatUsdShort(1640000)).toBe("$1.6M")
    expect(formatUsdShort(2000000)).toBe("$2M")
    expect(formatUsdShort(999)).toBe("$999")
    expect(formatUsdShort(1500)).toBe("$1.5K")
    // Rounds up into the next unit instead of showing "$1000K".
    expect(formatUsdShort(999999)).toBe("$1M")
    expect(formatUsdShort(-4300000)).toBe("-$4.3M")
  })

  it("spells millions for prose", () => {
    expect(formatUsdWords(39100000)).toBe("$39.1 million")
    expect(formatUsdWords(2000000)).toBe("$2 million")
    expect(formatUsdWords(86000)).toBe("$86,000")
  })
})
