import { MAX_INPUT, parseNumberInput, parseAll, unparsedKeys } from "../../../src/lib/calc/parse"

describe("parseNumberInput: one defined outcome per input", () => {
  it.each([
    ["", null],
    ["   ", null],
    ["abc", null],
    ["12abc", null],
    ["1e400", null], // exponent notation refused (would be Infinity)
    ["1e3", null],
    ["Infinity", null],
    ["NaN", null],
    ["1,2", null], // commas only in groups of three
    ["12,00", null],
    ["1.2.3", null],
    ["-", null],
    [".", null],
    ["$", null],
    ["--5", null],
    ["-5", -5], // a number; the range checks refuse it later
    ["0", 0],
    ["-0", 0],
    [" 12 ", 12],
    ["12,000", 12000],
    ["1,234,567.5", 1234567.5],
    ["$12,000", 12000],
    ["75%", 75],
    ["75 %", 75],
    [".5", 0.5],
    ["5.", 5],
    ["+5", 5],
    ["100.01", 100.01],
    [String(MAX_INPUT), MAX_INPUT],
    ["1000000001", null], // above the cap
  ])("%j → %p", (raw, expected) => {
    expect(parseNumberInput(raw)).toBe(expected)
  })

  it("never returns NaN, Infinity or -0", () => {
    for (const raw of ["1e400", "-1e400", "NaN", "-0", "0.0", "-0.0", "9".repeat(400)]) {
      const v = parseNumberInput(raw)
      expect(v === null || (Number.isFinite(v) && !Object.is(v, -0))).toBe(true)
    }
  })

  it("refuses anything that is not a string", () => {
    expect(parseNumberInput(undefined)).toBeNull()
    expect(parseNumberInput(null)).toBeNull()
    expect(parseNumberInput(12 as unknown as string)).toBeNull()
  })

  it("parses a whole form or names the fields that are not numbers", () => {
    expect(parseAll(["a", "b"] as const, { a: "1", b: " 2 " })).toEqual({ a: 1, b: 2 })
    expect(parseAll(["a", "b"] as const, { a: "1", b: "x" })).toBeNull()
    expect(parseAll(["a", "b"] as const, { a: "1" })).toBeNull()
    expect(unparsedKeys(["a", "b", "c"] as const, { a: "1", b: "x" })).toEqual(["b", "c"])
  })
})
