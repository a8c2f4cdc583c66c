/**
 * The collections of the browser editor (Decap CMS): a group per area for its single
 * data files, and one collection per kind of data stored as several files, each with the
 * fields of its schema (decap-fields.ts), where its pictures are uploaded, and where each
 * kind of referenced record is picked from.
 */
import path from "path"
import type { Feature } from "../feature-type"
import { peel } from "../schema/walk"
import { LANGUAGES, SPANISH_STATE, type Collection, type DerivedType, type SpanishState } from "../schema/collection"
import { objectFields, type DecapField, type FieldContext, type RelationTargets } from "./decap-fields"
import { TEXT_WIDGETS } from "./previews"

/** One collection of Decap's configuration: a group of single files, or a folder of entries. */
export type DecapCollection = {
  name: string
  label: string
  /** A group's files, each with its fields. */
  files?: DecapFile[]
  [option: string]: unknown
}

/** One file of a group. */
export type DecapFile = { name: string; label: string; file: string; fields: DecapField[]; i18n?: boolean }

/** The Decap collection name of each feature's single files, and of each collection of several files. */
const folderName = (c: Collection) => c.files[0].split("/")[0]
const isFolder = (c: Collection) => c.files.some((f) => f.includes("*"))
const fileEntryName = (c: Collection) => path.posix.basename(c.files[0], ".json")

/**
 * Where a collection's pictures go, from the folder of the data file that uses them:
 * - an entry with a folder of its own (data/trips/<slug>/trip.json): that folder ("");
 * - entries sharing a folder (data/stories/*.json): that folder too, beside them ("");
 * - a single file: a folder named after it, beside it (data/people.json → data/people/,
 *   so a portrait is stored as "people/name.jpg").
 * A folder template naming the entry's file ({{filename}}) is not used: a new entry has no
 * file yet when its picture is chosen, so the stored path and the upload would differ.
 */
function mediaFolderOf(collection: Collection): string {
  if (isFolder(collection)) return ""
  return path.posix.basename(collection.files[0], ".json")
}

/**
 * Data files a script writes: the editor leaves them out (a change there would be lost the
 * next time the script runs) and says so in their group's description.
 */
export const GENERATED_FILES: Record<string, { by: string; command: string }> = {
  "zip-eligibility.json": { by: "scripts/make-zip-lists.ts", command: "npx tsx scripts/make-zip-lists.ts" },
}

/** What a group's description says of a file it leaves out. */
function generatedNote(file: string): string {
  const { by, command } = GENERATED_FILES[file]
  return `Not edited here: data/${file}, which ${by} writes (run \`${command}\` to write it anew); the build checks it.`
}

function filesCollectionName(feature: Feature, folders: Set<string>): string {
  return folders.has(feature.name) ? `${feature.name}-pages` : feature.name
}

/** Where each kind of referenced record lives in the editor's collections. */
function relationTargets(features: readonly Feature[]): RelationTargets {
  const folders = new Set(features.flatMap((f) => (f.collections ?? []).filter(isFolder).map(folderName)))
  const targets: RelationTargets = {}
  const derived: DerivedType[] = features.flatMap((f) => f.derivedTypes ?? [])
  for (const type of derived) {
    if (!type.records) continue
    const records = type.records
    const feature = features.find((f) => f.collections?.some((c) => c.files.includes(records.file)))
    const collection = feature?.collections?.find((c) => c.files.includes(records.file))
    if (!feature || !collection) throw new Error(`${type.typeName}: no collection declares data/${records.file}`)
    targets[type.typeName] = {
      collection: filesCollectionName(feature, folders),
      file: fileEntryName(collection),
      path: records.path,
      shownBy: records.shownBy,
    }
  }
  return targets
}

/** A collection of several files (one entry each): data/stories/*.json, data/trips/<slug>/trip.json. */
function folderCollection(collection: Collection, ctx: FieldContext): DecapCollection {
  const pattern = collection.files[0]
  const star = pattern.indexOf("*")
  const folder = `data/${pattern.slice(0, star).replace(/\/$/, "")}`
  const rest = pattern.slice(star + 1)
  const entries = collection.entries
  if (!entries) throw new Error(`${collection.typeName}: a collection of several files needs its "entries" settings`)
  const decap: DecapCollection = {
    name: folderName(collection),
    label: collection.label,
    label_singular: entries.singular,
    description: collection.description,
    folder,
    extension: "json",
    format: "json",
    create: true,
    delete: entries.deletable ?? true,
    identifier_field: entries.identifierField,
    summary: `{{${entries.identifierField}}}`,
  }
  if (entries.slug) decap.slug = entries.slug
  if (entries.previewPath) decap.preview_path = entries.previewPath
  if (rest.startsWith("/")) {
    // One folder per entry (data/trips/<slug>/trip.json): the entry's photos are saved in its own folder.
    decap.path = `{{slug}}${rest.replace(/\.json$/, "")}`
    decap.media_folder = ""
    decap.public_folder = ""
  }
  decap.fields = objectFields(peel(collection.schema).inner, { ...ctx, mediaFolder: mediaFolderOf(collection) })
  return decap
}

/** The collections of the editor: a group per area for its single files, and one per collection of several files. */
export function decapCollections(features: readonly Feature[]): DecapCollection[] {
  const relations = relationTargets(features)
  const ctx: FieldContext = { relations, insideOptional: false, mediaFolder: "" }
  const folders = new Set(features.flatMap((f) => (f.collections ?? []).filter(isFolder).map(folderName)))
  const result: DecapCollection[] = []
  for (const feature of features) {
    const collections = feature.collections ?? []
    for (const c of collections.filter(isFolder)) result.push(folderCollection(c, ctx))
    const singles = collections.filter((c) => !isFolder(c))
    const generated = singles.filter((c) => GENERATED_FILES[c.files[0]])
    const edited = singles.filter((c) => !GENERATED_FILES[c.files[0]] && !c.languages)
    const translated = singles.filter((c) => c.languages)
    const fileOf = (c: Collection): DecapFile => ({
      name: fileEntryName(c),
      label: c.label,
      file: `data/${c.files[0]}`,
      fields: objectFields(peel(c.schema).inner, { ...ctx, mediaFolder: mediaFolderOf(c) }),
    })
    if (edited.length) {
      const group: DecapCollection = {
        name: filesCollectionName(feature, folders),
        label: feature.label,
        delete: false,
        files: edited.map(fileOf),
      }
      if (generated.length) group.description = generated.map((c) => generatedNote(c.files[0])).join(" ")
      result.push(group)
    }
    // The editor reads every file of a group that has languages as a file in two languages,
    // so the files in English and Spanish form a group of their own.
    if (translated.length) {
      result.push({
        name: `${filesCollectionName(feature, folders)}-${LANGUAGE_GROUP_SUFFIX}`,
        label: `${feature.label}: English and Spanish`,
        description: "Each text in English and, beside it, in Spanish. A text left empty in Spanish shows in English.",
        delete: false,
        i18n: true,
        files: translated.map((c) => {
          const file = fileOf(c)
          return { ...file, i18n: true, fields: [...file.fields.map(translatable), SPANISH_STATE_FIELD] }
        }),
      })
    }
  }
  return result
}

/** Each state of a file's Spanish as the editor offers it. */
const SPANISH_STATE_OPTIONS: { label: string; value: SpanishState }[] = [
  { label: "Written for the sample site", value: "sample" },
  { label: "Not yet checked by a fluent speaker", value: "unchecked" },
  { label: "Checked by a fluent speaker", value: "checked" },
]

/**
 * Where a file's Spanish stands (SPANISH_STATE), last in the English column (a field not
 * marked i18n is edited in the English only). Left empty, it reads as not yet checked.
 */
const SPANISH_STATE_FIELD: DecapField = {
  name: SPANISH_STATE,
  label: "Spanish text",
  widget: "select",
  options: SPANISH_STATE_OPTIONS,
  required: false,
  default: "unchecked",
  hint: "Until this is “Checked by a fluent speaker”, a live build stops (the Spanish pages carry consent and notices). Set it to “Checked by a fluent speaker” once someone fluent in Spanish has read this file's Spanish; set it back to “Not yet checked by a fluent speaker” when the Spanish changes without a check.",
}

/** The end of the name of a feature's group of files in two languages. */
const LANGUAGE_GROUP_SUFFIX = "languages"

/** The editor's setting for the files in two languages: each file holds both, English first. */
export const DECAP_I18N = { structure: "single_file", locales: [...LANGUAGES], default_locale: "en" }

/** A text made of fact tokens only, e.g. "{agencyDescription}". */
const ONLY_TOKENS = /^\s*(?:\{\w+\}\s*)+$/

/** A field that may hold others: an object's fields, a list's item or a list's kinds of item. */
type NestedField = DecapField & { fields?: DecapField[]; field?: DecapField; types?: DecapField[] }

/** Whether a field's value is text a visitor reads (a line or a paragraph). */
const isText = (field: DecapField) => (TEXT_WIDGETS as readonly string[]).includes(field.widget)

/** `key` of a value read from a file, when the value is an object. */
const fieldOfValue = (value: unknown, key: string) => (value as Record<string, unknown> | undefined)?.[key]

/**
 * The texts the editor asks for in Spanish (`fields`: the file's fields in its English and
 * Spanish group) that have none yet, blank or missing, by their place in the file's
 * Spanish ("es.heading"): its English text shows in their place. A list of several kinds
 * of item (`types`) is not looked into.
 */
export function textsNotInSpanish(fields: readonly DecapField[], en: unknown, es: unknown): string[] {
  const missing: string[] = []
  const visit = (field: DecapField, english: unknown, spanish: unknown, at: string) => {
    if (!field.i18n || english === undefined || english === null || english === "") return
    // A text that is only facts ("{ratings}") reads in Spanish once the facts are.
    if (typeof english === "string" && ONLY_TOKENS.test(english)) return
    const { fields: children, field: item } = field as NestedField
    if (isText(field)) {
      if (typeof spanish !== "string" || !spanish.trim()) missing.push(at)
    } else if (children) {
      for (const child of children) {
        visit(child, fieldOfValue(english, child.name), fieldOfValue(spanish, child.name), `${at}.${child.name}`)
      }
    } else if (item && Array.isArray(english)) {
      english.forEach((value, i) => visit(item, value, Array.isArray(spanish) ? spanish[i] : undefined, `${at}[${i}]`))
    }
  }
  for (const field of fields)
    visit(field, fieldOfValue(en, field.name), fieldOfValue(es, field.name), `es.${field.name}`)
  return missing
}

/**
 * A field marked as written in each language (`i18n: true`) when it holds text, or an
 * object or list holding some; other fields (a choice, a number, a picture, a link to a
 * record) stay in the English text only.
 */
function translatable(field: DecapField): DecapField {
  if (field.i18n === false) return field
  if (isText(field)) return { ...field, i18n: true }
  const { fields, field: item, types } = field as NestedField
  const nested = {
    ...(fields && { fields: fields.map(translatable) }),
    ...(item && { field: translatable(item) }),
    ...(types && { types: types.map(translatable) }),
  }
  const children = [...(nested.fields ?? []), ...(nested.field ? [nested.field] : []), ...(nested.types ?? [])]
  return children.some((child) => child.i18n) ? { ...field, ...nested, i18n: true } : field
}
