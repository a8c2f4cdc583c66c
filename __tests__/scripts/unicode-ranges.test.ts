import { charactersOf, formatUnicodeRange, parseUnicodeRange, withoutPoints } from "../../scripts/unicode-ranges"

describe("unicode ranges", () => {
  it("reads single code points and ranges, in any case", () => {
    expect([...parseUnicodeRange("U+0041-0043, u+00e9")]).toEqual([0x41, 0x42, 0x43, 0xe9])
  })

  it("refuses what it cannot read instead of guessing", () => {
    expect(() => parseUnicodeRange("U+00??")).toThrow('not a unicode-range part: "U+00??"')
  })

  it("writes the shortest ranges back, in order", () => {
    expect(formatUnicodeRange([0x43, 0x41, 0x42, 0xe9, 0x2013, 0x2014])).toBe("U+0041-0043, U+00E9, U+2013-2014")
    expect(formatUnicodeRange(parseUnicodeRange("U+0000-00FF, U+0131"))).toBe("U+0000-00FF, U+0131")
  })

  it("splits a font's range into two that share nothing and together cover it", () => {
    const latin = parseUnicodeRange("U+0000-00FF, U+2013-2014")
    const basic = parseUnicodeRange("U+0020-007E, U+2013")
    const rest = withoutPoints(latin, basic)
    expect(formatUnicodeRange(rest)).toBe("U+0000-001F, U+007F-00FF, U+2014")
    expect([...rest].some((p) => basic.has(p))).toBe(false)
    expect(rest.size + basic.size).toBe(latin.size)
  })

  it("lists the characters of a set for the subsetter", () => {
    expect(charactersOf(parseUnicodeRange("U+0041-0042, U+2014"))).toBe("AB—")
  })
})
