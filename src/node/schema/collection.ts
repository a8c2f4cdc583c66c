/**
 * A collection is one kind of data file: where its files are in data/, the zod schema
 * they must satisfy, and the GraphQL node type gatsby-transformer-json gives them. From
 * this one declaration come the build-time checks (`readCollection`), the GraphQL types
 * (`graphqlTypesFor`) and the editors' JSON Schemas (`jsonSchemaFor`).
 */
import fs from "fs"
import path from "path"
import picomatch from "picomatch"
import { z } from "zod"
import { parseJson, validateData } from "./data-validation"
import { elementOf, peel, shapeOf, type GatsbyFieldMeta } from "./walk"
import { graphqlTypesFor, referencesIn, type GraphqlTypeDef } from "./zod-graphql"

export type Collection<S extends z.ZodType = z.ZodType> = {
  /** GraphQL node type: the name gatsby-transformer-json gives these files (data/home.json → HomeJson; see defineCollection). */
  typeName: string
  /** What an editor calls these files, e.g. "Home page": the name the browser editor lists them under. */
  label: string
  /** Files under data/ with this shape, as glob patterns (e.g. "trips/*\/trip.json"; `*` stays within one name). */
  files: string[]
  schema: S
  /** What the files are, shown in GraphiQL and in editors. */
  description: string
  /** Fields GraphQL adds to each file's node, resolved by build code (not written in the file). */
  derived?: z.ZodObject
  /**
   * Whether its files hold their text in English and in Spanish side by side, as the
   * browser editor writes them: `{ "en": {…the whole file…}, "es": {…its texts in
   * Spanish…} }` (translatedFileSchema). Build code reads the English; GraphQL gives
   * either language (`inLanguage`), a text not yet in Spanish read in English.
   */
  languages?: boolean
  /** How the browser editor treats a collection of several files (a `*` pattern): one entry per file. */
  entries?: {
    /** What one file is called, e.g. "Trip". */
    singular: string
    /** The field that names an entry in lists and, made lower-case with hyphens, names a new file. */
    identifierField: string
    /** A new entry's file (or folder) name, in Decap's template form, e.g. "{{destination}}-{{fields.year}}". */
    slug?: string
    /** The page that shows an entry, in Decap's template form, for the editor's links to it. */
    previewPath?: string
    /** Whether an editor may delete an entry (false when deleting the file alone would break the build). */
    deletable?: boolean
  }
}

/**
 * The GraphQL type gatsby-transformer-json gives a file: its name in UpperCamel case and
 * Json (home.json → HomeJson, in-home-survey.json → InHomeSurveyJson).
 */
export const fileTypeName = (fileName: string): string =>
  `${fileName
    .replace(/\.json$/, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("")}Json`

/**
 * Declares a collection, keeping the schema's precise type. Its GraphQL type is named
 * after its file (data/trips/x/trip.json → TripJson) unless `typeName` says otherwise, as
 * it must for files named by a pattern (data/stories/*.json).
 */
export function defineCollection<S extends z.ZodType>(
  collection: Omit<Collection<S>, "typeName"> & { typeName?: string },
): Collection<S> {
  const file = path.posix.basename(collection.files[0])
  if (!collection.typeName && file.includes("*")) throw new Error(`data/${collection.files[0]}: needs a typeName`)
  return { ...collection, typeName: collection.typeName ?? fileTypeName(file) }
}

/** A GraphQL-only node type whose fields are filled by build code (e.g. Trip), described by a zod schema too. */
export type DerivedType = {
  typeName: string
  schema: z.ZodType
  description: string
  /**
   * Where its records are written, when they are entries of a list in a data file: so an
   * editor picks one by name where a file names it with `reference()`.
   */
  records?: {
    /** The data file, relative to data/, e.g. "videos.json". */
    file: string
    /** The records' place in it, with * for each list, e.g. "videos.*" or "people.*.quotes.*". */
    path: string
    /** The record's field an editor recognises it by, e.g. "title". */
    shownBy: string
  }
}

/** Whether a path relative to data/ (with /) matches a collection's file pattern (hidden files never do). */
export function patternMatches(pattern: string, relativePath: string): boolean {
  return picomatch(pattern)(relativePath)
}

/** Paths (relative to `dataDir`, with /) of the files matching `pattern`, sorted. */
export function matchFiles(dataDir: string, pattern: string): string[] {
  if (!fs.existsSync(dataDir)) return []
  const matches = picomatch(pattern)
  return (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => matches(file) && fs.statSync(path.join(dataDir, file)).isFile())
    .sort()
}

export { LANGUAGES, type Language } from "../../lib/languages"

/**
 * What a Spanish text may hold beside the English of `schema`: any of its fields, each
 * checked as the English one is, and lists item by item.
 */
export function spanishSchema(schema: z.ZodType): z.ZodType {
  const { inner } = peel(schema)
  if (inner.type === "object") {
    const shape = Object.fromEntries(
      Object.entries(shapeOf(inner)).map(([key, field]) => [key, spanishSchema(field).optional()]),
    )
    return z.strictObject(shape)
  }
  if (inner.type === "array") return z.array(spanishSchema(elementOf(inner)))
  return inner
}

/**
 * Where a file's Spanish stands, in its English text (the editor shows a field that is not
 * translated in the English column only):
 * - "sample": written for the sample site, marked as the sample's other content is;
 * - "unchecked": written for the agency, not yet checked by a fluent speaker (what a file
 *   with Spanish and no mark means);
 * - "checked": checked by a fluent speaker.
 * A live build refuses Spanish in any state but "checked" (the preflight), as the Spanish
 * pages carry consent and disclosures, which must be checked in each language they are shown in.
 */
export const SPANISH_STATES = ["sample", "unchecked", "checked"] as const

/** Where a file's Spanish stands (SPANISH_STATES). */
export type SpanishState = (typeof SPANISH_STATES)[number]

/** The English text's field that holds where the file's Spanish stands. */
export const SPANISH_STATE = "spanish"

/** The shape of a file of a collection with `languages`: the whole text in English, and what is written in Spanish. */
export function translatedFileSchema(schema: z.ZodType) {
  const fields = schema as z.ZodObject
  if (SPANISH_STATE in fields.shape) {
    throw new Error(
      `a file in two languages cannot have a field "${SPANISH_STATE}": its English holds the Spanish's state there`,
    )
  }
  const english = fields.extend({
    [SPANISH_STATE]: z
      .enum(SPANISH_STATES)
      .optional()
      .describe(
        'Where the Spanish of this file stands: "sample" (written for the sample site), "unchecked" (written for the agency, not yet checked by a fluent speaker; what no value means) or "checked" (checked by a fluent speaker). A live build stops until it is "checked". Set it back to "unchecked" when the Spanish changes without a check.',
      ),
  })
  return z.strictObject({
    en: english.describe("The text in English: every field of the file, and where its Spanish stands."),
    es: spanishSchema(schema)
      .optional()
      .describe("The texts written in Spanish so far; a text left out is shown in English."),
  })
}

/** A data file as read and checked: its text in English and, in a file with `languages`, its Spanish. */
export type ReadFile<T = unknown> = {
  file: string
  data: T
  /** The Spanish as written (each text not written in Spanish is absent). */
  spanish?: unknown
  /** Where the Spanish stands (the English's SPANISH_STATE; "unchecked" when unmarked), in a file with `languages`. */
  spanishState?: SpanishState
}

/** Reads and checks one file of `collection`: its English text and, for one with `languages`, its Spanish. */
export function readTextFile<S extends z.ZodType>(
  dataDir: string,
  relativePath: string,
  collection: Collection<S>,
): ReadFile<z.output<S>> {
  if (!collection.languages) {
    return { file: relativePath, data: readDataFile(dataDir, relativePath, collection.schema) }
  }
  const { en, es } = readDataFile(dataDir, relativePath, translatedFileSchema(collection.schema))
  const { [SPANISH_STATE]: state, ...english } = en
  const spanishState = (state as SpanishState | undefined) ?? "unchecked"
  return { file: relativePath, data: english as z.output<S>, spanish: es, spanishState }
}

/** Reads and checks one file of `collection`: for one with `languages`, its English text. */
export function readCollectionFile<S extends z.ZodType>(
  dataDir: string,
  relativePath: string,
  collection: Collection<S>,
): z.output<S> {
  return readTextFile(dataDir, relativePath, collection).data
}

/** Reads and checks one data file against a collection's schema; errors name the file and the field. */
export function readDataFile<S extends z.ZodType>(dataDir: string, relativePath: string, schema: S): z.output<S> {
  const abs = path.join(dataDir, relativePath)
  // Named as the curator sees it in the repository, whichever folder holds the data.
  const shown = `data/${relativePath}`
  if (!fs.existsSync(abs)) throw new Error(`${shown}: file is missing`)
  return validateData(shown, schema, parseJson(shown, fs.readFileSync(abs, "utf8"))) as z.output<S>
}

/**
 * Reads every file of a collection. A collection named by one exact path (no `*`) must
 * exist; a pattern may match no file (a site without stories, say).
 */
export function readCollection<S extends z.ZodType>(
  dataDir: string,
  collection: Collection<S>,
): ReadFile<z.output<S>>[] {
  return collection.files.flatMap((pattern) => {
    const files = pattern.includes("*") ? matchFiles(dataDir, pattern) : [pattern]
    return files.map((file) => readTextFile(dataDir, file, collection))
  })
}

/** The one file of a single-file collection (e.g. data/home.json). */
export function readSingle<S extends z.ZodType>(dataDir: string, collection: Collection<S>): z.output<S> {
  const [file] = collection.files
  return readCollectionFile(dataDir, file, collection)
}

/** GraphQL types of a collection or derived node type. */
export function collectionTypes(collection: Collection | DerivedType): GraphqlTypeDef[] {
  const derived = "derived" in collection ? collection.derived : undefined
  const schema = derived ? (collection.schema as unknown as z.ZodObject).extend(derived.shape) : collection.schema
  const defs = graphqlTypesFor(schema, collection.typeName, { node: true, description: collection.description })
  if (!("languages" in collection && collection.languages)) return defs
  return defs.map((def) => (def.name === collection.typeName ? { ...def, languages: true } : def))
}

/**
 * JSON Schema of a collection's files for editors: field descriptions become hover text,
 * unknown fields are rejected as the build rejects them.
 */
export function jsonSchemaFor(collection: Collection): Record<string, unknown> {
  const schema = z.toJSONSchema(collection.languages ? translatedFileSchema(collection.schema) : collection.schema, {
    io: "input",
    target: "draft-7",
    unrepresentable: "any",
    // The build's and the browser editor's own notes on a field are not JSON Schema keywords.
    override: ({ jsonSchema }) => {
      delete (jsonSchema as Record<string, unknown>).gatsby
      delete (jsonSchema as Record<string, unknown>).upload
      delete (jsonSchema as Record<string, unknown>).sample
      delete (jsonSchema as Record<string, unknown>).embed
      delete (jsonSchema as Record<string, unknown>).sameInEveryLanguage
    },
  }) as Record<string, unknown>
  return { ...schema, title: collection.typeName, description: collection.description }
}

/* Field kinds that are not plain data. Each is a string in the JSON file. */

/** A path to an image file, relative to the JSON file; GraphQL resolves it to the File (for gatsby-plugin-image). */
export const imagePath = () =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .regex(/\.(jpe?g|png|webp|avif|tiff?)$/i, "must name a .jpg, .png, .webp, .avif or .tif file")
    .meta({ gatsby: { type: "File", extensions: { fileByRelativePath: {} } } satisfies GatsbyFieldMeta })

/** The id of a record of node type `typeName`; GraphQL resolves it to that record (by its field `by`). */
export const reference = (typeName: string, by = "id") =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .meta({ gatsby: { type: typeName, extensions: { link: { by } } } satisfies GatsbyFieldMeta })

/** A File node filled in by build code (derived types only). */
export const fileNode = () => z.string().meta({ gatsby: { type: "File" } satisfies GatsbyFieldMeta })

/**
 * Checks that every `reference()` in the files names an existing record: `targets` lists
 * the records by node type (each feature's `referenceTargets`), and `derived` says which
 * file holds each type's records. Throws naming the file, the field and the missing id.
 */
export function checkReferences(
  files: { file: string; data: unknown; collection: Collection }[],
  targets: Record<string, readonly string[]>,
  derived: readonly DerivedType[],
): void {
  for (const { file, data, collection } of files) {
    for (const ref of referencesIn(collection.schema, data)) {
      const known = targets[ref.type]
      if (!known) throw new Error(`data/${file}: field "${ref.path}": no data file declares ${ref.type} records`)
      if (!known.includes(ref.value)) {
        const where = derived.find((type) => type.typeName === ref.type)?.records?.file
        throw new Error(
          `data/${file}: field "${ref.path}": "${ref.value}" is not a known ${ref.type} (see data/${where ?? ""})`,
        )
      }
    }
  }
}

/** Reads every collection of `dataDir` once; `read` then gives a single-file collection's content. */
export function readAllCollections(dataDir: string, collections: readonly Collection[]) {
  const files = collections.flatMap((collection) =>
    readCollection(dataDir, collection).map((file) => ({ ...file, collection })),
  )
  return { files, read: readerOf(files) }
}

/** Gives a single-file collection's content from files already read. */
export function readerOf(files: readonly { data: unknown; collection: Collection }[]) {
  return <S extends z.ZodType>(collection: Collection<S>): z.output<S> => {
    const found = files.find((f) => f.collection === (collection as Collection))
    if (!found) throw new Error(`${collection.files.join(", ")}: not read`)
    return found.data as z.output<S>
  }
}
