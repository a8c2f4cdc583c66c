/** The sample data as checkData gives it, and broken copies of it, for the copy rules of one field. */
import { copyProblems } from "../../../src/node/copy-rules/check-copy"
import type { DataFile } from "../../../src/node/feature-type"
import { shippedData } from "../../fixtures/shipped-data"

/** The build's year: the facts ({yearsInBusiness}) count to it. */
export const YEAR = new Date().getFullYear()

/** data/ as the build reads and checks it. */
export const sample = shippedData()

/** The sample files with some files' content changed, by file under data/ (copies: the sample stays as read). */
export function withChanges(changes: Record<string, (data: Record<string, any>) => void>): DataFile[] {
  return sample.files.map((f) => {
    const change = changes[f.file]
    if (!change) return f
    // JSON in, JSON out: the files are parsed JSON.
    const data = JSON.parse(JSON.stringify(f.data)) as Record<string, any>
    change(data)
    return { ...f, data }
  })
}

/** The problems the copy rules of one field find in `files`, read against the sample's site.json. */
export const problemsOf = (files: DataFile[]) => copyProblems(files, sample.facts, sample.read, YEAR)

/** The sample's years in business, as its facts give them. */
export const yearsInBusiness = Number(sample.facts.yearsInBusiness)
