/**
 * Compensation Comparison: the same year goal
 * under the current and a new company, the differences New − Current, and the Same Lead
 * Spend Challenge (what the current company's yearly lead spend earns at each).
 */
import { hourlyRate, sameSpendChain, yearlyChain, type CompanyTerms, type YearlyChain } from "./company"
import { notAchievableFor, type CalcMessages } from "./messages"
import { parseAll, unparsedKeys } from "./parse"
import { periodsOf, type LeadPeriods, type Periods } from "./periods"
import type { CalcOutcome } from "./types"

/** The eleven inputs: five shared, then three per company. */
export const COMP_SHARED_KEYS = ["monthlyNetIncome", "advance", "avgPremium", "weekHours", "weeksCommitment"] as const
const COMP_CURRENT_KEYS = ["commissionCurrent", "leadCostCurrent", "conversionCurrent"] as const
const COMP_NEW_KEYS = ["commissionNew", "leadCostNew", "conversionNew"] as const
export const COMP_KEYS = [...COMP_SHARED_KEYS, ...COMP_CURRENT_KEYS, ...COMP_NEW_KEYS] as const

export type CompKey = (typeof COMP_KEYS)[number]
export type CompInputs = Record<CompKey, number>
export type CompRaw = Record<CompKey, string>

const POSITIVE: readonly CompKey[] = [
  "monthlyNetIncome",
  "avgPremium",
  "weekHours",
  "weeksCommitment",
  "leadCostCurrent",
  "leadCostNew",
]
const inRange = (value: number, min: number, max: number) => value >= min && value <= max

export type CompanyResult = {
  ok: true
  /** Pay, lead spend and net per dollar of production. */
  perDollar: { yield: number; leadPerDollar: number; net: number }
  /** The year net income goal (monthly × 12), the same for both companies. */
  netIncomeYear: number
  production: Periods
  applications: Periods
  leads: Periods
  leadInvestment: Periods
  netIncomeGoal: Periods
  netAchieved: Periods
  /**
   * Hourly rate at the Same Lead Spend: this company's same-spend yearly
   * net ÷ (week hours × weeks), full precision (the page rounds it).
   */
  hourlyRate: number
}

export type SameSpendCompany = { leads: number; applications: number; production: Periods; netAchieved: Periods }

export type ComparisonResult = {
  inputs: CompInputs
  yearNetIncomeGoal: number
  current: CompanyResult
  new: CompanyResult
  /** New − Current for each table. */
  delta: {
    production: Periods
    applications: Periods
    leads: Periods
    leadInvestment: LeadPeriods
    netAchieved: Periods
  }
  hourly: { current: number; new: number; difference: number }
  sameSpend: {
    /** The current company's yearly lead investment, spent at both companies. */
    spendAmount: number
    current: SameSpendCompany
    new: SameSpendCompany
    /** New − Current yearly net at that spend: the challenge's headline. */
    netDifference: number
    productionDifference: number
    /** New − Current per period, for the challenge's tables. */
    delta: { production: Periods; netAchieved: Periods }
  }
}

export function emptyCompRaw(): CompRaw {
  return Object.fromEntries(COMP_KEYS.map((k) => [k, ""])) as CompRaw
}

function termsOf(v: CompInputs, which: "current" | "new"): CompanyTerms {
  return which === "current"
    ? {
        commission: v.commissionCurrent,
        advance: v.advance,
        conversion: v.conversionCurrent,
        leadCost: v.leadCostCurrent,
        avgPremium: v.avgPremium,
      }
    : {
        commission: v.commissionNew,
        advance: v.advance,
        conversion: v.conversionNew,
        leadCost: v.leadCostNew,
        avgPremium: v.avgPremium,
      }
}

const minus = (a: Periods, b: Periods): Periods => ({
  daily: a.daily - b.daily,
  weekly: a.weekly - b.weekly,
  monthly: a.monthly - b.monthly,
  yearly: a.yearly - b.yearly,
})

function companyResult(chain: YearlyChain, sameSpendNet: number, v: CompInputs): CompanyResult {
  return {
    ok: true,
    perDollar: { yield: chain.yield, leadPerDollar: chain.leadPerDollar, net: chain.net },
    netIncomeYear: chain.yearGoal,
    production: periodsOf(chain.production),
    applications: periodsOf(chain.applications),
    leads: periodsOf(chain.leads),
    leadInvestment: periodsOf(chain.leadInvestment),
    netIncomeGoal: periodsOf(chain.yearGoal),
    netAchieved: periodsOf(chain.netAchieved),
    hourlyRate: hourlyRate(sameSpendNet, v.weekHours, v.weeksCommitment),
  }
}

/** Validates in the order the rules are listed and compares; the first failing rule gives its message. */
export function calculateComparison(
  raw: Partial<CompRaw>,
  messages: CalcMessages,
): CalcOutcome<ComparisonResult, CompKey> {
  const v = parseAll(COMP_KEYS, raw)
  if (!v) return { ok: false, message: messages.invalidNumbers, fields: unparsedKeys(COMP_KEYS, raw) }

  const notPositive = POSITIVE.filter((k) => !(v[k] > 0))
  if (notPositive.length) return { ok: false, message: messages.notPositive, fields: notPositive }
  if (!inRange(v.advance, 1, 100)) return { ok: false, message: messages.comparisonAdvance, fields: ["advance"] }
  const badClosing = (["conversionCurrent", "conversionNew"] as const).filter((k) => !inRange(v[k], 1, 100))
  if (badClosing.length) return { ok: false, message: messages.comparisonClosing, fields: [...badClosing] }
  const badCommission = (["commissionCurrent", "commissionNew"] as const).filter((k) => !inRange(v[k], 1, 180))
  if (badCommission.length) return { ok: false, message: messages.comparisonCommission, fields: [...badCommission] }

  const yearGoal = v.monthlyNetIncome * 12
  const current = yearlyChain(termsOf(v, "current"), yearGoal)
  if (!current) {
    return { ok: false, message: notAchievableFor(messages, "current"), fields: [...COMP_CURRENT_KEYS] }
  }
  const next = yearlyChain(termsOf(v, "new"), yearGoal)
  if (!next) return { ok: false, message: notAchievableFor(messages, "new"), fields: [...COMP_NEW_KEYS] }

  const spend = current.leadInvestment
  const ssCurrent = sameSpendChain(termsOf(v, "current"), spend)
  const ssNew = sameSpendChain(termsOf(v, "new"), spend)
  const currentResult = companyResult(current, ssCurrent.netAchieved, v)
  const newResult = companyResult(next, ssNew.netAchieved, v)
  const toSide = (s: typeof ssCurrent): SameSpendCompany => ({
    leads: s.leads,
    applications: s.applications,
    production: periodsOf(s.production),
    netAchieved: periodsOf(s.netAchieved),
  })
  const lead = minus(newResult.leadInvestment, currentResult.leadInvestment)

  return {
    ok: true,
    result: {
      inputs: v,
      yearNetIncomeGoal: yearGoal,
      current: currentResult,
      new: newResult,
      delta: {
        production: minus(newResult.production, currentResult.production),
        applications: minus(newResult.applications, currentResult.applications),
        leads: minus(newResult.leads, currentResult.leads),
        leadInvestment: { weekly: lead.weekly, monthly: lead.monthly, yearly: lead.yearly },
        netAchieved: minus(newResult.netAchieved, currentResult.netAchieved),
      },
      hourly: {
        current: currentResult.hourlyRate,
        new: newResult.hourlyRate,
        difference: newResult.hourlyRate - currentResult.hourlyRate,
      },
      sameSpend: {
        spendAmount: spend,
        current: toSide(ssCurrent),
        new: toSide(ssNew),
        netDifference: ssNew.netAchieved - ssCurrent.netAchieved,
        productionDifference: ssNew.production - ssCurrent.production,
        delta: {
          production: periodsOf(ssNew.production - ssCurrent.production),
          netAchieved: periodsOf(ssNew.netAchieved - ssCurrent.netAchieved),
        },
      },
    },
  }
}
