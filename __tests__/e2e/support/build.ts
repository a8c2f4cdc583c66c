/**
 * The end-to-end suite's production build: a fresh copy of the project at E2E_SITE, built
 * clean with `gatsby build` and every webhook of the site pointing at the suite's stand-in
 * servers (support/env.ts); its public/ is then copied to E2E_PUBLIC, which the suite
 * serves, its data to E2E_DATA and the query types it generated to E2E_TYPES. Run by the suite's global setup,
 * or ahead of it by `npm test` (scripts/test.mjs), beside the lint, type and unit checks.
 */
import { execSync } from "child_process"
import fs from "fs"
import path from "path"
import { copyProjectInto } from "../../../scripts/copy-project.cjs"
import { E2E_BUILD_ENV } from "./env"
import { COMMITTED_TYPES } from "./query-types"
import { E2E_DATA, E2E_PUBLIC, E2E_SITE, E2E_TYPES, ROOT } from "./site"

/** The environment of every build of E2E_SITE: a build with the cache must be made as the clean one was. */
export const E2E_SITE_BUILD_ENV: Record<string, string> = {
  ...E2E_BUILD_ENV,
  GATSBY_TELEMETRY_DISABLED: "1",
  GRAPHQL_TYPEGEN: "on",
  CI: "true",
}

export function buildForE2e(): void {
  for (const dir of [E2E_SITE, E2E_PUBLIC, E2E_DATA, E2E_TYPES]) fs.rmSync(dir, { recursive: true, force: true })
  copyProjectInto(ROOT, E2E_SITE)
  // The copy's types come from this build alone: a build that wrote none must not pass for one that did.
  fs.rmSync(path.join(E2E_SITE, COMMITTED_TYPES))
  execSync("npx gatsby build", { cwd: E2E_SITE, stdio: "inherit", env: { ...process.env, ...E2E_SITE_BUILD_ENV } })
  fs.cpSync(path.join(E2E_SITE, "public"), E2E_PUBLIC, { recursive: true })
  fs.cpSync(path.join(E2E_SITE, "data"), E2E_DATA, { recursive: true })
  fs.copyFileSync(path.join(E2E_SITE, COMMITTED_TYPES), E2E_TYPES)
}

if (require.main === module) buildForE2e()
