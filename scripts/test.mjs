#!/usr/bin/env node
/**
 * `npm test`: lint, types and unit tests, then the end-to-end suite on a production build.
 *
 * The checks and the suite's build all start at once: alone, each of them leaves part of
 * the machine idle (ESLint, tsc and a one-worker Jest each keep about one core busy, the
 * build waits on its image workers), and together they keep every core busy until the last
 * is done. Each check's output is held back until the checks before it have reported, so
 * the report reads in order (lint, types, unit tests), and the first check in that order
 * to fail stops everything, the build included. The end-to-end suite then runs on that
 * build (`E2E_SKIP_BUILD=1`). The build's own output is shown only when it fails.
 */
import { spawn } from "node:child_process"

const CHECKS = ["lint", "typecheck", "test:unit"]
/** Colour in the held-back output when the report goes to a terminal, as when a check writes to one. */
const colour = process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}

const started = Date.now()
const seconds = () => Math.round((Date.now() - started) / 1000)
/** Every process started here, each in a process group of its own, so that stopping one stops its workers too. */
const children = []
const stopAll = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      // It has already stopped.
    }
  }
}
process.on("SIGINT", () => {
  stopAll()
  process.exit(130)
})

/**
 * Starts `command` with its output collected: `output()` is what it wrote so far, and
 * `follow(write)` hands `write` that and then each new chunk as it comes. `done` resolves
 * with the exit code.
 */
function start(command, args, env = {}) {
  const child = spawn(command, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...colour, ...env },
  })
  children.push(child)
  const chunks = []
  let follower = null
  const collect = (chunk) => {
    chunks.push(chunk)
    follower?.(chunk)
  }
  child.stdout.on("data", collect)
  child.stderr.on("data", collect)
  const done = new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)))
  return {
    done,
    output: () => Buffer.concat(chunks).toString(),
    follow: (write) => {
      for (const chunk of chunks) write(chunk)
      follower = write
    },
  }
}

const build = start("npx", ["tsx", "__tests__/e2e/support/build.ts"], { CI: "true" })
const checks = CHECKS.map((script) => ({ script, run: start("npm", ["run", script]) }))

for (const { script, run } of checks) {
  console.log(`\n[test] npm run ${script}`)
  run.follow((chunk) => process.stdout.write(chunk))
  const code = await run.done
  if (code !== 0) {
    console.error(`[test] npm run ${script} failed (exit ${code})`)
    stopAll()
    process.exit(code)
  }
}

console.log(`\n[test] checks passed after ${seconds()} s; waiting for the end-to-end build, started beside them…`)
const code = await build.done
if (code !== 0) {
  console.error(build.output().slice(-6000))
  console.error(`[test] the end-to-end build failed (exit ${code})`)
  process.exit(code)
}
console.log(`[test] end-to-end build ready after ${seconds()} s`)
const e2e = await new Promise((resolve) => {
  const child = spawn("npm", ["run", "test:e2e"], { stdio: "inherit", env: { ...process.env, E2E_SKIP_BUILD: "1" } })
  child.on("exit", (exitCode) => resolve(exitCode ?? 1))
})
console.log(`[test] npm test took ${seconds()} s`)
process.exit(e2e)
