import fc from "fast-check"
import {
  escapeRegExp,
  highlightSegments,
  matchesQuery,
  resultMessage,
  searchFaq,
  type FaqCategoryData,
} from "../../src/lib/faq-search"
import faqFile from "../../data/faq.json"

const categories: FaqCategoryData[] = [
  {
    key: "income_earnings",
    title: "Income",
    questions: [
      { question: "What does a $50 policy pay?", answer: "At 80% the commission is $480 (before lead costs)." },
      { question: "Do I earn residuals?", answer: "Yes, for 10 years." },
    ],
  },
  {
    key: "leads_training",
    title: "Leads",
    questions: [{ question: "What do LEADS cost?", answer: "Leads cost $18 to $47 on average [typical range]." }],
  },
  { key: "management", title: "Management", questions: [{ question: "Can I manage?", answer: "Yes." }] },
]

const joined = (text: string, q: string) =>
  highlightSegments(text, q)
    .map((s) => s.text)
    .join("")
const marked = (text: string, q: string) =>
  highlightSegments(text, q)
    .filter((s) => s.match)
    .map((s) => s.text)

describe("searchFaq", () => {
  it("returns every category and question for an empty or blank query", () => {
    for (const q of ["", "   "]) {
      const r = searchFaq(categories, q)
      expect(r.categories).toHaveLength(3)
      expect(r.count).toBe(4)
      expect(r.query).toBe("")
    }
  })

  it("matches question or answer ignoring case, and hides empty categories", () => {
    const r = searchFaq(categories, "leads")
    expect(r.categories.map((c) => c.key)).toEqual(["leads_training"])
    expect(r.count).toBe(1)
    const byAnswer = searchFaq(categories, "10 YEARS")
    expect(byAnswer.categories.map((c) => c.key)).toEqual(["income_earnings"])
    expect(byAnswer.categories[0].questions.map((q) => q.question)).toEqual(["Do I earn residuals?"])
  })

  it("trims the query before searching", () => {
    expect(searchFaq(categories, "  residuals ").count).toBe(1)
  })

  it("finds nothing for text that is not there", () => {
    const r = searchFaq(categories, "zebra")
    expect(r.count).toBe(0)
    expect(r.categories).toEqual([])
  })

  it.each([
    ["(", 1],
    ["$50", 1],
    ["[a-z", 0],
    ["[typical", 1],
    ["<img src=x onerror=alert(1)>", 0],
    [".*", 0],
    ["\\", 0],
    ["?", 4],
    ["$", 2],
  ])("treats the hostile query %j as literal text (%i matches)", (q, n) => {
    expect(() => searchFaq(categories, q)).not.toThrow()
    expect(searchFaq(categories, q).count).toBe(n)
  })
})

describe("highlightSegments", () => {
  it("marks every match, keeping the original case of the text", () => {
    expect(highlightSegments("Leads and more leads", "LEADS")).toEqual([
      { text: "Leads", match: true },
      { text: " and more ", match: false },
      { text: "leads", match: true },
    ])
  })

  it("returns the text unmarked for an empty query or no match", () => {
    expect(highlightSegments("Hello", "")).toEqual([{ text: "Hello", match: false }])
    expect(highlightSegments("Hello", "xyz")).toEqual([{ text: "Hello", match: false }])
  })

  it("highlights regular-expression characters literally", () => {
    expect(marked("At 80% the commission is $480 (before lead costs).", "(")).toEqual(["("])
    expect(marked("A $50 policy and $500", "$50")).toEqual(["$50", "$50"])
    expect(marked("range [a-z] here", "[a-z")).toEqual(["[a-z"])
    expect(marked("abc", "[a-z")).toEqual([])
    expect(marked("a.b axb", ".")).toEqual(["."])
  })

  it("keeps markup in a query as plain text segments", () => {
    const q = "<img src=x onerror=alert(1)>"
    const segs = highlightSegments(`before ${q} after`, q)
    expect(segs).toEqual([
      { text: "before ", match: false },
      { text: q, match: true },
      { text: " after", match: false },
    ])
  })

  it("never loses or adds text, whatever the query (property)", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, q) => {
        expect(joined(text, q)).toBe(text)
        for (const s of marked(text, q)) expect(s.toLowerCase()).toBe(q.trim().toLowerCase())
      }),
    )
  })
})

describe("escapeRegExp", () => {
  it("makes any string match itself literally (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(new RegExp(`^${escapeRegExp(s)}$`).test(s)).toBe(true)
      }),
    )
  })
  it("matchesQuery ignores case", () => {
    expect(matchesQuery("Final Expense", "final EXPENSE")).toBe(true)
    expect(matchesQuery("Final Expense", "burial")).toBe(false)
  })
})

describe("resultMessage", () => {
  const { resultMessages: english } = faqFile.en
  const { resultMessages: spanish } = faqFile.es

  it("uses the one-result words only for one result, with the count and the query as searched", () => {
    expect(resultMessage(1, "leads", english)).toBe('Found 1 result for "leads"')
    expect(resultMessage(2, "leads", english)).toBe('Found 2 results for "leads"')
    expect(resultMessage(12, " leads ", english)).toBe('Found 12 results for "leads"')
  })
  it("gives the no-results message for zero", () => {
    expect(resultMessage(0, "zebra", english)).toBe('No results found for "zebra"')
  })
  it("says it in the page's language", () => {
    expect(resultMessage(3, "prima", spanish)).toBe('Se encontraron 3 resultados para "prima"')
  })
})
