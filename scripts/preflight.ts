/**
 * `npm run preflight`: lists what must change in data/ before the site may go live, and
 * exits non-zero while anything remains; then, for the Spanish pages, the texts not yet
 * written in Spanish, which do not count. `npm run build:live` runs it before building.
 */
import path from "path"
import { formatNotInSpanish, formatPreflight, notInSpanish, preflightOf } from "../src/node/preflight"
import { checkData } from "../src/node/features"

const dataDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "data"))
try {
  // data/ read and checked once, for both lists.
  const data = checkData(dataDir)
  const items = preflightOf(data)
  console.log(formatPreflight(items))
  console.log(`\n${formatNotInSpanish(notInSpanish(data.files))}`)
  process.exit(items.length ? 1 : 0)
} catch (error) {
  console.error(`Invalid content in data/: ${(error as Error).message}`)
  process.exit(2)
}
