/**
 * Display formatting: money with "$", thousands separators and whole
 * dollars; counts as whole numbers. Only the display is rounded: the result objects
 * (and the webhook payloads) keep full precision.
 */
const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})
const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })

/** Rounds half away from zero to a whole number, never -0; non-finite becomes 0. */
export function roundWhole(value: number): number {
  if (!Number.isFinite(value)) return 0
  const rounded = Math.sign(value) * Math.round(Math.abs(value))
  return rounded === 0 ? 0 : rounded
}

/** "$12,346" / "-$1,200". */
export function formatMoney(value: number): string {
  return money.format(roundWhole(value))
}

/** "1,235". */
export function formatCount(value: number): string {
  return count.format(roundWhole(value))
}

export type Sign = "positive" | "negative" | "zero"

/** The sign of what is displayed (the rounded value), so colour, sign and label always agree with the digits. */
export function displaySign(value: number): Sign {
  const r = roundWhole(value)
  return r > 0 ? "positive" : r < 0 ? "negative" : "zero"
}

/** A difference: "+$1,200", "-$1,200", "$0" (no sign at zero). */
export function formatDelta(value: number, kind: "money" | "count"): string {
  const r = roundWhole(value)
  const body = kind === "money" ? formatMoney(Math.abs(r)) : formatCount(Math.abs(r))
  return r > 0 ? `+${body}` : r < 0 ? `-${body}` : body
}

/** The Same Lead Spend headline: "+" when non-negative (so "+$0" at zero), "-" otherwise. */
export function formatHeadline(value: number): string {
  const r = roundWhole(value)
  return r >= 0 ? `+${formatMoney(r)}` : `-${formatMoney(-r)}`
}
