/**
 * How every reader of a data schema sees a field: the build's checks
 * (data-validation.ts), the GraphQL types (zod-graphql.ts) and the editor's fields
 * (cms/decap-config.ts) all walk a schema through `peel`, so a wrapper one of them
 * understands is understood by all. Mostly zod's public API: a schema's `type`, `def`,
 * `unwrap()`, `in`, `shape`, `element` and `options`, and the metadata of
 * `z.globalRegistry`. Two things zod has no public reader for are read from its
 * internals, here only: each check's definition, `def.checks[i]._zod.def` (`checksOf`:
 * the patterns, lengths and bounds the editor's fields repeat), and the schema a
 * `.describe()` was cloned from, `_zod.parent` (`sharedShape`: the shared GraphQL type
 * name it keeps). zod is pinned to one version in package.json, so an upgrade that moves
 * them is a deliberate change, and the zod-graphql and cms-config tests read both.
 */
import { z } from "zod"

/** How a field is represented in Gatsby's schema when it is not plain data. */
export type GatsbyFieldMeta = {
  /** GraphQL type name, e.g. File or Person. */
  type: string
  /** Gatsby field extensions, e.g. { fileByRelativePath: {} } or { link: { by: "personId" } }. */
  extensions?: Record<string, Record<string, unknown>>
}

/**
 * What a schema's `.meta()` and `.describe()` may say. `upload: "file"` marks a picture
 * field whose files a browser may not draw (a phone's HEIC photo, which the build
 * converts): the editor offers every file of the folder for it.
 */
export type FieldMeta = {
  id?: string
  title?: string
  description?: string
  gatsby?: GatsbyFieldMeta
  upload?: "file"
  /** On a record's `sample` flag: what the sample is and what replaces it (vocabulary's sampleFlag). */
  sample?: SampleAdvice
  /** On an embed's id or address: what the pages show with it (site.ts's `embed`). */
  embed?: string
  /**
   * On a form's id that the site's own form stands in for while it is empty: the variable
   * naming where that form sends its requests (site.ts's `formEmbed`).
   */
  ownFormWebhook?: string
  /**
   * On a text that reads the same in every language (an address, a date, a name, a
   * colour): the editor asks for it in English only (vocabulary's sameInEveryLanguage).
   */
  sameInEveryLanguage?: boolean
}

/** What a record marked sample is, and what the agency puts in its place. */
export type SampleAdvice = { what: string; action: string }

export type Schema = z.ZodType

export const metaOf = (schema: Schema): FieldMeta => (z.globalRegistry.get(schema) as FieldMeta | undefined) ?? {}

/** Wrappers after which a field may be left out: it may be absent, null or take a default. */
const OPTIONAL = new Set(["optional", "nullable", "default", "prefault"])
/** Wrappers that change nothing a reader of the data sees. */
const TRANSPARENT = new Set(["readonly", "catch", "nonoptional"])

export type Peeled = {
  /** The schema under its wrappers: an object, array, string, number, enum… */
  inner: Schema
  /** Whether a wrapper lets the field be left out (optional, nullable or defaulted). */
  optional: boolean
  /** The metadata of the wrappers and the inner schema, the outermost first. */
  meta: FieldMeta
}

/** A field's schema without its wrappers (a pipe is read by what it takes in), with what they said. */
export function peel(schema: Schema): Peeled {
  let optional = false
  const meta: FieldMeta = {}
  let s = schema
  for (;;) {
    for (const [key, value] of Object.entries(metaOf(s))) {
      if (value !== undefined && !(key in meta)) (meta as Record<string, unknown>)[key] = value
    }
    if (OPTIONAL.has(s.type)) optional = true
    if (OPTIONAL.has(s.type) || TRANSPARENT.has(s.type)) s = (s as unknown as { unwrap(): Schema }).unwrap()
    else if (s.type === "pipe") s = (s as z.ZodPipe<Schema, Schema>).in
    else return { inner: s, optional, meta }
  }
}

/** The fields of an object schema. */
export const shapeOf = (schema: Schema): Record<string, Schema> =>
  (schema as z.ZodObject).shape as Record<string, Schema>

/** The element schema of an array schema. */
export const elementOf = (schema: Schema): Schema => (schema as z.ZodArray<Schema>).element

/** The variants of a union schema, and the field that tells them apart when it is discriminated. */
export function variantsOf(schema: Schema): { options: readonly Schema[]; discriminator?: string } {
  const union = schema as z.ZodDiscriminatedUnion<z.ZodObject[]>
  return { options: union.options, discriminator: union.def.discriminator }
}

/** A check a string or number schema carries (`check` names it: "string_format", "min_length"…). */
export type Check = { check: string; format?: string; pattern?: RegExp; error?: unknown; [key: string]: unknown }

/**
 * Visits every value of valid `data` with the schema that declares it (peeled) and its
 * place in the file, parents before their fields; a union's value is visited again with
 * the variant it matches.
 */
export function walkData(
  schema: Schema,
  data: unknown,
  visit: (field: Peeled, value: unknown, at: (string | number)[]) => void,
  at: (string | number)[] = [],
): void {
  if (data === undefined || data === null) return
  const field = peel(schema)
  visit(field, data, at)
  const { inner } = field
  if (inner.type === "array" && Array.isArray(data)) {
    data.forEach((item, i) => walkData(elementOf(inner), item, visit, [...at, i]))
  } else if (inner.type === "object" && typeof data === "object") {
    const record = data as Record<string, unknown>
    for (const [key, child] of Object.entries(shapeOf(inner))) walkData(child, record[key], visit, [...at, key])
  } else if (inner.type === "union") {
    const match = variantsOf(inner).options.find((option) => z.safeParse(option, data).success)
    if (match) walkData(match, data, visit, at)
  }
}

/** The checks a schema carries, as zod defines them (zod publishes no reader for them). */
export const checksOf = (schema: Schema): Check[] =>
  ((schema.def as { checks?: { _zod: { def: Check } }[] }).checks ?? []).map((c) => c._zod.def)

/**
 * The shared name of a shape: its own `meta({ id })`, or that of the schema it was cloned
 * from by `.describe()` (the registry does not pass an id on to a clone).
 */
export function sharedName(schema: Schema): string | undefined {
  const shape = sharedShape(schema)
  return shape && metaOf(shape).id
}

/** The schema that carries a shape's `meta({ id })`: the schema itself or one it was cloned from. */
export function sharedShape(schema: Schema): Schema | undefined {
  for (let s: Schema | undefined = schema; s; s = (s as unknown as { _zod: { parent?: Schema } })._zod.parent) {
    if (metaOf(s).id) return s
  }
  return undefined
}
