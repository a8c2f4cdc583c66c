/**
 * The end-to-end suite's check of the committed query types (query-types.e2e.ts): a stale
 * file fails it, with the line that differs and what to run.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { queryTypesFileProblem, queryTypesProblem } from "../e2e/support/query-types"

const COMMITTED = fs.readFileSync(path.join(__dirname, "../../src/gatsby-types.d.ts"))
const LINES = COMMITTED.toString("utf8").split("\n")
/** The committed file with one field's type changed, as a schema edit would change it. */
const EDITED = LINES.findIndex((l) => l.endsWith(": Maybe<Scalars['String']>;"))
const STALE = Buffer.from(
  LINES.map((l, i) => (i === EDITED ? l.replace("Scalars['String']", "Scalars['Int']") : l)).join("\n"),
)

describe("the committed query types", () => {
  it("pass when they are the generated ones, byte for byte", () => {
    expect(queryTypesProblem(COMMITTED, Buffer.from(COMMITTED))).toBeNull()
  })

  it("fail when stale, naming the first line that differs and what to run", () => {
    expect(EDITED).toBeGreaterThan(0)
    expect(queryTypesProblem(STALE, COMMITTED)).toBe(
      `src/gatsby-types.d.ts is not what the GraphQL schema and queries generate (first difference at line ${EDITED + 1}: ` +
        `committed ${JSON.stringify(LINES[EDITED].replace("Scalars['String']", "Scalars['Int']"))}, generated ${JSON.stringify(LINES[EDITED])}). ` +
        "Run `npm run build` and commit src/gatsby-types.d.ts.",
    )
  })

  it("fail when only a line is added at the end, or the file is missing", () => {
    expect(queryTypesProblem(COMMITTED, Buffer.concat([COMMITTED, Buffer.from("\n")]))).toMatch(
      /^src\/gatsby-types\.d\.ts is not what .* Run `npm run build` and commit src\/gatsby-types\.d\.ts\.$/,
    )
    expect(queryTypesProblem(null, COMMITTED)).toBe(
      "src/gatsby-types.d.ts is missing. Run `npm run build` and commit src/gatsby-types.d.ts.",
    )
  })

  it("are compared from the files on disk: an edited copy fails, an equal one passes, no copy says why", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "query-types-"))
    try {
      const generated = path.join(dir, "generated.d.ts")
      const committed = path.join(dir, "committed.d.ts")
      expect(queryTypesFileProblem(committed, generated)).toBe(
        `${generated} is missing: run the end-to-end build (npx tsx __tests__/e2e/support/build.ts).`,
      )
      fs.writeFileSync(generated, COMMITTED)
      fs.writeFileSync(committed, STALE)
      expect(queryTypesFileProblem(committed, generated)).toMatch(/first difference at line \d+: .*npm run build/)
      fs.writeFileSync(committed, COMMITTED)
      expect(queryTypesFileProblem(committed, generated)).toBeNull()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
