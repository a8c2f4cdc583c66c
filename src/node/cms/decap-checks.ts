/**
 * zod's checks in the terms of Decap's widgets: a string's widget (one line or a text
 * area) and its `pattern`, a number's min, max and step, a list's min and max.
 */
import { z } from "zod"
import { checksOf, type Check, type Schema } from "../schema/walk"
import { LINE_MAX } from "../schema/vocabulary"

/** Longest text (in characters) still edited in a one-line box: vocabulary's line(). */
const SHORT_TEXT = LINE_MAX

/** The message zod gives for a check, when it was written with one. */
function messageOf(check: Check): string | undefined {
  const error = check.error as ((issue: unknown) => unknown) | undefined
  const message = typeof error === "function" ? error({}) : undefined
  return typeof message === "string" ? message : undefined
}

/**
 * One regular expression (as Decap takes it: a source string, no flags) that holds all of
 * `parts`, each a source matched from the start of the value: `^(?=a)(?=b)`.
 */
function allOf(parts: { source: string; anchored: boolean }[]): string {
  if (parts.length === 1 && parts[0].anchored) return parts[0].source
  return `^${parts.map((p) => (p.anchored ? `(?=${p.source})` : `(?=[\\s\\S]*?(?:${p.source}))`)).join("")}`
}

/** Decap's `pattern` ([regex, message]) and the widget of a string schema. */
export function stringField(schema: Schema): Record<string, unknown> {
  // A format's own pattern (an email address) is in its definition, not among its checks.
  const { format, pattern } = schema.def as { format?: string; pattern?: RegExp }
  const parts: { source: string; anchored: boolean }[] = []
  const messages: string[] = []
  let max: number | undefined
  let maxMessage: string | undefined
  let min = 0
  const addPattern = (re: RegExp, message: string) => {
    if (re.flags.replace(/[gu]/g, ""))
      throw new Error(`a pattern with flags (/${re.source}/${re.flags}) has no Decap form`)
    parts.push({ source: re.source, anchored: re.source.startsWith("^") })
    messages.push(message)
  }
  if (format && pattern) addPattern(pattern, `must be a valid ${format} address`)
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") min = Math.max(min, check.minimum as number)
    if (check.check === "max_length") {
      max = check.maximum as number
      maxMessage = messageOf(check)
    }
    if (check.check === "length_equals") min = max = check.length as number
    if (check.check === "string_format" && check.pattern instanceof RegExp)
      addPattern(check.pattern, messageOf(check) ?? `must match ${check.pattern}`)
  }
  // Held to a pattern (an address, a key, a date) or short: one line.
  const oneLine = parts.length > 0 || (max !== undefined && max <= SHORT_TEXT)
  if (max !== undefined) {
    parts.push({ source: `^[\\s\\S]{0,${max}}$`, anchored: true })
    messages.push(maxMessage ?? `must be at most ${max} characters`)
  }
  const field: Record<string, unknown> = { widget: oneLine ? "string" : "text" }
  if (parts.length) field.pattern = [allOf(parts), messages.join("; ")]
  // A string that may be empty must still be written: an untouched box gives "".
  if (min === 0) field.default = ""
  return field
}

export function numberField(schema: Schema): Record<string, unknown> {
  const checks = checksOf(schema)
  const integer = (schema as z.ZodNumber).isInt
  const field: Record<string, unknown> = { widget: "number", value_type: integer ? "int" : "float" }
  if (integer) field.step = 1
  for (const check of checks) {
    const value = check.value as number
    // Decap's min and max are inclusive: an exclusive integer bound moves by one; an
    // exclusive decimal bound stays to the build check.
    if (check.check === "greater_than" && (check.inclusive || integer)) field.min = check.inclusive ? value : value + 1
    if (check.check === "less_than" && (check.inclusive || integer)) field.max = check.inclusive ? value : value - 1
    if (check.check === "multiple_of") field.step = value
  }
  return field
}

/** min and max of a list, from its length checks. */
export function listBounds(schema: Schema): Record<string, number> {
  const bounds: Record<string, number> = {}
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") bounds.min = check.minimum as number
    if (check.check === "max_length") bounds.max = check.maximum as number
    if (check.check === "length_equals") bounds.min = bounds.max = check.length as number
  }
  return bounds
}
