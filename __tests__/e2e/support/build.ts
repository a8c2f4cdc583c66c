/**
 * The end-to-end suite's production build: `gatsby build` with every webhook of the site
 * pointing at the suite's stand-in servers (support/env.ts). Run by the suite's global
 * setup, or ahead of it by `npm test` (scripts/test.mjs), which runs it beside the lint,
 * type and unit checks. It leaves src/gatsby-types.d.ts alone, since the type check may be
 * reading it at the same time.
 */
import { execSync } from "child_process"
import path from "path"
import { E2E_BUILD_ENV } from "./env"

const ROOT = path.resolve(__dirname, "../../..")

export function buildForE2e(): void {
  execSync("npx gatsby build", {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...E2E_BUILD_ENV, GATSBY_TELEMETRY_DISABLED: "1", GRAPHQL_TYPEGEN: "off" },
  })
}

if (require.main === module) buildForE2e()
