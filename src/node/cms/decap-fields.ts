/**
 * The fields of the browser editor (Decap CMS), generated from the zod schemas: every
 * field of a data file's schema becomes a field of the editor, with the widget its type
 * calls for.
 *
 * The mapping, from the zod type to Decap's widget:
 * - string → `string` when it is one short line (at most SHORT_TEXT characters, or held to
 *   a pattern such as an address or a key), else `text`; its checks become `pattern`
 * - number → `number` with min, max and step; an integer has `value_type: int`
 * - boolean → `boolean`; enum and literal → `select`
 * - object → `object`; array → `list` (min and max from its length), a list of several
 *   shapes told apart by one field (a discriminated union) → `list` with `types`
 * - imagePath() → `image`, with the folder its uploads go to (see `mediaFolderOf`, in
 *   decap-collections.ts); reference() (videoRef, personRef, quoteRef) → `relation`, so an
 *   editor picks a video, a person or a quote by what it is called
 * - optional, nullable or defaulted → `required: false`
 * Labels are the field's meta title, else its name in words; hints are its description.
 * A zod type with no mapping throws, so a new kind of field cannot be left out silently.
 */
import { z } from "zod"
import { elementOf, peel, shapeOf, variantsOf, type GatsbyFieldMeta, type Schema } from "../schema/walk"
import { listBounds, numberField, stringField } from "./decap-checks"

/** One field of Decap's configuration (the keys Decap documents for its widgets). */
export type DecapField = {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  [option: string]: unknown
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

/** Options of a select: an enum's values or a literal's. */
function selectOptions(schema: Schema): string[] | null {
  if (schema.type === "enum") return (schema as z.ZodEnum).options.map(String)
  if (schema.type === "literal") return [...(schema as z.ZodLiteral).values].map(String)
  return null
}

/** What the generator needs to know of the other collections, to point a relation at its records. */
export type RelationTargets = Record<string, { collection: string; file: string; path: string; shownBy: string }>

/** Where a field is made: the relations' targets, whether inside an optional object, where its uploads go. */
export type FieldContext = {
  relations: RelationTargets
  /** Inside an optional object: Decap shows its fields whether or not it is filled, so none is required there. */
  insideOptional: boolean
  /** Where the image fields' uploads go, relative to the folder of the entry's file (see `mediaFolderOf` in decap-collections.ts). */
  mediaFolder: string
}

function relationField(typeName: string, by: string, ctx: FieldContext): Record<string, unknown> {
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
function imageField(ctx: FieldContext, widget: "image" | "file" = "image"): Record<string, unknown> {
  return { widget, choose_url: false, media_folder: ctx.mediaFolder, public_folder: ctx.mediaFolder }
}

/** The fields of an object schema. */
export function objectFields(schema: Schema, ctx: FieldContext, leaveOut: string[] = []): DecapField[] {
  return Object.entries(shapeOf(schema))
    .filter(([name]) => !leaveOut.includes(name))
    .map(([name, field]) => fieldFor(name, field, ctx))
}

/** The Decap field of one schema field. */
export function fieldFor(name: string, schema: Schema, ctx: FieldContext): DecapField {
  const { inner, optional, meta } = peel(schema)
  const { description, title, gatsby, upload } = meta
  const base: DecapField = { name, label: title ?? labelOf(name), widget: "" }
  base.required = !optional && !ctx.insideOptional
  if (description) base.hint = description
  // Not written in Spanish too, in a file in two languages.
  if (meta.sameInEveryLanguage) base.i18n = false
  const widget = widgetFor(inner, gatsby, optional, ctx, upload)
  // Text that may be empty (an id the agency has not got yet) is written as "", never required.
  if (widget.default === "") base.required = false
  return { ...base, ...widget } as DecapField
}

function widgetFor(
  inner: Schema,
  gatsby: GatsbyFieldMeta | undefined,
  optional: boolean,
  ctx: FieldContext,
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

function listField(schema: Schema, ctx: FieldContext): Record<string, unknown> {
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
