#!/usr/bin/env node
/**
 * `npm test`: lint, types and unit tests, then the end-to-end suite on a production build.
 *
 * The checks before the end-to-end suite each keep one core busy; the suite's build, most
 * of a minute, starts at once beside them on the other, and the suite then runs on it
 * (`E2E_SKIP_BUILD=1`). The checks report in order, and the first to fail stops
 * everything, the build included. The build's own output is shown only when it fails.
 */
import { spawn } from "node:child_process"

const CHECKS = ["lint", "typecheck", "test:unit"]

/** Runs `npm run <script>` in the foreground and resolves with its exit code. */
const npmRun = (script, env = {}) =>
  new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: "inherit", env: { ...process.env, ...env } })
    child.on("exit", (code) => resolve(code ?? 1))
  })

const started = Date.now()
let buildOutput = ""
// Its own process group, so that stopping it stops Gatsby's workers too.
const build = spawn("npx", ["tsx", "__tests__/e2e/support/build.ts"], {
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, CI: "true" },
})
build.stdout.on("data", (chunk) => (buildOutput += chunk))
build.stderr.on("data", (chunk) => (buildOutput += chunk))
const built = new Promise((resolve) => build.on("exit", (code) => resolve(code ?? 1)))
const stopBuild = () => {
  try {
    process.kill(-build.pid, "SIGTERM")
  } catch {
    // It has already stopped.
  }
}
process.on("SIGINT", () => {
  stopBuild()
  process.exit(130)
})

for (const script of CHECKS) {
  const code = await npmRun(script)
  if (code !== 0) {
    stopBuild()
    process.exit(code)
  }
}

console.log(
  `\n[test] checks passed after ${Math.round((Date.now() - started) / 1000)} s; waiting for the end-to-end build, started beside them…`,
)
const code = await built
if (code !== 0) {
  console.error(buildOutput.slice(-6000))
  console.error(`[test] the end-to-end build failed (exit ${code})`)
  process.exit(code)
}
console.log(`[test] end-to-end build ready after ${Math.round((Date.now() - started) / 1000)} s`)
const e2e = await npmRun("test:e2e", { E2E_SKIP_BUILD: "1" })
console.log(`[test] npm test took ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(e2e)
