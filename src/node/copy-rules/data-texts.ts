/**
 * The words of data/ as the copy rules read them: every text of every file, with its file,
 * its field and the record it stands in, its fact {tokens} filled as the pages show them.
 */
import type { DataFile } from "../feature-type"
import { fieldPath } from "../schema/fields"
import { fillFacts } from "../site-facts"

/** One text of a data file. */
export type DataText = {
  /** The file, under data/ (e.g. home.json). */
  file: string
  /** Where the text is in the file, e.g. "closing.links[0].label". */
  field: string
  /** The name of its field in its record ("label"); an item of a list of texts goes by its list's name. */
  key: string
  /** The record (object) that holds it: its other fields tell what the text is for. */
  record: Readonly<Record<string, unknown>>
  /** The text with the site's facts filled in; a page's own tokens ({name}) stay as written. */
  text: string
}

/** Every text of the data files, in file order, its facts filled. */
export function dataTexts(
  files: readonly Pick<DataFile, "file" | "data">[],
  facts: Record<string, string>,
): DataText[] {
  const out: DataText[] = []
  const walk = (
    file: string,
    value: unknown,
    at: (string | number)[],
    key: string,
    record: Record<string, unknown>,
  ): void => {
    if (typeof value === "string") {
      out.push({ file, field: fieldPath(at), key, record, text: fillFacts(value, facts) })
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(file, item, [...at, i], key, record))
    } else if (value && typeof value === "object") {
      const object = value as Record<string, unknown>
      for (const [name, child] of Object.entries(object)) walk(file, child, [...at, name], name, object)
    }
  }
  for (const { file, data } of files) walk(file, data, [], "", {})
  return out
}

/**
 * Whether a text is one of its page's previews: the title or description of a `seo`
 * record, a `seoTitle`, `seoDescription` or `metaDescription`, or the `title` of a record
 * that gives its page's description that way (a legal page, a calculator) and no title of
 * its own for search.
 */
export function isPreview({ field, key, record }: Pick<DataText, "field" | "key" | "record">): boolean {
  if (/(?:^|\.)seo\.(?:title|description)$/.test(field)) return true
  if (/^(?:seoTitle|seoDescription|metaDescription)$/.test(key)) return true
  return key === "title" && ("seoDescription" in record || "metaDescription" in record) && !("seoTitle" in record)
}
