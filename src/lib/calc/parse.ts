/**
 * How a calculator field's text becomes a number. The fields are text inputs with a
 * decimal keypad (inputmode="decimal"), so the text the visitor typed reaches us as is
 * and every input has one defined outcome:
 *
 * | typed           | outcome                                   |
 * |-----------------|-------------------------------------------|
 * | ""  / "   "     | not a number ("Please fill in all fields with valid numbers.") |
 * | "abc", "12abc"  | not a number                              |
 * | "1e400", "1e3"  | not a number: exponent notation is refused (it is never typed on purpose, and 1e400 would be Infinity) |
 * | "-5"            | -5: a number, then refused by the range checks ("must be greater than zero" / the percent message) |
 * | "0"             | 0: a number, then refused by the range checks |
 * | " 12 "          | 12: spaces around the number are ignored  |
 * | "12,000"        | 12000: commas are accepted as US thousands separators, only in groups of three ("1,2" is not a number) |
 * | "$12,000"/"75%" | 12000 / 75: one leading "$" or trailing "%" is ignored |
 * | ".5", "5."      | 0.5, 5                                    |
 * | beyond ±1e9     | not a number: no real target or cost is that large, and the cap keeps every result finite |
 */
export const MAX_INPUT = 1_000_000_000

const NUMBER_SHAPE = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?$/

/** The number in `raw`, or null when it is not a number by the rules above. Never NaN or Infinity. */
export function parseNumberInput(raw: string | null | undefined): number | null {
  if (typeof raw !== "string") return null
  let text = raw.trim()
  if (text.startsWith("$")) text = text.slice(1).trim()
  else if (/^[+-]\$/.test(text)) text = text[0] + text.slice(2)
  if (text.endsWith("%")) text = text.slice(0, -1).trim()
  if (!NUMBER_SHAPE.test(text) || !/\d/.test(text)) return null
  const value = Number(text.replace(/,/g, ""))
  if (!Number.isFinite(value) || Math.abs(value) > MAX_INPUT) return null
  return value === 0 ? 0 : value // no -0
}

/** Parses every field of `raw`; null when any field is not a number. */
export function parseAll<K extends string>(
  keys: readonly K[],
  raw: Partial<Record<K, string>>,
): Record<K, number> | null {
  const out = {} as Record<K, number>
  for (const key of keys) {
    const value = parseNumberInput(raw[key])
    if (value === null) return null
    out[key] = value
  }
  return out
}

/** The keys of `raw` whose text is not a number (to mark those fields invalid). */
export function unparsedKeys<K extends string>(keys: readonly K[], raw: Partial<Record<K, string>>): K[] {
  return keys.filter((key) => parseNumberInput(raw[key]) === null)
}
