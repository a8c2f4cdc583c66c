#!/usr/bin/env node
/**
 * `npm test`: lint, types and unit tests, and the end-to-end suite on a production build.
 *
 * The checks and the suite's build all start at once, and the suite starts as soon as its
 * build is ready (`E2E_SKIP_BUILD=1`), whether or not the checks are done: the run is
 * bound by the processor time of its parts, and any part left to run alone (the build
 * after the checks, the live build's builds at the end of the suite) leaves a core idle.
 * The checks give way to the build, which the suite waits for; once the build is done, the
 * suite gives way as much as the checks do, so the two share the machine, and the live
 * build's own builds (__tests__/e2e/build-live.e2e.ts), the longest chain of the suite,
 * run ahead of both. Each check's output is held back until the checks before it have
 * reported, and the suite's until every check has, so the report reads in order (lint,
 * types, unit tests, end-to-end); the first check in that order to fail stops everything.
 * The build's own output is shown only when it fails.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"

const CHECKS = ["lint", "typecheck", "test:unit"]
/** How far the checks, and then the suite, give way (a niceness, 0 to 19). */
const GIVING_WAY = 10
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
 * Lets the process `pid` and everything it starts give way to processes of other sessions:
 * each process started here leads a session of its own, which Linux schedules as one group
 * (`/proc/PID/autogroup`), so the group's niceness is raised; elsewhere, the process's own.
 */
function giveWay(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(GIVING_WAY))
  } catch {
    try {
      os.setPriority(pid, GIVING_WAY)
    } catch {
      // It has already stopped.
    }
  }
}

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
    pid: child.pid,
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
for (const { run } of checks) giveWay(run.pid)
/** The end-to-end suite, started as soon as its build is ready, whether or not the checks have reported. */
let buildReadyAt = 0
const e2e = build.done.then((code) => {
  buildReadyAt = seconds()
  if (code !== 0) return null
  const suite = start("npm", ["run", "test:e2e"], { E2E_SKIP_BUILD: "1" })
  giveWay(suite.pid)
  return suite
})

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

console.log(`\n[test] checks passed after ${seconds()} s`)
const suite = await e2e
if (!suite) {
  const buildCode = await build.done
  console.error(build.output().slice(-6000))
  console.error(`[test] the end-to-end build failed (exit ${buildCode})`)
  process.exit(buildCode)
}
console.log(`[test] end-to-end build ready after ${buildReadyAt} s; the end-to-end suite started then`)
suite.follow((chunk) => process.stdout.write(chunk))
const code = await suite.done
console.log(`[test] npm test took ${seconds()} s`)
process.exit(code)
