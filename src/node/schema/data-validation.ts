/**
 * Turns a bad file in data/ into one readable build error that names the file and
 * the field, so a curator sees "data/site.json: missing required field "phone""
 * instead of a blank page in production.
 */
import { z } from "zod"

export class DataError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "DataError"
  }
}

function fieldPath(path: PropertyKey[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join("")
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
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  const lines = result.error.issues.slice(0, 5).map((issue) => describeIssue(issue))
  throw new DataError(`${file}: ${lines.join("; ")}`)
}

/** A non-empty string after trimming. */
export const text = () => z.string().trim().min(1, "must not be empty")
