/**
 * The query types are committed (src/gatsby-types.d.ts), so the type check and editors read
 * them without a build. The end-to-end build generates its own (support/build.ts), and
 * query-types.e2e.ts compares the two byte for byte, so a schema or query change cannot
 * land without its types.
 */
import fs from "fs"

export const COMMITTED_TYPES = "src/gatsby-types.d.ts"

const FIX = `Run \`npm run build\` and commit ${COMMITTED_TYPES}.`

/** Why the committed types are not the generated ones, or null when they are the same. */
export function queryTypesProblem(committed: Buffer | null, generated: Buffer): string | null {
  if (committed && committed.equals(generated)) return null
  if (!committed) return `${COMMITTED_TYPES} is missing. ${FIX}`
  const had = committed.toString("utf8").split("\n")
  const made = generated.toString("utf8").split("\n")
  let line = 0
  while (line < had.length && had[line] === made[line]) line++
  return (
    `${COMMITTED_TYPES} is not what the GraphQL schema and queries generate ` +
    `(first difference at line ${line + 1}: committed ${JSON.stringify(had[line] ?? "")}, ` +
    `generated ${JSON.stringify(made[line] ?? "")}). ${FIX}`
  )
}

/** The same, from the files on disk: the committed types and the copy a build has just written. */
export function queryTypesFileProblem(committedPath: string, generatedPath: string): string | null {
  if (!fs.existsSync(generatedPath)) {
    return `${generatedPath} is missing: run the end-to-end build (npx tsx __tests__/e2e/support/build.ts).`
  }
  const committed = fs.existsSync(committedPath) ? fs.readFileSync(committedPath) : null
  return queryTypesProblem(committed, fs.readFileSync(generatedPath))
}
