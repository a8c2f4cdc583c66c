/**
 * GraphQL for the files that hold their text in English and in Spanish
 * (a collection's `languages`, translatedFileSchema in ./collection.ts). Such a file's
 * node keeps the fields of its schema, read from its English text, so a query of the
 * English reads as any other; `inLanguage(language: es)` gives the same fields in
 * Spanish, each text not yet written in Spanish read in English.
 */
import { LANGUAGES, type Language } from "./collection"
import type { GraphqlField } from "./zod-graphql"

/** The GraphQL enum of the site's languages. */
const LANGUAGE_TYPE = "Language"

/** The GraphQL definition of the Language enum. */
export const languageEnum = {
  name: LANGUAGE_TYPE,
  description: "A language the site's pages are written in: en (English) or es (Spanish).",
  values: Object.fromEntries(LANGUAGES.map((language) => [language, { value: language }])),
}

const isBlank = (value: unknown) => value === undefined || value === null || value === ""
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The Spanish text `es` laid over the English `en`: field by field and list item by list
 * item, each blank or missing Spanish value left in English. A Spanish list follows the
 * English one's items: one longer than it adds nothing.
 */
export function overEnglish(en: unknown, es: unknown): unknown {
  if (isBlank(es)) return en
  if (Array.isArray(en)) return en.map((item, i) => overEnglish(item, Array.isArray(es) ? es[i] : undefined))
  if (isRecord(en)) {
    if (!isRecord(es)) return en
    return Object.fromEntries(Object.entries(en).map(([key, value]) => [key, overEnglish(value, es[key])]))
  }
  return typeof es === typeof en ? es : en
}

type Resolver = (source: Record<string, unknown>, args: unknown, context?: unknown, info?: unknown) => unknown

/** A field of Gatsby's schema with its resolver. */
export type ResolvedField = GraphqlField & { args?: Record<string, string>; resolve: Resolver }

/** A translated file's node as GraphQL reads it: its English text, or the text of `inLanguage`. */
type TranslatedSource = { en?: unknown; es?: unknown; [field: string]: unknown }

/**
 * The fields of a translated file's node type: each field of its schema read from the
 * English text (or from the text `inLanguage` chose), and `inLanguage`. A field the node
 * type links to another node or file (a Gatsby extension) reads the node itself, so it
 * must sit inside an object of the file, not at its top.
 */
export function translatedFields(
  typeName: string,
  fields: Record<string, GraphqlField>,
  /** What the Spanish text becomes before its fields are read (its facts filled in Spanish). */
  inSpanish: (text: unknown, context: unknown) => unknown = (text) => text,
): Record<string, ResolvedField> {
  const read = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      if (field.extensions) {
        throw new Error(`${typeName}.${name}: a linked field cannot stand at the top of a file in two languages`)
      }
      const own = (field as { resolve?: Resolver }).resolve
      const resolve: Resolver = (source, args, context, info) => {
        const text = ((source as TranslatedSource).en ?? {}) as Record<string, unknown>
        return own ? own(text, args, context, info) : text[name]
      }
      return [name, { ...field, resolve }]
    }),
  )
  return {
    ...read,
    inLanguage: {
      type: `${typeName}!`,
      description:
        "The same text in the language asked for: in Spanish, each text not yet written in Spanish is the English.",
      args: { language: `${LANGUAGE_TYPE}!` },
      resolve: async (source: TranslatedSource, args, context) =>
        (args as { language: Language }).language === "es"
          ? { ...source, en: await inSpanish(overEnglish(source.en, source.es), context) }
          : source,
    },
  }
}
