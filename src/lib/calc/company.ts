/**
 * The per-company chain (the Goal Calculator is one company).
 * All percents arrive as typed (75 means 75 %) and become fractions here.
 */
export type CompanyTerms = {
  /** Commission %, e.g. 110. */
  commission: number
  /** Advance %, e.g. 75. */
  advance: number
  /** Conversion / closing rate %: sales per 100 leads. */
  conversion: number
  /** Average lead cost in dollars. */
  leadCost: number
  /** Average annual premium in dollars. */
  avgPremium: number
}

/** Share of production paid at full commission; the rest is paid at commission minus 20 points. */
const FULL_COMMISSION_SHARE = 0.75
const REDUCED_COMMISSION_SHARE = 0.25
const REDUCED_COMMISSION_POINTS = 0.2

/**
 * A per-dollar net below a billionth of a dollar counts as zero: floating point can leave
 * 2.7e-17 where the exact answer is 0 (20 % commission at 100 % advance against a lead cost
 * of exactly 15 cents per premium dollar), which would otherwise "need" 4e21 of production.
 */
const NET_EPSILON = 1e-9

/** True when `net` (per dollar of production) leaves something to live on. */
export function isAchievable(net: number): boolean {
  return net > NET_EPSILON
}

export type PerDollar = {
  /** Pay per dollar of production: 0.75·c·a + 0.25·max(c − 0.20, 0)·a. */
  yield: number
  /** Lead spend per dollar of production: leadCost ÷ (avgPremium · conv). */
  leadPerDollar: number
  /** yield − leadPerDollar; the target is achievable only when this is above zero. */
  net: number
}

export function perDollar(terms: CompanyTerms): PerDollar {
  const c = terms.commission / 100
  const a = terms.advance / 100
  const conv = terms.conversion / 100
  const r = Math.max(c - REDUCED_COMMISSION_POINTS, 0)
  const yieldPerDollar = FULL_COMMISSION_SHARE * c * a + REDUCED_COMMISSION_SHARE * r * a
  const leadPerDollar = terms.leadCost / (terms.avgPremium * conv)
  return { yield: yieldPerDollar, leadPerDollar, net: yieldPerDollar - leadPerDollar }
}

export type YearlyChain = PerDollar & {
  yearGoal: number
  production: number
  applications: number
  leads: number
  leadInvestment: number
  netAchieved: number
}

/**
 * Yearly figures needed to net `yearGoal` under `terms`, or null when the per-dollar net
 * is zero or less (not achievable) or a figure would not be finite.
 */
export function yearlyChain(terms: CompanyTerms, yearGoal: number): YearlyChain | null {
  const pd = perDollar(terms)
  if (!isAchievable(pd.net)) return null
  const production = yearGoal / pd.net
  const applications = production / terms.avgPremium
  const leads = applications / (terms.conversion / 100)
  const leadInvestment = leads * terms.leadCost
  const netAchieved = production * pd.yield - leadInvestment
  const chain = { ...pd, yearGoal, production, applications, leads, leadInvestment, netAchieved }
  return allFinite(chain) ? chain : null
}

/** Same Lead Spend Challenge for one company: what `spend` a year buys under `terms`. */
export type SameSpend = {
  leads: number
  applications: number
  production: number
  netAchieved: number
}

export function sameSpendChain(terms: CompanyTerms, spend: number): SameSpend {
  const { yield: y } = perDollar(terms)
  const leads = spend / terms.leadCost
  const applications = leads * (terms.conversion / 100)
  const production = applications * terms.avgPremium
  const netAchieved = production * y - spend
  return { leads, applications, production, netAchieved }
}

/** Hourly rate: yearly net ÷ (week hours × weeks), 0 when there are no hours. */
export function hourlyRate(yearlyNet: number, weekHours: number, weeks: number): number {
  const hours = weekHours * weeks
  if (!(hours > 0)) return 0
  const rate = yearlyNet / hours
  return Number.isFinite(rate) ? rate : 0
}

/** True when every number in `value` (deeply) is finite. */
export function allFinite(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value)
  if (value && typeof value === "object") return Object.values(value).every(allFinite)
  return true
}
