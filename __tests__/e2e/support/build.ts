/**
 * The end-to-end suite's production build: `gatsby build` with every webhook of the site
 * pointing at the suite's stand-in servers (support/env.ts). Run by the suite's global
 * setup, or ahead of it by `npm test` (scripts/test.mjs), which runs it beside the lint,
 * type and unit checks. The type check may be reading src/gatsby-types.d.ts meanwhile, so
 * this build writes the query types to a copy of its own, which query-types.e2e.ts compares
 * with the committed file.
 */
import { execSync } from "child_process"
import fs from "fs"
import path from "path"
import { E2E_BUILD_ENV } from "./env"
import { GENERATED_TYPES } from "./query-types"

const ROOT = path.resolve(__dirname, "../../..")

export function buildForE2e(): void {
  // A copy left by an earlier build must not pass for this one's.
  fs.rmSync(path.join(ROOT, GENERATED_TYPES), { force: true })
  execSync("npx gatsby build", {
    cwd: ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      ...E2E_BUILD_ENV,
      GATSBY_TELEMETRY_DISABLED: "1",
      GRAPHQL_TYPEGEN: "on",
      GRAPHQL_TYPES_PATH: GENERATED_TYPES,
    },
  })
}

if (require.main === module) buildForE2e()
