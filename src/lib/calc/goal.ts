/**
 * Goal Calculator: from a monthly net income goal
 * to the production, applications, leads, presentations and door knocks it takes.
 */
import { allFinite, isAchievable, perDollar, yearlyChain } from "./company"
import type { CalcMessages } from "./messages"
import { parseAll, unparsedKeys } from "./parse"
import { leadPeriodsOf, periodsOf, type LeadPeriods, type Periods } from "./periods"
import type { CalcOutcome } from "./types"

/** The ten inputs, in the order of the form. */
export const GOAL_KEYS = [
  "monthlyNetIncome",
  "commission",
  "advance",
  "conversion",
  "leadCost",
  "avgPremium",
  "doorKnocks",
  "presConv",
  "weekHours",
  "weeksCommitment",
] as const

export type GoalKey = (typeof GOAL_KEYS)[number]
export type GoalInputs = Record<GoalKey, number>
export type GoalRaw = Record<GoalKey, string>

/** Must be above zero ("Numeric fields must be greater than zero."). */
const GOAL_POSITIVE_KEYS: readonly GoalKey[] = [
  "monthlyNetIncome",
  "leadCost",
  "avgPremium",
  "doorKnocks",
  "weekHours",
  "weeksCommitment",
]
/**
 * Percents: above 0 and at most 100, the rule (its message
 * says "1 and 100"; 0.5 passes the rule, 0 and 100.01 do not).
 */
const GOAL_PERCENT_KEYS: readonly GoalKey[] = ["commission", "advance", "conversion", "presConv"]

export type GoalResult = {
  /** The parsed inputs the figures come from. */
  inputs: GoalInputs
  /** Monthly goal × 12. */
  yearNetIncome: number
  /** Per dollar of production: pay, lead spend and what is left. */
  perDollar: { yield: number; leadPerDollar: number; net: number }
  production: Periods
  applications: Periods
  leads: Periods
  netIncomeGoal: Periods
  presentations: Periods
  doorKnocks: Periods
  leadInvestment: LeadPeriods
  /** Yearly net achieved (equals the year goal) – the chain's check figure. */
  netAchieved: number
  /** Year goal ÷ (week hours × weeks committed), full precision. */
  hourlyRate: number
}

export function emptyGoalRaw(): GoalRaw {
  return Object.fromEntries(GOAL_KEYS.map((k) => [k, ""])) as GoalRaw
}

/** Validates in the order the rules are listed and calculates; the first failing rule gives its message. */
export function calculateGoal(raw: Partial<GoalRaw>, messages: CalcMessages): CalcOutcome<GoalResult, GoalKey> {
  const v = parseAll(GOAL_KEYS, raw)
  if (!v) return { ok: false, message: messages.invalidNumbers, fields: unparsedKeys(GOAL_KEYS, raw) }

  const notPositive = GOAL_POSITIVE_KEYS.filter((k) => !(v[k] > 0))
  if (notPositive.length) return { ok: false, message: messages.notPositive, fields: notPositive }

  const badPercent = GOAL_PERCENT_KEYS.filter((k) => !(v[k] > 0 && v[k] <= 100))
  if (badPercent.length) return { ok: false, message: messages.goalPercent, fields: badPercent }

  const terms = {
    commission: v.commission,
    advance: v.advance,
    conversion: v.conversion,
    leadCost: v.leadCost,
    avgPremium: v.avgPremium,
  }
  const notAchievable = { ok: false as const, message: messages.goalNotAchievable, fields: [] as GoalKey[] }
  if (!isAchievable(perDollar(terms).net)) {
    return { ...notAchievable, fields: ["commission", "advance", "conversion", "leadCost", "avgPremium"] }
  }
  const yearGoal = v.monthlyNetIncome * 12
  const chain = yearlyChain(terms, yearGoal)
  if (!chain) return notAchievable

  const presentations = chain.applications / (v.presConv / 100)
  const doorKnocks = presentations * v.doorKnocks
  const result: GoalResult = {
    inputs: v,
    yearNetIncome: yearGoal,
    perDollar: { yield: chain.yield, leadPerDollar: chain.leadPerDollar, net: chain.net },
    production: periodsOf(chain.production),
    applications: periodsOf(chain.applications),
    leads: periodsOf(chain.leads),
    netIncomeGoal: periodsOf(yearGoal),
    presentations: periodsOf(presentations),
    doorKnocks: periodsOf(doorKnocks),
    leadInvestment: leadPeriodsOf(chain.leadInvestment),
    netAchieved: chain.netAchieved,
    hourlyRate: yearGoal / (v.weekHours * v.weeksCommitment),
  }
  // Inputs are capped (parse.ts), so this only guards against a pathological near-zero net.
  return allFinite(result) ? { ok: true, result } : notAchievable
}
