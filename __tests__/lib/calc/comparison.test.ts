import fc from "fast-check"
import {
  allFinite,
  calculateComparison,
  COMP_KEYS,
  formatDelta,
  formatHeadline,
  formatMoney,
  roundWhole,
  type ComparisonResult,
  type CompRaw,
} from "../../../src/lib/calc/index"
import data from "../../../data/calculators.json"
import examples from "../../fixtures/calculator-examples.json"

/** The messages as data/calculators.json gives them. */
const M = data.messages

const EXAMPLE: CompRaw = examples.comparison

function ok(raw: Partial<CompRaw>): ComparisonResult {
  const outcome = calculateComparison(raw, M)
  if (!outcome.ok) throw new Error(`expected a result, got "${outcome.message}"`)
  return outcome.result
}
const message = (raw: Partial<CompRaw>) => {
  const outcome = calculateComparison(raw, M)
  return outcome.ok ? "ok" : outcome.message
}

describe("Compensation Comparison: hand-worked example", () => {
  /*
   * Current: c = 1, a = 0.75, conv = 0.1, r = 0.8
   *   yield = 0.75·1·0.75 + 0.25·0.8·0.75 = 0.7125; leadPerDollar = 30/60 = 0.5; net = 0.2125
   *   production = 120,000/0.2125 = 9,600,000/17 = 564,705.88; leads = 160,000/17 = 9,411.76
   *   leadInvestment = 4,800,000/17 = 282,352.94
   * New: c = 1.2, r = 1.0
   *   yield = 0.75·1.2·0.75 + 0.25·1.0·0.75 = 0.675 + 0.1875 = 0.8625; leadPerDollar = 25/60 = 0.41667
   *   net = 0.8625 − 0.41667 = 0.44583 = 107/240
   *   production = 120,000·240/107 = 28,800,000/107 = 269,158.88; applications = 48,000/107 = 448.60
   *   leads = 480,000/107 = 4,485.98; leadInvestment = 12,000,000/107 = 112,149.53
   * Δ production = 28,800,000/107 − 9,600,000/17 = −537,600,000/1,819 = −295,546.98
   * Same spend = 282,352.94 (the current company's lead investment)
   *   current: leads 9,411.76, production 564,705.88, net = 120,000 (its own goal)
   *   new: leads = 282,352.94/25 = 11,294.12; production = 11,294.12·0.1·600 = 11,520,000/17 = 677,647.06
   *        net = 677,647.06·0.8625 − 282,352.94 = 5,136,000/17 = 302,117.65
   *   headline = 302,117.65 − 120,000 = +182,117.65 → "+$182,118"
   * Hourly (same spend): current 120,000/(40·50) = 60; new 302,117.65/2,000 = 151.06 → $151; difference +$91
   */
  const r = ok(EXAMPLE)

  it("computes each company", () => {
    expect(r.yearNetIncomeGoal).toBe(120000)
    expect(r.current.perDollar.yield).toBeCloseTo(0.7125, 12)
    expect(r.new.perDollar.yield).toBeCloseTo(0.8625, 12)
    expect(r.new.perDollar.net).toBeCloseTo(107 / 240, 12)
    expect(r.current.production.yearly).toBeCloseTo(9600000 / 17, 6)
    expect(r.new.production.yearly).toBeCloseTo(28800000 / 107, 6)
    expect(r.new.applications.yearly).toBeCloseTo(48000 / 107, 8)
    expect(r.new.leads.yearly).toBeCloseTo(480000 / 107, 7)
    expect(r.new.leadInvestment.yearly).toBeCloseTo(12000000 / 107, 6)
    expect(r.current.netAchieved.yearly).toBeCloseTo(120000, 6)
    expect(r.new.netAchieved.yearly).toBeCloseTo(120000, 6)
    expect(r.current.netIncomeYear).toBe(120000)
    expect(r.current.ok).toBe(true)
  })

  it("takes the differences New − Current", () => {
    expect(r.delta.production.yearly).toBeCloseTo(-537600000 / 1819, 5)
    expect(formatDelta(r.delta.production.yearly, "money")).toBe("-$295,547")
    expect(formatDelta(r.delta.leads.yearly, "count")).toBe("-4,926") // 4,485.98 − 9,411.76 = −4,925.78
    expect(formatDelta(r.delta.leadInvestment.yearly, "money")).toBe("-$170,203") // 112,149.53 − 282,352.94
    expect(formatDelta(r.delta.netAchieved.yearly, "money")).toBe("$0") // both net the goal
    expect(r.delta.leadInvestment).not.toHaveProperty("daily")
  })

  it("runs the Same Lead Spend Challenge", () => {
    expect(r.sameSpend.spendAmount).toBeCloseTo(4800000 / 17, 6)
    expect(r.sameSpend.current.netAchieved.yearly).toBeCloseTo(120000, 6)
    expect(r.sameSpend.new.leads).toBeCloseTo(192000 / 17, 7)
    expect(r.sameSpend.new.production.yearly).toBeCloseTo(11520000 / 17, 6)
    expect(r.sameSpend.new.netAchieved.yearly).toBeCloseTo(5136000 / 17, 6)
    expect(formatHeadline(r.sameSpend.netDifference)).toBe("+$182,118")
    expect(formatMoney(r.sameSpend.new.netAchieved.monthly)).toBe("$25,176") // 302,117.65/12 = 25,176.47
  })

  it("compares hourly rates at the same lead spend", () => {
    expect(r.hourly.current).toBeCloseTo(60, 9)
    expect(r.hourly.new).toBeCloseTo(5136000 / 17 / 2000, 9)
    expect(formatMoney(r.hourly.new)).toBe("$151")
    expect(roundWhole(r.hourly.new) - roundWhole(r.hourly.current)).toBe(91)
    expect(r.current.hourlyRate).toBe(r.hourly.current)
  })

  it("gives a negative headline when the new company does worse", () => {
    /* swap the companies: the new one is now the 0.7125/0.5 company, the headline is negative */
    const worse = ok({
      ...EXAMPLE,
      commissionCurrent: "120",
      leadCostCurrent: "25",
      commissionNew: "100",
      leadCostNew: "30",
    })
    expect(worse.sameSpend.netDifference).toBeLessThan(0)
    expect(formatHeadline(worse.sameSpend.netDifference)).toMatch(/^-\$/)
    expect(formatDelta(worse.delta.production.yearly, "money")).toBe("+$295,547")
  })

  it("gives +$0 and no-change differences for two identical companies", () => {
    const same = ok({ ...EXAMPLE, commissionNew: "100", leadCostNew: "30" })
    expect(formatHeadline(same.sameSpend.netDifference)).toBe("+$0")
    expect(formatDelta(same.delta.production.yearly, "money")).toBe("$0")
    expect(same.hourly.difference).toBe(0)
  })
})

describe("Compensation Comparison: validation in the order the rules are listed", () => {
  it("ships the exact messages in data/calculators.json", () => {
    expect(M.currentPrefix).toBe("Current company:")
    expect(M.newPrefix).toBe("New company:")
    expect(M.comparisonAdvance).toBe("Advance % must be between 1 and 100.")
    expect(M.comparisonClosing).toBe("Closing Rate % must be between 1 and 100.")
    expect(M.comparisonCommission).toBe("Commission % must be between 1 and 180.")
    expect(M.comparisonNotAchievable).toBe(
      "With the current inputs, the target is not economically achievable. Adjust commission/advance/closing rate/lead cost.",
    )
  })

  it.each(COMP_KEYS.map((k) => [k]))("%s: empty or text is not a number", (key) => {
    for (const bad of ["", "abc", "1e400"]) expect(message({ ...EXAMPLE, [key]: bad })).toBe(M.invalidNumbers)
  })

  it.each([
    "monthlyNetIncome",
    "avgPremium",
    "weekHours",
    "weeksCommitment",
    "leadCostCurrent",
    "leadCostNew",
  ] as const)("%s must be above zero", (key) => {
    expect(message({ ...EXAMPLE, [key]: "0" })).toBe(M.notPositive)
    expect(message({ ...EXAMPLE, [key]: "-5" })).toBe(M.notPositive)
    expect(message({ ...EXAMPLE, [key]: "1" })).not.toBe(M.notPositive)
  })

  it("advance: 0, 0.99, negative, 100.01 refused; 1 and 100 accepted", () => {
    for (const bad of ["0", "0.99", "-5", "100.01"])
      expect(message({ ...EXAMPLE, advance: bad })).toBe(M.comparisonAdvance)
    expect(message({ ...EXAMPLE, advance: "100" })).toBe("ok")
    expect(message({ ...EXAMPLE, advance: "1" })).not.toBe(M.comparisonAdvance)
  })

  it.each(["conversionCurrent", "conversionNew"] as const)(
    "%s: 0, negative, 100.01 refused; 1 and 100 accepted",
    (key) => {
      for (const bad of ["0", "-5", "100.01"]) expect(message({ ...EXAMPLE, [key]: bad })).toBe(M.comparisonClosing)
      expect(message({ ...EXAMPLE, [key]: "100" })).toBe("ok")
      expect(message({ ...EXAMPLE, [key]: "1" })).not.toBe(M.comparisonClosing)
    },
  )

  it.each(["commissionCurrent", "commissionNew"] as const)(
    "%s: 0, negative, 180.01 refused; 1, 100, 100.01 and 180 accepted",
    (key) => {
      for (const bad of ["0", "-5", "180.01"]) expect(message({ ...EXAMPLE, [key]: bad })).toBe(M.comparisonCommission)
      for (const good of ["100", "100.01", "180"]) expect(message({ ...EXAMPLE, [key]: good })).toBe("ok")
      expect(message({ ...EXAMPLE, [key]: "1" })).not.toBe(M.comparisonCommission)
    },
  )

  it("checks numbers, zero, advance, closing rate, commission, then each company", () => {
    const all = { ...EXAMPLE, advance: "0", conversionNew: "0", commissionNew: "0", leadCostCurrent: "0" }
    expect(message({ ...all, weekHours: "x" })).toBe(M.invalidNumbers)
    expect(message(all)).toBe(M.notPositive)
    expect(message({ ...all, leadCostCurrent: "30" })).toBe(M.comparisonAdvance)
    expect(message({ ...all, leadCostCurrent: "30", advance: "75" })).toBe(M.comparisonClosing)
    expect(message({ ...all, leadCostCurrent: "30", advance: "75", conversionNew: "10" })).toBe(M.comparisonCommission)
  })
})

describe("Compensation Comparison: not achievable, per company", () => {
  it('prefixes "Current company: " when the current company cannot pay for its leads', () => {
    /* current: commission 10 → yield 0.75·0.1·0.75 = 0.05625 < lead 0.5 */
    expect(message({ ...EXAMPLE, commissionCurrent: "10" })).toBe(`${M.currentPrefix} ${M.comparisonNotAchievable}`)
  })

  it('prefixes "New company: " when only the new company cannot', () => {
    /* new: lead cost 100 → 100/60 = 1.67 per dollar > yield 0.8625 */
    expect(message({ ...EXAMPLE, leadCostNew: "100" })).toBe(`${M.newPrefix} ${M.comparisonNotAchievable}`)
  })

  it("names the current company first when both fail", () => {
    expect(message({ ...EXAMPLE, commissionCurrent: "10", leadCostNew: "100" })).toMatch(/^Current company: /)
  })

  it("refuses a per-dollar net of exactly zero", () => {
    /* commission 20, advance 100 → yield 0.15; lead 15/(100·1) = 0.15 */
    expect(
      message({
        ...EXAMPLE,
        advance: "100",
        avgPremium: "100",
        leadCostCurrent: "1", // current: 1/(100·1) = 0.01 per dollar against a yield of 0.95
        conversionCurrent: "100",
        commissionNew: "20",
        leadCostNew: "15",
        conversionNew: "100",
      }),
    ).toBe(`${M.newPrefix} ${M.comparisonNotAchievable}`)
  })
})

describe("Compensation Comparison: properties for all valid inputs", () => {
  const cents = (min: number, max: number) =>
    fc.integer({ min: min * 100, max: max * 100 }).map((n) => (n / 100).toFixed(2))
  const validRaw = fc.record({
    monthlyNetIncome: cents(1, 200000),
    advance: cents(1, 100),
    avgPremium: cents(1, 10000),
    weekHours: cents(0.01, 100),
    weeksCommitment: cents(0.01, 52),
    commissionCurrent: cents(1, 180),
    leadCostCurrent: cents(0.01, 1000),
    conversionCurrent: cents(1, 100),
    commissionNew: cents(1, 180),
    leadCostNew: cents(0.01, 1000),
    conversionNew: cents(1, 100),
  })
  const close = (a: number, b: number, rel = 1e-9) => Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b))

  it("keeps every identity of the chain and of the same-spend challenge", () => {
    fc.assert(
      fc.property(validRaw, (raw) => {
        const outcome = calculateComparison(raw, M)
        if (!outcome.ok) return /^(Current|New) company: /.test(outcome.message)
        const r = outcome.result
        const v = r.inputs
        const companies = [
          [r.current, v.leadCostCurrent, v.conversionCurrent, r.sameSpend.current],
          [r.new, v.leadCostNew, v.conversionNew, r.sameSpend.new],
        ] as const
        const hours = v.weekHours * v.weeksCommitment
        return (
          allFinite(r) &&
          companies.every(
            ([c, leadCost, conv, ss]) =>
              close(c.netAchieved.yearly, r.yearNetIncomeGoal, 1e-6) &&
              close(c.leadInvestment.yearly, c.leads.yearly * leadCost) &&
              close(c.leads.yearly * (conv / 100), c.applications.yearly) &&
              close(ss.leads * leadCost, r.sameSpend.spendAmount) &&
              close(ss.applications, ss.leads * (conv / 100)) &&
              close(ss.production.yearly, ss.applications * v.avgPremium) &&
              close(ss.netAchieved.yearly, ss.production.yearly * c.perDollar.yield - r.sameSpend.spendAmount, 1e-6) &&
              close(c.hourlyRate, ss.netAchieved.yearly / hours),
          ) &&
          close(r.sameSpend.spendAmount, r.current.leadInvestment.yearly) &&
          // The current company's plan spends exactly its own goal's lead budget.
          close(r.sameSpend.current.netAchieved.yearly, r.yearNetIncomeGoal, 1e-6) &&
          close(
            r.sameSpend.netDifference,
            r.sameSpend.new.netAchieved.yearly - r.sameSpend.current.netAchieved.yearly,
          ) &&
          close(
            r.sameSpend.delta.production.weekly,
            r.sameSpend.new.production.weekly - r.sameSpend.current.production.weekly,
          ) &&
          close(r.sameSpend.delta.netAchieved.yearly, r.sameSpend.netDifference) &&
          close(r.delta.production.yearly, r.new.production.yearly - r.current.production.yearly) &&
          close(r.hourly.difference, r.hourly.new - r.hourly.current)
        )
      }),
      { numRuns: 500 },
    )
  })

  it("never outputs NaN or Infinity, whatever is typed", () => {
    const anyText = fc.oneof(fc.string(), fc.double().map(String), fc.integer({ min: -5, max: 200 }).map(String))
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(COMP_KEYS.map((k) => [k, anyText])) as Record<keyof CompRaw, fc.Arbitrary<string>>,
        ),
        (raw) => {
          const outcome = calculateComparison(raw, M)
          return outcome.ok ? allFinite(outcome.result) : typeof outcome.message === "string"
        },
      ),
      { numRuns: 300 },
    )
  })
})
