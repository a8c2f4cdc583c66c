import { leadPeriodsOf, periodsOf } from "../../../src/lib/calc/periods"

describe("period conversion", () => {
  it("monthly = yearly/12, weekly = yearly/52, daily = weekly/5", () => {
    // 120,000 a year: 120000/12 = 10000; 120000/52 = 2307.6923…; 2307.6923…/5 = 461.5384…
    const p = periodsOf(120000)
    expect(p.yearly).toBe(120000)
    expect(p.monthly).toBe(10000)
    expect(p.weekly).toBeCloseTo(2307.6923077, 6)
    expect(p.daily).toBeCloseTo(461.5384615, 6)
  })

  it("has no daily figure for the lead investment", () => {
    // 52,000 a year: 52000/52 = 1000 a week; 52000/12 = 4333.33… a month
    expect(leadPeriodsOf(52000)).toEqual({ weekly: 1000, monthly: 52000 / 12, yearly: 52000 })
  })
})
