/**
 * The arithmetic of what it costs an agent to start: each cost runs from a low to a high
 * figure in whole dollars, a week of leads is the lead price times the leads bought in a
 * week, and the total adds the one-time and first-period costs. Written out without Intl
 * (see calc/format.ts): the box that shows them is on pages a browser hydrates.
 */
import { formatCount, formatMoney } from "./calc/format"
import { fillTokens } from "./text"

/** A figure known only within bounds: from `low` to `high` (equal when it is exact). */
export type Span = { readonly low: number; readonly high: number }

/** The figures data/site.json gives, in whole dollars and leads (the lead price is leads.priceLow and priceHigh). */
export type StartingFigures = {
  readonly licenseLow: number
  readonly licenseHigh: number
  readonly errorsAndOmissionsLow: number
  readonly errorsAndOmissionsHigh: number
  readonly leadPriceLow: number
  readonly leadPriceHigh: number
  readonly leadsPerWeekLow: number
  readonly leadsPerWeekHigh: number
}

/** Each cost to start, and their total: the license, one month of E&O and one week of leads. */
export type StartingCosts = {
  license: Span
  errorsAndOmissions: Span
  leadPrice: Span
  leadsPerWeek: Span
  weekOfLeads: Span
  total: Span
}

/** A week of leads: the cheapest price times the fewest leads, up to the dearest price times the most. */
export function weekOfLeads(price: Span, perWeek: Span): Span {
  return { low: price.low * perWeek.low, high: price.high * perWeek.high }
}

/** The sum of several spans: their lows added, and their highs. */
export function addSpans(spans: readonly Span[]): Span {
  return spans.reduce((sum, span) => ({ low: sum.low + span.low, high: sum.high + span.high }), { low: 0, high: 0 })
}

/** The costs to start worked out from the figures. */
export function startingCosts(figures: StartingFigures): StartingCosts {
  const license = { low: figures.licenseLow, high: figures.licenseHigh }
  const errorsAndOmissions = { low: figures.errorsAndOmissionsLow, high: figures.errorsAndOmissionsHigh }
  const leadPrice = { low: figures.leadPriceLow, high: figures.leadPriceHigh }
  const leadsPerWeek = { low: figures.leadsPerWeekLow, high: figures.leadsPerWeekHigh }
  const week = weekOfLeads(leadPrice, leadsPerWeek)
  return {
    license,
    errorsAndOmissions,
    leadPrice,
    leadsPerWeek,
    weekOfLeads: week,
    total: addSpans([license, errorsAndOmissions, week]),
  }
}

/**
 * A span as words: one figure when low and high are equal, otherwise `range` with its
 * {low} and {high} filled ("{low} to {high}" → "$150 to $300").
 */
export function formatSpan(span: Span, range: string, format: (value: number) => string): string {
  if (span.low === span.high) return format(span.low)
  return fillTokens(range, { low: format(span.low), high: format(span.high) })
}

/** A span of dollars: "$180 to $705", or "$20". */
export const formatMoneySpan = (span: Span, range: string) => formatSpan(span, range, formatMoney)

/** A span of counts: "10 to 15", or "12". */
export const formatCountSpan = (span: Span, range: string) => formatSpan(span, range, formatCount)
