import { addSpans, formatCountSpan, formatMoneySpan, startingCosts, weekOfLeads } from "../../src/lib/starting-costs"

const RANGE = "{low} to {high}"

describe("the costs to start", () => {
  it("price a week of leads from the cheapest price and fewest leads to the dearest price and most leads", () => {
    expect(weekOfLeads({ low: 18, high: 47 }, { low: 10, high: 15 })).toEqual({ low: 180, high: 705 })
    expect(weekOfLeads({ low: 20, high: 20 }, { low: 12, high: 12 })).toEqual({ low: 240, high: 240 })
  })

  it("add lows to lows and highs to highs", () => {
    expect(
      addSpans([
        { low: 150, high: 300 },
        { low: 30, high: 60 },
        { low: 180, high: 705 },
      ]),
    ).toEqual({ low: 360, high: 1065 })
    expect(addSpans([])).toEqual({ low: 0, high: 0 })
  })

  it("total the license, one month of E&O and one week of leads", () => {
    const costs = startingCosts({
      licenseLow: 150,
      licenseHigh: 300,
      errorsAndOmissionsLow: 30,
      errorsAndOmissionsHigh: 60,
      leadPriceLow: 18,
      leadPriceHigh: 47,
      leadsPerWeekLow: 10,
      leadsPerWeekHigh: 15,
    })
    expect(costs.weekOfLeads).toEqual({ low: 180, high: 705 })
    expect(costs.total).toEqual({ low: 360, high: 1065 })
    expect(costs.license).toEqual({ low: 150, high: 300 })
  })
})

describe("a span in words", () => {
  it("writes dollars with $ and thousands separators, in the data's words for a range", () => {
    expect(formatMoneySpan({ low: 360, high: 1065 }, RANGE)).toBe("$360 to $1,065")
    expect(formatMoneySpan({ low: 360, high: 1065 }, "{low}–{high}")).toBe("$360–$1,065")
  })

  it("writes one figure when low and high are equal", () => {
    expect(formatMoneySpan({ low: 20, high: 20 }, RANGE)).toBe("$20")
    expect(formatCountSpan({ low: 12, high: 12 }, RANGE)).toBe("12")
  })

  it("writes counts without a dollar sign", () => {
    expect(formatCountSpan({ low: 10, high: 15 }, RANGE)).toBe("10 to 15")
    expect(formatCountSpan({ low: 1000, high: 1500 }, RANGE)).toBe("1,000 to 1,500")
  })
})
