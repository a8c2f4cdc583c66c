import fc from "fast-check"
import { ELLIPSIS, escapeMarkup, fillTokens, initialsOf, truncateAtWord } from "../../src/lib/text"
import { en as home } from "../../data/home.json"
import { quote } from "../fixtures/records"

describe("truncateAtWord", () => {
  it("leaves text that fits unchanged", () => {
    expect(truncateAtWord("Short and sweet.", 150)).toBe("Short and sweet.")
    const exact = "x".repeat(150)
    expect(truncateAtWord(exact, 150)).toBe(exact)
  })

  it("cuts at the last word boundary within the limit and adds an ellipsis", () => {
    expect(truncateAtWord("one two three four", 10)).toBe(`one two${ELLIPSIS}`)
    // The limit falls exactly before a space: keep the whole last word.
    expect(truncateAtWord("one two three", 7)).toBe(`one two${ELLIPSIS}`)
  })

  it("drops punctuation left dangling before the ellipsis", () => {
    expect(truncateAtWord("Leads, training, and more words here", 17)).toBe(`Leads, training${ELLIPSIS}`)
  })

  it("cuts a single over-long word mid-word", () => {
    expect(truncateAtWord("a".repeat(200), 150)).toBe(`${"a".repeat(150)}${ELLIPSIS}`)
  })

  it("cuts the three home testimonials to at most 150 characters before the ellipsis", () => {
    expect(home.testimonials.items).toHaveLength(3)
    for (const key of home.testimonials.items) {
      const t = { quote: quote(key).text }
      const cut = truncateAtWord(t.quote, 150)
      expect(cut.endsWith(ELLIPSIS)).toBe(true)
      const body = cut.slice(0, -1)
      expect(body.length).toBeLessThanOrEqual(150)
      expect(t.quote.startsWith(body)).toBe(true)
      // Ends on a whole word of the original.
      expect(t.quote[body.length]).toMatch(/[\s.,;:!?]/)
    }
  })

  it("is always a prefix of the text plus an ellipsis, within the limit (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { maxLength: 40 }),
        fc.integer({ min: 5, max: 150 }),
        (words, max) => {
          const text = words.join(" ")
          const out = truncateAtWord(text, max)
          if (text.length <= max) return expect(out).toBe(text)
          expect(out.endsWith(ELLIPSIS)).toBe(true)
          const body = out.slice(0, -1)
          expect(body.length).toBeLessThanOrEqual(max)
          expect(text.startsWith(body)).toBe(true)
        },
      ),
    )
  })
})

describe("fillTokens and initialsOf", () => {
  it("fills known tokens and leaves others", () => {
    expect(fillTokens("Read {founder}'s Story {x}", { founder: "Daniel" })).toBe("Read Daniel's Story {x}")
    expect(fillTokens("Call {phone} at {company}; {unknown}", { phone: "1", company: "A" })).toBe(
      "Call 1 at A; {unknown}",
    )
  })
  it("takes first and last initials", () => {
    expect(initialsOf("Marisol Vega")).toBe("MV")
    expect(initialsOf("  cher ")).toBe("C")
    expect(initialsOf("Mary Ann de Souza")).toBe("MS")
  })
})

describe("escapeMarkup", () => {
  it("writes the four markup characters of text and double-quoted attributes as entities and leaves the rest", () => {
    expect(escapeMarkup(`Tom & Jerry's <b>"best"</b> plan`)).toBe(
      "Tom &amp; Jerry's &lt;b&gt;&quot;best&quot;&lt;/b&gt; plan",
    )
  })
})
