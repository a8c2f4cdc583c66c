import fc from "fast-check"
import {
  allFinite,
  calculateGoal,
  formatCount,
  formatMoney,
  GOAL_KEYS,
  type GoalRaw,
  type GoalResult,
} from "../../../src/lib/calc/index"
import data from "../../../data/calculators.json"
import examples from "../../fixtures/calculator-examples.json"

/** The messages as data/calculators.json gives them. */
const M = data.messages

/** The worked example used throughout (and in the e2e test). */
export const GOAL_EXAMPLE: GoalRaw = examples.goal

function ok(raw: Partial<GoalRaw>): GoalResult {
  const outcome = calculateGoal(raw, M)
  if (!outcome.ok) throw new Error(`expected a result, got "${outcome.message}"`)
  return outcome.result
}
const message = (raw: Partial<GoalRaw>) => {
  const outcome = calculateGoal(raw, M)
  return outcome.ok ? "ok" : outcome.message
}

describe("Goal Calculator: hand-worked example", () => {
  /*
   * c = 100/100 = 1, a = 75/100 = 0.75, conv = 10/100 = 0.1, r = max(1 − 0.2, 0) = 0.8
   * yield = 0.75·1·0.75 + 0.25·0.8·0.75 = 0.5625 + 0.15 = 0.7125
   * leadPerDollar = 30 / (600·0.1) = 30/60 = 0.5
   * net = 0.7125 − 0.5 = 0.2125 = 17/80
   * yearGoal = 10,000·12 = 120,000
   * production = 120,000 / (17/80) = 9,600,000/17 = 564,705.88…
   * applications = production/600 = 16,000/17 = 941.18…
   * leads = applications/0.1 = 160,000/17 = 9,411.76…
   * leadInvestment = leads·30 = 4,800,000/17 = 282,352.94…
   * netAchieved = 564,705.88…·0.7125 − 282,352.94… = 402,352.94… − 282,352.94… = 120,000
   * presentations = applications/0.5 = 32,000/17 = 1,882.35…
   * doorKnocks = presentations·3 = 96,000/17 = 5,647.06…
   * hourly = 120,000 / (40·50) = 60
   */
  const r = ok(GOAL_EXAMPLE)

  it("computes the chain in full precision", () => {
    expect(r.perDollar.yield).toBeCloseTo(0.7125, 12)
    expect(r.perDollar.leadPerDollar).toBeCloseTo(0.5, 12)
    expect(r.perDollar.net).toBeCloseTo(0.2125, 12)
    expect(r.yearNetIncome).toBe(120000)
    expect(r.production.yearly).toBeCloseTo(9600000 / 17, 6)
    expect(r.applications.yearly).toBeCloseTo(16000 / 17, 8)
    expect(r.leads.yearly).toBeCloseTo(160000 / 17, 7)
    expect(r.leadInvestment.yearly).toBeCloseTo(4800000 / 17, 6)
    expect(r.netAchieved).toBeCloseTo(120000, 6)
    expect(r.presentations.yearly).toBeCloseTo(32000 / 17, 8)
    expect(r.doorKnocks.yearly).toBeCloseTo(96000 / 17, 7)
    expect(r.hourlyRate).toBe(60)
    expect(r.inputs.avgPremium).toBe(600)
  })

  it("converts every block into periods", () => {
    // production: monthly 564,705.88/12 = 47,058.82; weekly /52 = 10,859.73; daily /5 = 2,171.95
    expect(
      [r.production.daily, r.production.weekly, r.production.monthly, r.production.yearly].map(formatMoney),
    ).toEqual(["$2,172", "$10,860", "$47,059", "$564,706"])
    // applications 941.18 → 78.43 / 18.10 / 3.62
    expect(
      [r.applications.daily, r.applications.weekly, r.applications.monthly, r.applications.yearly].map(formatCount),
    ).toEqual(["4", "18", "78", "941"])
    // leads 9,411.76 → 784.31 / 181.00 / 36.20
    expect([r.leads.daily, r.leads.weekly, r.leads.monthly, r.leads.yearly].map(formatCount)).toEqual([
      "36",
      "181",
      "784",
      "9,412",
    ])
    // net goal 120,000 → 10,000 / 2,307.69 / 461.54
    expect(
      [r.netIncomeGoal.daily, r.netIncomeGoal.weekly, r.netIncomeGoal.monthly, r.netIncomeGoal.yearly].map(formatMoney),
    ).toEqual(["$462", "$2,308", "$10,000", "$120,000"])
    // presentations 1,882.35 → 156.86 / 36.20 / 7.24
    expect(
      [r.presentations.daily, r.presentations.weekly, r.presentations.monthly, r.presentations.yearly].map(formatCount),
    ).toEqual(["7", "36", "157", "1,882"])
    // door knocks 5,647.06 → 470.59 / 108.60 / 21.72
    expect(
      [r.doorKnocks.daily, r.doorKnocks.weekly, r.doorKnocks.monthly, r.doorKnocks.yearly].map(formatCount),
    ).toEqual(["22", "109", "471", "5,647"])
    // lead investment 282,352.94 → 23,529.41 monthly, 5,429.86 weekly, no daily
    expect(r.leadInvestment).not.toHaveProperty("daily")
    expect([r.leadInvestment.weekly, r.leadInvestment.monthly, r.leadInvestment.yearly].map(formatMoney)).toEqual([
      "$5,430",
      "$23,529",
      "$282,353",
    ])
  })

  it("pays commission minus 20 points on a quarter, never below zero", () => {
    /*
     * commission 15 %, advance 100 %: r = max(0.15 − 0.2, 0) = 0
     * yield = 0.75·0.15·1 + 0 = 0.1125; lead cost 1, premium 1000, conv 100 %: 1/1000 = 0.001
     * net = 0.1115; production = 12,000/0.1115 = 107,623.32…
     */
    const low = ok({
      ...GOAL_EXAMPLE,
      monthlyNetIncome: "1000",
      commission: "15",
      advance: "100",
      conversion: "100",
      leadCost: "1",
      avgPremium: "1000",
    })
    expect(low.perDollar.yield).toBeCloseTo(0.1125, 12)
    expect(low.production.yearly).toBeCloseTo(12000 / 0.1115, 6)
  })
})

describe("Goal Calculator: validation in the order the rules are listed", () => {
  it("gives the messages it is passed, so the data's wording reaches visitors", () => {
    const own = { ...M, invalidNumbers: "Type a number.", goalPercent: "Percents run 1 to 100." }
    expect(calculateGoal({ ...GOAL_EXAMPLE, commission: "" }, own)).toMatchObject({ message: "Type a number." })
    expect(calculateGoal({ ...GOAL_EXAMPLE, commission: "101" }, own)).toMatchObject({
      message: "Percents run 1 to 100.",
    })
  })

  it("ships the exact messages in data/calculators.json", () => {
    expect(M.invalidNumbers).toBe("Please fill in all fields with valid numbers.")
    expect(M.notPositive).toBe("Numeric fields must be greater than zero.")
    expect(M.goalPercent).toBe(
      "Percent fields (Commission, Advance, Conversion, Presentation Conversion) must be between 1 and 100.",
    )
    expect(M.goalNotAchievable).toBe(
      "With the current commission/advance/lead cost inputs, the target is not economically achievable. Please adjust inputs.",
    )
  })

  it.each(GOAL_KEYS.map((k) => [k]))("%s: empty, spaces, text or 1e400 is not a number", (key) => {
    for (const bad of ["", "  ", "abc", "1e400", "12,00"]) {
      const outcome = calculateGoal({ ...GOAL_EXAMPLE, [key]: bad }, M)
      expect(outcome).toEqual({ ok: false, message: M.invalidNumbers, fields: [key] })
    }
  })

  it("refuses a missing field as not a number", () => {
    const { weekHours: _omit, ...rest } = GOAL_EXAMPLE
    expect(message(rest)).toBe(M.invalidNumbers)
    expect(message({})).toBe(M.invalidNumbers)
  })

  it.each(["monthlyNetIncome", "leadCost", "avgPremium", "doorKnocks", "weekHours", "weeksCommitment"] as const)(
    "%s must be above zero (0 and negatives refused, 0.01 and 1 accepted)",
    (key) => {
      expect(message({ ...GOAL_EXAMPLE, [key]: "0" })).toBe(M.notPositive)
      expect(message({ ...GOAL_EXAMPLE, [key]: "-5" })).toBe(M.notPositive)
      expect(message({ ...GOAL_EXAMPLE, [key]: "-0.01" })).toBe(M.notPositive)
      expect(message({ ...GOAL_EXAMPLE, [key]: "1" })).not.toBe(M.notPositive)
      expect(message({ ...GOAL_EXAMPLE, [key]: "0.01" })).not.toBe(M.notPositive)
    },
  )

  it.each(["commission", "advance", "conversion", "presConv"] as const)(
    "%s: 0, negative and 100.01 refused; 1 and 100 accepted",
    (key) => {
      expect(message({ ...GOAL_EXAMPLE, [key]: "0" })).toBe(M.goalPercent)
      expect(message({ ...GOAL_EXAMPLE, [key]: "-5" })).toBe(M.goalPercent)
      expect(message({ ...GOAL_EXAMPLE, [key]: "100.01" })).toBe(M.goalPercent)
      expect(message({ ...GOAL_EXAMPLE, [key]: "180" })).toBe(M.goalPercent)
      expect(message({ ...GOAL_EXAMPLE, [key]: "100" })).toBe("ok")
      // At 1 % the example may no longer pay for its leads, but it passes the percent rule.
      expect(message({ ...GOAL_EXAMPLE, [key]: "1" })).not.toBe(M.goalPercent)
    },
  )

  it("checks numbers, then zero, then percents, then economics", () => {
    expect(message({ ...GOAL_EXAMPLE, monthlyNetIncome: "abc", leadCost: "0", commission: "101" })).toBe(
      M.invalidNumbers,
    )
    expect(message({ ...GOAL_EXAMPLE, leadCost: "0", commission: "101" })).toBe(M.notPositive)
    expect(message({ ...GOAL_EXAMPLE, commission: "101", leadCost: "100000" })).toBe(M.goalPercent)
    expect(message({ ...GOAL_EXAMPLE, leadCost: "100000" })).toBe(M.goalNotAchievable)
  })

  it("marks every offending field", () => {
    const outcome = calculateGoal({ ...GOAL_EXAMPLE, leadCost: "0", weekHours: "-1" }, M)
    expect(outcome.ok ? [] : outcome.fields).toEqual(["leadCost", "weekHours"])
  })

  it("accepts spaces around numbers and thousands separators", () => {
    expect(ok({ ...GOAL_EXAMPLE, monthlyNetIncome: " 12,000 " }).yearNetIncome).toBe(144000)
  })
})

describe("Goal Calculator: not achievable", () => {
  it("refuses a net per dollar below zero", () => {
    /* commission 10, advance 50: yield = 0.75·0.1·0.5 = 0.0375; leads 30/(600·0.1) = 0.5 → net −0.4625 */
    expect(message({ ...GOAL_EXAMPLE, commission: "10", advance: "50" })).toBe(M.goalNotAchievable)
  })

  it("refuses a net of exactly zero, even when floating point leaves a crumb", () => {
    /* commission 20, advance 100: r = 0, yield = 0.75·0.2 = 0.15; lead 15/(100·1) = 0.15 → net 0 (2.8e-17 in floats) */
    expect(
      message({
        ...GOAL_EXAMPLE,
        commission: "20",
        advance: "100",
        conversion: "100",
        leadCost: "15",
        avgPremium: "100",
      }),
    ).toBe(M.goalNotAchievable)
  })
})

describe("Goal Calculator: properties for all valid inputs", () => {
  const cents = (min: number, max: number) =>
    fc.integer({ min: min * 100, max: max * 100 }).map((n) => (n / 100).toFixed(2))
  const validRaw = fc.record({
    monthlyNetIncome: cents(1, 200000),
    commission: cents(1, 100),
    advance: cents(1, 100),
    conversion: cents(1, 100),
    leadCost: cents(0.01, 1000),
    avgPremium: cents(1, 10000),
    doorKnocks: cents(0.01, 50),
    presConv: cents(1, 100),
    weekHours: cents(0.01, 100),
    weeksCommitment: cents(0.01, 52),
  })
  const close = (a: number, b: number, rel = 1e-9) => Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b))

  it("holds the chain's identities or says the target is not achievable", () => {
    fc.assert(
      fc.property(validRaw, (raw) => {
        const outcome = calculateGoal(raw, M)
        if (!outcome.ok) return outcome.message === M.goalNotAchievable
        const r = outcome.result
        const conv = r.inputs.conversion / 100
        return (
          allFinite(r) &&
          close(r.netAchieved, r.yearNetIncome, 1e-6) &&
          close(r.leadInvestment.yearly, r.leads.yearly * r.inputs.leadCost) &&
          close(r.leads.yearly * conv, r.applications.yearly) &&
          close(r.applications.yearly * r.inputs.avgPremium, r.production.yearly) &&
          close(r.production.monthly, r.production.yearly / 12) &&
          close(r.production.daily * 5 * 52, r.production.yearly) &&
          close(r.doorKnocks.yearly, r.presentations.yearly * r.inputs.doorKnocks) &&
          r.production.yearly > 0
        )
      }),
      { numRuns: 500 },
    )
  })

  it("never outputs NaN or Infinity, whatever is typed", () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.integer().map(String),
      fc.constantFrom("", "1e400", "-0", "0"),
    )
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(GOAL_KEYS.map((k) => [k, anyText])) as Record<keyof GoalRaw, fc.Arbitrary<string>>,
        ),
        (raw) => {
          const outcome = calculateGoal(raw, M)
          return outcome.ok ? allFinite(outcome.result) : typeof outcome.message === "string"
        },
      ),
      { numRuns: 300 },
    )
  })
})
