import {
  displaySign,
  formatCount,
  formatDelta,
  formatHeadline,
  formatMoney,
  groupThousands,
  roundWhole,
} from "../../../src/lib/calc/format"

describe("display formatting", () => {
  it("shows money with $, thousands separators and whole dollars", () => {
    expect(formatMoney(564705.8823529411)).toBe("$564,706")
    expect(formatMoney(0.49)).toBe("$0")
    expect(formatMoney(1234.5)).toBe("$1,235")
    expect(formatMoney(-1234.5)).toBe("-$1,235")
    expect(formatMoney(-0.4)).toBe("$0") // never "-$0"
  })

  it("groups digits exactly as en-US does, from 0 to beyond 2^53", () => {
    const en = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })
    const samples = [0, 7, 999, 1000, 12345, 999999, 1000000, 39100000, 2 ** 53, 1e21, 2 ** 80]
    for (const n of [...samples, ...samples.map((x) => -x).filter((x) => x !== 0)]) {
      expect(groupThousands(n)).toBe(en.format(n))
    }
  })

  it("shows counts as whole numbers with separators", () => {
    expect(formatCount(9411.764705882351)).toBe("9,412")
    expect(formatCount(3.6199)).toBe("4")
    expect(formatCount(2.5)).toBe("3") // half away from zero
    expect(formatCount(-2.5)).toBe("-3")
  })

  it("turns anything non-finite into 0 rather than NaN or ∞", () => {
    expect(roundWhole(NaN)).toBe(0)
    expect(roundWhole(Infinity)).toBe(0)
    expect(formatMoney(NaN)).toBe("$0")
    expect(formatCount(-Infinity)).toBe("0")
  })

  it("signs differences from the rounded value: + above zero, - below, none at zero", () => {
    expect(formatDelta(1200.2, "money")).toBe("+$1,200")
    expect(formatDelta(-1200.2, "money")).toBe("-$1,200")
    expect(formatDelta(0.3, "money")).toBe("$0")
    expect(formatDelta(-0.3, "count")).toBe("0")
    expect(formatDelta(-4.6, "count")).toBe("-5")
    expect(displaySign(0.3)).toBe("zero")
    expect(displaySign(0.5)).toBe("positive")
    expect(displaySign(-0.5)).toBe("negative")
    expect(displaySign(-1e-12)).toBe("zero")
  })

  it("puts + on the Same Lead Spend headline when it is not negative", () => {
    expect(formatHeadline(182117.647)).toBe("+$182,118")
    expect(formatHeadline(0)).toBe("+$0")
    expect(formatHeadline(-0.4)).toBe("+$0")
    expect(formatHeadline(-1)).toBe("-$1")
    expect(formatHeadline(-25000.5)).toBe("-$25,001")
  })
})
