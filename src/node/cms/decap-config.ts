/**
 * The browser editor's configuration (Decap CMS), generated from the collections: every
 * kind of data file becomes a collection of the editor, every field of its zod schema a
 * field of the editor, so nothing is declared twice and nothing can go stale. Written to
 * public/admin/config.yml by the build (src/node/cms/admin.ts).
 *
 * The mapping, from the zod type to Decap's widget:
 * - string → `string` when it is one short line (at most SHORT_TEXT characters, or held to
 *   a pattern such as an address or a key), else `text`; its checks become `pattern`
 * - number → `number` with min, max and step; an integer has `value_type: int`
 * - boolean → `boolean`; enum and literal → `select`
 * - object → `object`; array → `list` (min and max from its length), a list of several
 *   shapes told apart by one field (a discriminated union) → `list` with `types`
 * - imagePath() → `image`, with the folder its uploads go to (see `mediaFolderOf`);
 *   reference() (videoRef, personRef, quoteRef) → `relation`, so an editor picks a video,
 *   a person or a quote by what it is called
 * - optional, nullable or defaulted → `required: false`
 * Labels are the field's meta title, else its name in words; hints are its description.
 * A zod type with no mapping throws, so a new kind of field cannot be left out silently.
 */
import path from "path"
import { z } from "zod"
import type { Feature } from "../feature-type"
import type { Collection, DerivedType } from "../schema/collection"
import {
  checksOf,
  elementOf,
  peel,
  shapeOf,
  variantsOf,
  type Check,
  type GatsbyFieldMeta,
  type Schema,
} from "../schema/walk"
import { LINE_MAX } from "../schema/vocabulary"

/** Longest text (in characters) still edited in a one-line box: vocabulary's line(). */
export const SHORT_TEXT = LINE_MAX

/** One field of Decap's configuration (the keys Decap documents for its widgets). */
export type DecapField = {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  [option: string]: unknown
}

export type DecapCollection = {
  name: string
  label: string
  [option: string]: unknown
}

/** Where the editor saves, from the build's environment (src/node/cms/settings.ts). */
export type CmsSettings = {
  /** GitHub repository, owner/name. */
  repo: string
  branch: string
  /** Address of the OAuth service that signs editors in to GitHub. */
  oauthUrl: string
  oauthEndpoint: string
  /** The site's public address. */
  siteUrl: string
  /** decap-server's API, when the editor runs on this machine (npm run cms). */
  localBackend?: string
}

const WORDS: Record<string, string> = {
  seo: "SEO",
  cta: "call to action",
  faq: "FAQ",
  pdf: "PDF",
  qr: "QR",
  url: "URL",
}

/** A field name in words: "statsLabel" → "Stats label", "seoTitle" → "SEO title". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase())
    .join(" ")
  return words.charAt(0).toUpperCase() + words.slice(1)
}

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
function stringField(schema: Schema): Record<string, unknown> {
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

function numberField(schema: Schema): Record<string, unknown> {
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
function listBounds(schema: Schema): Record<string, number> {
  const bounds: Record<string, number> = {}
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") bounds.min = check.minimum as number
    if (check.check === "max_length") bounds.max = check.maximum as number
    if (check.check === "length_equals") bounds.min = bounds.max = check.length as number
  }
  return bounds
}

/** Options of a select: an enum's values or a literal's. */
function selectOptions(schema: Schema): string[] | null {
  if (schema.type === "enum") return (schema as z.ZodEnum).options.map(String)
  if (schema.type === "literal") return [...(schema as z.ZodLiteral).values].map(String)
  return null
}

/** What the generator needs to know of the other collections, to point a relation at its records. */
export type RelationTargets = Record<string, { collection: string; file: string; path: string; shownBy: string }>

type Context = {
  relations: RelationTargets
  /** Inside an optional object: Decap shows its fields whether or not it is filled, so none is required there. */
  insideOptional: boolean
  /** Where the image fields' uploads go, relative to the folder of the entry's file (see `mediaFolderOf`). */
  mediaFolder: string
}

function relationField(typeName: string, by: string, ctx: Context): Record<string, unknown> {
  const target = ctx.relations[typeName]
  if (!target) throw new Error(`no collection holds ${typeName} records for the editor to pick from`)
  const at = (field: string) => `${target.path}.${field}`
  return {
    widget: "relation",
    collection: target.collection,
    file: target.file,
    value_field: at(by),
    search_fields: [at(target.shownBy), at(by)],
    display_fields: [at(target.shownBy)],
    // Decap lists the first 20 records until the editor types; these lists are short enough to show whole.
    options_length: 1000,
  }
}

/**
 * Every image field names its own folder, so no upload falls back to the configuration's
 * one. Decap reads a folder without a leading "/" from the entry file's folder, and writes
 * the chosen picture as public_folder/name: with both the same, the stored path is the
 * file's path from the data file, which is how the build resolves it (imagePath()).
 */
function imageField(ctx: Context, widget: "image" | "file" = "image"): Record<string, unknown> {
  return { widget, choose_url: false, media_folder: ctx.mediaFolder, public_folder: ctx.mediaFolder }
}

/** The fields of an object schema. */
function objectFields(schema: Schema, ctx: Context, leaveOut: string[] = []): DecapField[] {
  return Object.entries(shapeOf(schema))
    .filter(([name]) => !leaveOut.includes(name))
    .map(([name, field]) => fieldFor(name, field, ctx))
}

/** The Decap field of one schema field. */
export function fieldFor(name: string, schema: Schema, ctx: Context): DecapField {
  const { inner, optional, meta } = peel(schema)
  const { description, title, gatsby, upload } = meta
  const base: DecapField = { name, label: title ?? labelOf(name), widget: "" }
  base.required = !optional && !ctx.insideOptional
  if (description) base.hint = description
  const widget = widgetFor(inner, gatsby, optional, ctx, upload)
  // Text that may be empty (an id the agency has not got yet) is written as "", never required.
  if (widget.default === "") base.required = false
  return { ...base, ...widget } as DecapField
}

function widgetFor(
  inner: Schema,
  gatsby: GatsbyFieldMeta | undefined,
  optional: boolean,
  ctx: Context,
  upload?: "file",
): Record<string, unknown> {
  const link = gatsby?.extensions?.link as { by?: string } | undefined
  if (gatsby && link) return relationField(gatsby.type, link.by ?? "id", ctx)
  if (gatsby?.extensions?.fileByRelativePath) return imageField(ctx, upload ?? "image")
  const options = selectOptions(inner)
  if (options) {
    const field: Record<string, unknown> = { widget: "select", options }
    if (options.length === 1) field.default = options[0]
    return field
  }
  switch (inner.type) {
    case "string":
      return stringField(inner)
    case "number":
      return numberField(inner)
    case "boolean":
      return { widget: "boolean", default: false }
    case "object":
      return {
        widget: "object",
        fields: objectFields(inner, { ...ctx, insideOptional: ctx.insideOptional || optional }),
      }
    case "array":
      return listField(inner, ctx)
    default:
      throw new Error(`zod type "${inner.type}" has no field in the editor`)
  }
}

function listField(schema: Schema, ctx: Context): Record<string, unknown> {
  // Each item of a list is written whole, so the fields inside it are required again.
  const itemCtx = { ...ctx, insideOptional: false }
  const bounds = listBounds(schema)
  const element = peel(elementOf(schema))
  const gatsby = element.meta.gatsby
  const link = gatsby?.extensions?.link as { by?: string } | undefined
  if (gatsby && link) {
    return { ...relationField(gatsby.type, link.by ?? "id", ctx), multiple: true, ...bounds }
  }
  if (element.inner.type === "object") {
    const fields = objectFields(element.inner, itemCtx)
    const named = fields.find((f) => ["string", "relation", "image", "file"].includes(f.widget))
    return {
      widget: "list",
      collapsed: true,
      ...(named ? { summary: `{{fields.${named.name}}}` } : {}),
      fields,
      ...bounds,
    }
  }
  const union = element.inner.type === "union" ? variantsOf(element.inner) : undefined
  if (union?.discriminator) {
    const key = union.discriminator
    const types = union.options.map((option) => {
      const variant = peel(option)
      const tag = selectOptions(peel(shapeOf(variant.inner)[key]).inner)
      if (tag?.length !== 1) throw new Error(`a variant of the list's "${key}" needs one literal value`)
      const variantFields = objectFields(variant.inner, itemCtx, [key])
      return {
        name: tag[0],
        label: labelOf(tag[0]),
        widget: "object",
        summary: `{{fields.${variantFields[0]?.name ?? key}}}`,
        fields: variantFields,
      }
    })
    return { widget: "list", typeKey: key, types, ...bounds }
  }
  const item = fieldFor("item", elementOf(schema), itemCtx)
  delete item.default
  // Open, so each line shows its own box rather than a row of collapsed "Item"s.
  return { widget: "list", collapsed: false, field: { ...item, label: labelOf("item") }, ...bounds }
}

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
export function mediaFolderOf(collection: Collection): string {
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
export function generatedNote(file: string): string {
  const { by, command } = GENERATED_FILES[file]
  return `Not edited here: data/${file}, which ${by} writes (run \`${command}\` to write it anew); the build checks it.`
}

function filesCollectionName(feature: Feature, folders: Set<string>): string {
  return folders.has(feature.name) ? `${feature.name}-pages` : feature.name
}

/** Where each kind of referenced record lives in the editor's collections. */
export function relationTargets(features: readonly Feature[]): RelationTargets {
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
function folderCollection(collection: Collection, ctx: Context): DecapCollection {
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
  const ctx: Context = { relations, insideOptional: false, mediaFolder: "" }
  const folders = new Set(features.flatMap((f) => (f.collections ?? []).filter(isFolder).map(folderName)))
  const result: DecapCollection[] = []
  for (const feature of features) {
    const collections = feature.collections ?? []
    for (const c of collections.filter(isFolder)) result.push(folderCollection(c, ctx))
    const singles = collections.filter((c) => !isFolder(c))
    const generated = singles.filter((c) => GENERATED_FILES[c.files[0]])
    const edited = singles.filter((c) => !GENERATED_FILES[c.files[0]])
    if (!edited.length) continue
    const group: DecapCollection = {
      name: filesCollectionName(feature, folders),
      label: feature.label,
      delete: false,
      files: edited.map((c) => ({
        name: fileEntryName(c),
        label: c.label,
        file: `data/${c.files[0]}`,
        fields: objectFields(peel(c.schema).inner, { ...ctx, mediaFolder: mediaFolderOf(c) }),
      })),
    }
    if (generated.length) group.description = generated.map((c) => generatedNote(c.files[0])).join(" ")
    result.push(group)
  }
  return result
}

/**
 * The whole configuration. Saves go to GitHub through the editorial workflow (a draft is
 * a branch and a pull request; publishing merges it), and the host builds the site from
 * the branch on every push. With `localBackend`, the editor on this machine saves to the
 * working copy through decap-server instead (Decap uses it only on localhost).
 */
export function decapConfig(features: readonly Feature[], settings: CmsSettings): Record<string, unknown> {
  const config: Record<string, unknown> = {
    backend: {
      name: "github",
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.oauthUrl,
      auth_endpoint: settings.oauthEndpoint,
      squash_merges: true,
    },
    publish_mode: "editorial_workflow",
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    // Every image field names its own folder (imageField); this one is only what the Media
    // page lists and where an upload made there lands: the portraits, the pictures most
    // often replaced.
    media_folder: "data/people",
    public_folder: "people",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: decapCollections(features),
  }
  if (settings.localBackend) config.local_backend = { url: settings.localBackend }
  return config
}
