/**
 * The committed query types are what this build generated from the schema and the queries
 * (support/build.ts writes its copy to .cache/typegen; support/query-types.ts compares).
 */
import path from "path"
import { COMMITTED_TYPES, GENERATED_TYPES, queryTypesFileProblem } from "./support/query-types"

const ROOT = path.resolve(__dirname, "../..")

it("src/gatsby-types.d.ts is the build's own, byte for byte", () => {
  expect(queryTypesFileProblem(path.join(ROOT, COMMITTED_TYPES), path.join(ROOT, GENERATED_TYPES))).toBeNull()
})
