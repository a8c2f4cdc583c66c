#!/usr/bin/env node
/**
 * `npm run cms`: the browser editor on this machine. Starts decap-server on the working
 * copy, listening on 127.0.0.1 only (it has no sign-in: anyone who reaches it may write
 * files), and `gatsby develop`, whose /admin/ uses it as its backend (CMS_LOCAL_BACKEND);
 * then prints the editor's address. What the editor saves lands in data/ at once, and the
 * development server shows it; commit it with git as any other change.
 *
 * Usage: npm run cms   (CMS_PORT moves decap-server from 8081, `npm run cms -- -p 8001` the
 * development server from 8000; Ctrl+C stops both)
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const PORT = process.env.CMS_PORT || "8081"
const BACKEND = `http://127.0.0.1:${PORT}/api/v1`

const children = []
function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  })
  child.on("exit", (code) => {
    console.log(`${name} stopped (${code ?? "signal"})`)
    stop()
  })
  children.push(child)
  return child
}
function stop() {
  for (const child of children) if (child.exitCode === null) child.kill()
  process.exitCode = 0
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)

const decap = start("decap-server", process.execPath, [path.join(ROOT, "node_modules/decap-server/dist/index.js")], {
  PORT,
  BIND_HOST: "127.0.0.1",
  GIT_REPO_DIRECTORY: ROOT,
  MODE: "fs",
})
decap.stdout.on("data", (chunk) => process.stdout.write(`[decap-server] ${chunk}`))

const develop = start(
  "gatsby develop",
  process.execPath,
  [path.join(ROOT, "node_modules/gatsby/cli.js"), "develop", ...process.argv.slice(2)],
  {
    CMS_LOCAL_BACKEND: BACKEND,
    GATSBY_TELEMETRY_DISABLED: "1",
  },
)
let announced = false
develop.stdout.on("data", (chunk) => {
  const text = String(chunk)
  process.stdout.write(text)
  const local = /http:\/\/localhost:(\d+)\//.exec(text)
  if (!announced && local) {
    announced = true
    console.log(
      `\nThe browser editor: http://localhost:${local[1]}/admin/ (press Login; it saves into data/ through ${BACKEND})\n`,
    )
  }
})
