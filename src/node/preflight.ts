/**
 * The check before a live build: everything in data/ that is still the sample agency's,
 * and every fact a lawful claim needs that the agency has not filled in yet, each with its
 * data file and field. `npm run preflight` prints the list; `npm run build:live` builds
 * only when it is empty. The sample site itself keeps building and testing as it is.
 */
import fs from "fs"
import path from "path"
import type { PreflightItem } from "./feature-type"
import { checkData, features } from "./features"
import { readAllCollections, matchFiles } from "./schema/collection"
import { collections } from "./features"
import { statesIncome } from "./copy-rules"
import { siteCollection } from "./site"
import { fieldPath, stringsOf } from "./schema/fields"
import { typicalEarningsPublished } from "./site-facts"

export type { PreflightItem }

/** What a record is called in the list: its name, title or key, if it has one. */
function recordName(record: Record<string, unknown>): string {
  for (const field of ["name", "title", "label", "destination", "key"]) {
    if (typeof record[field] === "string" && record[field]) return String(record[field])
  }
  return ""
}

/** What to do about sample content, by where it is: the first rule whose pattern matches the file and field. */
const SAMPLE_ADVICE: { file: RegExp; field?: RegExp; what: string; action: string }[] = [
  {
    file: /people\.json$/,
    what: "written people with generated portraits",
    action:
      "Replace each with a real agent or manager of the agency who has agreed in writing to be quoted and pictured, with their real role, or remove them and the places that name them.",
  },
  {
    file: /videos\.json$/,
    what: "placeholder videos",
    action: "Put in the ids and titles of the agency's own videos, or remove them and the places that show them.",
  },
  {
    file: /^data\/trips\//,
    what: "sample trips with generated photos",
    action: "Replace each trip's text and photos with a real trip's, or delete its folder.",
  },
  {
    file: /^data\/stories\//,
    what: "a written founder's story and income table",
    action: "Put in the founder's own story and the yearly figures from the agency's books.",
  },
  {
    file: /site\.json$/,
    field: /^sample$/,
    what: "the fictional identity",
    action: "Put in the agency's names, phone numbers, e-mail, address, web address, carrier and states served.",
  },
  {
    file: /site\.json$/,
    field: /^facts\./,
    what: "sample figures (families protected, agents trained, founding year, contract levels)",
    action: "Put in the agency's own counts and the date they were counted (facts.asOf).",
  },
  {
    file: /site\.json$/,
    field: /^leads\./,
    what: "the sample lead price and financing",
    action: "Put in what agents really pay for leads and how the agency finances them.",
  },
  {
    file: /(blueprint|in-home-survey|recruiting)\.json$/,
    what: "sample figures or claims (income, agent counts) from the sample agency",
    action:
      "Replace each with a figure from the agency's own records, saying what it counts and over which period, or remove it.",
  },
  {
    file: /./,
    field: /(stats|tiles|quickFacts)\[\*\]/,
    what: "sample statistics",
    action: "Put in the agency's own figure from its records, with its basis and period, or remove the tile.",
  },
  {
    file: /./,
    what: "sample content",
    action: "Replace it with the agency's own, or remove it.",
  },
]

/** "people[3].sample" → "people[*].sample": the place a kind of record has in its file. */
const patternOf = (field: string) => field.replace(/\[\d+\]/g, "[*]")

/**
 * Every object marked `"sample": true` in a parsed data file, with its place in the file.
 * Records of one list are one item ("people[*]"), naming each.
 */
export function sampleRecords(file: string, data: unknown): PreflightItem[] {
  const found: { field: string; name: string }[] = []
  const walk = (value: unknown, at: (string | number)[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...at, index]))
      return
    }
    if (!value || typeof value !== "object") return
    const record = value as Record<string, unknown>
    if (record.sample === true) found.push({ field: fieldPath([...at, "sample"]), name: recordName(record) })
    for (const [key, child] of Object.entries(record)) walk(child, [...at, key])
  }
  walk(data, [])
  const groups = new Map<string, { field: string; name: string }[]>()
  for (const record of found) {
    const key = patternOf(record.field)
    groups.set(key, [...(groups.get(key) ?? []), record])
  }
  return [...groups].map(([field, records]) => {
    const advice = SAMPLE_ADVICE.find((a) => a.file.test(file) && (!a.field || a.field.test(field)))!
    // A name still holding a {token} ("{name}'s blueprint") says less than none.
    const names = records.map((r) => r.name).filter((name) => name && !name.includes("{"))
    const which = names.length > 1 ? ` (${names.length}: ${names.join(", ")})` : names.length ? ` (${names[0]})` : ""
    return {
      file,
      field: records.length === 1 ? records[0].field : field,
      problem: `Still ${advice.what}${which}, marked "sample": true. ${advice.action} Then set sample to false.`,
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
  checkData(dataDir)
  const { read, files } = readAllCollections(dataDir, collections)
  const samples = matchFiles(dataDir, "**/*.json").flatMap((file) =>
    sampleRecords(`data/${file}`, JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))),
  )
  const facts = features.flatMap((feature) => feature.preflight?.(read, now) ?? [])
  return [...typicalEarningsItems(files, read(siteCollection).typicalEarnings), ...facts, ...samples]
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
