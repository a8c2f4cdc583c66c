/**
 * The check before a live build: everything in data/ that is still the sample agency's,
 * and every fact a lawful claim needs that the agency has not filled in yet, each with its
 * data file and field. `npm run preflight` prints the list; `npm run build:live` builds
 * only when it is empty. The sample site itself keeps building and testing as it is.
 * Spanish that no fluent speaker has checked, the sample's included, is on the list. After it
 * comes a list that stops nothing: the texts not yet written in Spanish.
 */
import type { CheckedData, DataFile, PreflightItem } from "./feature-type"
import { checkData, features } from "./features"
import { peel, shapeOf, walkData, type SampleAdvice, type Schema } from "./schema/walk"
import { statesIncome } from "./copy-rules/income"
import { siteCollection } from "./site"
import { fieldPath, stringsOf } from "./schema/fields"
import { typicalEarningsPublished } from "./site-facts"
import { SPANISH_STATE, type SpanishState } from "./schema/collection"
import { decapCollections, textsNotInSpanish } from "./cms/decap-collections"

export type { PreflightItem }

/** What a record is called in the list: its name, title or key, if it has one. */
function recordName(record: Record<string, unknown>): string {
  for (const field of ["name", "title", "label", "destination", "key"]) {
    if (typeof record[field] === "string" && record[field]) return String(record[field])
  }
  return ""
}

/** "people[3].sample" → "people[*].sample": the place a kind of record has in its file. */
const patternOf = (field: string) => field.replace(/\[\d+\]/g, "[*]")

/**
 * Every record of a data file marked `"sample": true`, with its place in the file and what
 * its schema's sample flag says to do. Records of one list are one item ("people[*]"),
 * naming each.
 */
export function sampleRecords(file: string, schema: Schema, data: unknown): PreflightItem[] {
  const groups = new Map<string, { field: string; name: string; advice: SampleAdvice }[]>()
  walkData(schema, data, ({ inner }, value, at) => {
    const flag = inner.type === "object" ? shapeOf(inner).sample : undefined
    const advice = flag && peel(flag).meta.sample
    const record = value as Record<string, unknown>
    if (!advice || record.sample !== true) return
    const field = fieldPath([...at, "sample"])
    groups.set(patternOf(field), [...(groups.get(patternOf(field)) ?? []), { field, name: recordName(record), advice }])
  })
  return [...groups].map(([field, records]) => {
    const { what, action } = records[0].advice
    // A name still holding a {token} ("{name}'s blueprint") says less than none.
    const names = records.map((r) => r.name).filter((name) => name && !name.includes("{"))
    const which = names.length > 1 ? ` (${names.length}: ${names.join(", ")})` : names.length ? ` (${names[0]})` : ""
    return {
      file,
      field: records.length === 1 ? records[0].field : field,
      problem: `Still ${what}${which}, marked "sample": true. ${action} Then set sample to false.`,
    }
  })
}

/** The typical-earnings facts, needed while any text of data/ states an income figure. */
function typicalEarningsItems(
  files: { file: string; data: unknown }[],
  site: Parameters<typeof typicalEarningsPublished>[0],
) {
  if (typicalEarningsPublished(site)) return []
  const claim = files
    .flatMap(({ file, data }) => stringsOf(data).map((s) => ({ file, ...s })))
    .find((s) => statesIncome(s.text))
  if (!claim) return []
  return [
    {
      file: "data/site.json",
      field: "typicalEarnings",
      problem: `Income figures are shown (the first is data/${claim.file}, ${claim.field}: "${claim.text.slice(0, 80)}…"), but the typical result is not stated. Fill in the median net earnings of ALL agents contracted in a stated period (after lead costs, counting those who left), how many agents that is, and the period's first and last day.`,
    },
  ]
}

/**
 * Everything that stands between the data in `dataDir` and a live build. Bad data throws
 * first, as the build would.
 */
export function preflight(dataDir: string, now = new Date()): PreflightItem[] {
  return preflightOf(checkData(dataDir), now)
}

/** What stands between data already read and checked (checkData) and a live build. */
export function preflightOf({ read, files }: Pick<CheckedData, "read" | "files">, now = new Date()): PreflightItem[] {
  const samples = files.flatMap(({ file, data, collection }) => sampleRecords(`data/${file}`, collection.schema, data))
  const facts = features.flatMap((feature) => feature.preflight?.(read, now) ?? [])
  return [
    ...typicalEarningsItems(files, read(siteCollection).typicalEarnings),
    ...facts,
    ...samples,
    ...uncheckedSpanish(files),
  ]
}

/** The way to checked Spanish, as the editor and the file name it. */
const TO_CHECKED = 'then set “Spanish text” to “Checked by a fluent speaker” ("spanish": "checked").'

/** What the list says of Spanish in each state but "checked". */
const SPANISH_PROBLEMS: Record<Exclude<SpanishState, "checked">, string> = {
  sample: `Its Spanish is still the sample site's, marked "spanish": "sample". Have it written or checked for your agency by someone fluent in Spanish, ${TO_CHECKED}`,
  unchecked: `Its Spanish has not been checked by a fluent speaker. Have someone fluent in Spanish read it and correct it where needed, ${TO_CHECKED}`,
}

/**
 * Each file holding Spanish whose state (SPANISH_STATE) is not "checked": the sample's,
 * written for the sample site, and the agency's that no fluent speaker has checked yet. The
 * Spanish pages carry the consent to calls and the coverage notices, which must be checked
 * in each language they are shown in. A file with no Spanish text asks nothing.
 */
export function uncheckedSpanish(files: readonly Pick<DataFile, "file" | "spanish" | "spanishState">[]) {
  return files
    .filter((file) => stringsOf(file.spanish ?? {}).length > 0 && file.spanishState !== "checked")
    .map((file): PreflightItem => ({
      file: `data/${file.file}`,
      field: `en.${SPANISH_STATE}`,
      problem: SPANISH_PROBLEMS[file.spanishState === "sample" ? "sample" : "unchecked"],
    }))
}

/**
 * The texts of each file in English and Spanish not yet written in Spanish, one item per
 * file: the Spanish pages show their English meanwhile, so they do not stand in the way
 * of a live build, and are listed apart (formatNotInSpanish) to be written.
 */
export function notInSpanish(
  files: readonly Pick<DataFile, "file" | "data" | "spanish" | "collection">[],
): PreflightItem[] {
  const editorFiles = decapCollections(features).flatMap((group) => group.files ?? [])
  return files
    .filter(({ collection }) => collection.languages)
    .flatMap(({ file, data, spanish }) => {
      const fields = editorFiles.find((f) => f.file === `data/${file}`)?.fields ?? []
      const missing = textsNotInSpanish(fields, data, spanish)
      if (!missing.length) return []
      const count = missing.length === 1 ? "1 text" : `${missing.length} texts`
      return [{ file: `data/${file}`, field: missing.join(", "), problem: `${count} not yet in Spanish.` }]
    })
}

/** The list of texts not yet in Spanish as an agency owner reads it, after the main list. */
export function formatNotInSpanish(items: readonly PreflightItem[]): string {
  if (!items.length) return "Every text of the files in English and Spanish is written in Spanish too."
  return [
    "Not yet written in Spanish (the Spanish pages show these in English; they do not stop a live build):",
    "",
    ...items.map((item) => `- ${item.file}: ${item.problem} ${item.field}`),
  ].join("\n")
}

/** The list as an agency owner reads it: one numbered item each, its file and field first. */
export function formatPreflight(items: readonly PreflightItem[]): string {
  if (!items.length) return "Nothing stands in the way of a live build: no sample content, and every fact is filled in."
  const lines = items.map((item, i) => `${i + 1}. ${item.file}, ${item.field}: ${item.problem}`)
  return [
    `${items.length} thing${items.length === 1 ? "" : "s"} must change before this site can go live:`,
    "",
    ...lines,
  ].join("\n")
}
