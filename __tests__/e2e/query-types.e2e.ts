/**
 * The committed query types are what this build generated from the schema and the queries
 * (support/build.ts keeps its copy; support/query-types.ts compares).
 */
import path from "path"
import { COMMITTED_TYPES, queryTypesFileProblem } from "./support/query-types"
import { E2E_TYPES, ROOT } from "./support/site"

it("src/gatsby-types.d.ts is the build's own, byte for byte", () => {
  expect(queryTypesFileProblem(path.join(ROOT, COMMITTED_TYPES), E2E_TYPES)).toBeNull()
})
