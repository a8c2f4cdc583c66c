/**
 * Turns a bad file in data/ into one readable build error that names the file and
 * the field, so a curator sees "data/site.json: missing required field "phone""
 * instead of a blank page in production.
 */
import { z } from "zod"
import { fieldPath } from "./fields"
import { elementOf, peel, shapeOf, variantsOf, type Schema } from "./walk"

export class DataError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "DataError"
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = fieldPath(issue.path)
  if (issue.code === "invalid_type" && issue.input === undefined) {
    return `missing required field "${field}" (expected ${issue.expected})`
  }
  if (issue.code === "invalid_type") {
    return `field "${field}" must be ${issue.expected} (got ${received(issue.input)})`
  }
  if (issue.code === "unrecognized_keys") {
    return `unknown field(s) ${issue.keys.map((k) => `"${field ? `${field}.` : ""}${k}"`).join(", ")}`
  }
  return field ? `field "${field}": ${issue.message}` : issue.message
}

function received(input: unknown): string {
  if (input === null) return "null"
  if (Array.isArray(input)) return "array"
  return typeof input
}

/** Parses JSON text, reporting a syntax error with the file name. */
export function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new DataError(`${file}: is not valid JSON (${(error as Error).message})`)
  }
}

/** Checks `value` against `schema`; throws a DataError naming the file and the first bad fields. */
export function validateData<T extends z.ZodType>(file: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(withEditorBlanksRemoved(schema, value), { reportInput: true })
  if (result.success) return result.data
  const lines = result.error.issues.slice(0, 5).map((issue) => describeIssue(issue))
  throw new DataError(`${file}: ${lines.join("; ")}`)
}

/** Nothing written: an empty string, null, an empty list, or an object holding only such values. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === "object") return Object.values(value).every(isBlank)
  return false
}

/**
 * What the browser editor (Decap CMS) writes for a field left empty, read as the field
 * being absent: it writes "" for a cleared text or number box, null for a cleared choice,
 * and keeps the key of an optional field once its box has been shown. So an optional
 * field that holds nothing is left out, and a cleared number box is reported as a
 * missing number rather than as a string. Anything else is passed on unchanged, for the
 * schema to judge.
 */
export function withEditorBlanksRemoved(schema: Schema, value: unknown): unknown {
  const { inner } = peel(schema)
  if (inner.type === "array" && Array.isArray(value)) {
    return value.map((item) => withEditorBlanksRemoved(elementOf(inner), item))
  }
  if (inner.type === "union" && value && typeof value === "object" && !Array.isArray(value)) {
    const { discriminator, options } = variantsOf(inner)
    if (!discriminator) return value
    const kind = (value as Record<string, unknown>)[discriminator]
    const match = options.find((option) => {
      const field = shapeOf(peel(option).inner)[discriminator]
      return field && z.safeParse(field, kind).success
    })
    return match ? withEditorBlanksRemoved(match, value) : value
  }
  if (inner.type !== "object" || !value || typeof value !== "object" || Array.isArray(value)) return value
  const shape = shapeOf(inner)
  const result: Record<string, unknown> = {}
  for (const [key, raw] of Object.entries(value)) {
    const field = shape[key] as Schema | undefined
    if (!field) {
      result[key] = raw // an unknown field: the strict schema names it
      continue
    }
    const { inner: fieldInner, optional } = peel(field)
    const normalised = withEditorBlanksRemoved(field, raw)
    if (optional && isBlank(normalised)) continue
    if (fieldInner.type === "number" && (normalised === "" || normalised === null)) continue
    result[key] = normalised
  }
  return result
}

/** A non-empty string after trimming. */
export const text = () => z.string().trim().min(1, "must not be empty")
