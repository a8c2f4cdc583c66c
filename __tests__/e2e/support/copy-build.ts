/**
 * Builds of copies of the project (scripts/copy-project.cjs, support/site.ts), one at a time
 * across the suite's workers: two whole builds side by side on a two-core machine each take
 * more than twice as long, and beside the suite's other files. A build waits for the one
 * before it to finish, however long that takes; nothing here is timed.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

/** Held by the build that runs: a folder (made atomically) naming its process. */
const LOCK = path.join(os.tmpdir(), "site-e2e-copy-build.lock")

const pause = new Int32Array(new SharedArrayBuffer(4))

/** Whether process `pid` still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Takes the lock, waiting while another live process of the suite holds it. */
function lock(): void {
  for (;;) {
    try {
      fs.mkdirSync(LOCK)
      fs.writeFileSync(path.join(LOCK, "pid"), String(process.pid))
      return
    } catch {
      let holder = 0
      try {
        holder = Number(fs.readFileSync(path.join(LOCK, "pid"), "utf8"))
      } catch {
        // Being taken or given up right now: look again.
      }
      // A holder that died (an interrupted run) leaves the lock behind.
      if (holder && !alive(holder)) fs.rmSync(LOCK, { recursive: true, force: true })
      else Atomics.wait(pause, 0, 0, 250)
    }
  }
}

const unlock = () => fs.rmSync(LOCK, { recursive: true, force: true })

/** Terminal colour codes in a build's output. */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g")

/**
 * Runs `command` (by default `npx gatsby build`) in the copy `dir`, after any other copy's
 * build has finished, and gives its exit status and its output without colour codes.
 */
export function buildCopy(
  dir: string,
  command: readonly string[] = ["npx", "gatsby", "build"],
  env: Record<string, string> = {},
): { status: number | null; output: string } {
  lock()
  try {
    const [program, ...args] = command
    const res = spawnSync(program, args, {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GRAPHQL_TYPEGEN: "off", CI: "true", ...env },
      maxBuffer: 64 * 1024 * 1024,
    })
    return { status: res.status, output: `${res.stdout}\n${res.stderr}`.replace(ANSI_COLOURS, "") }
  } finally {
    unlock()
  }
}

/** A build a test waits for may wait for another first: its time limit, far above either. */
export const COPY_BUILD_TIMEOUT = 20 * 60 * 1000
