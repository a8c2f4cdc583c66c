/**
 * Display formatting: money with "$", thousands separators and whole
 * dollars; counts as whole numbers. Only the display is rounded: the result objects
 * (and the webhook payloads) keep full precision.
 *
 * Written out rather than with Intl.NumberFormat: the first Intl object a page creates
 * makes the browser load its locale data, a main-thread task of 25–90 ms in Chromium
 * on a 2-core machine (about four times that on a slow phone), paid again by every page that
 * shows a dollar amount while it hydrates. The output is the same as en-US's.
 */

/** "1,234,567": a whole number's digits in groups of three, with its sign ("-1,200"). */
export function groupThousands(whole: number): string {
  // From 1e21 on, String() writes an exponent ("1.2e+21"): written out, with zeros.
  const written = String(Math.abs(whole))
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(written)
  const digits = exponent
    ? exponent[1] + (exponent[2] ?? "") + "0".repeat(Number(exponent[3]) - (exponent[2] ?? "").length)
    : written
  return (whole < 0 ? "-" : "") + digits.replace(/\B(?=(\d{3})+$)/g, ",")
}

/** Rounds half away from zero to a whole number, never -0; non-finite becomes 0. */
export function roundWhole(value: number): number {
  if (!Number.isFinite(value)) return 0
  const rounded = Math.sign(value) * Math.round(Math.abs(value))
  return rounded === 0 ? 0 : rounded
}

/** "$12,346" / "-$1,200". */
export function formatMoney(value: number): string {
  const r = roundWhole(value)
  return `${r < 0 ? "-" : ""}$${groupThousands(Math.abs(r))}`
}

/** "1,235". */
export function formatCount(value: number): string {
  return groupThousands(roundWhole(value))
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
