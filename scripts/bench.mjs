#!/usr/bin/env node
/**
 * `npm run bench`: measures the production build and the pages it serves, prints one
 * table and writes it to .bench/ (git-ignored): as JSON (report.json) and as a dated
 * Markdown report with the machine it ran on (report.md). A benchmark, not a test: it
 * reports targets met or missed and never fails on them.
 *
 * Phases: cold build (cache and public/ removed), warm rebuild, then every module in
 * scripts/bench/*.mjs (sorted by name), each exporting `run(ctx)` that returns rows.
 * Flags: --skip-build (measure the existing public/), --only=NAME (one module).
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { createStaticServer } from "./static-server.mjs"
import { dirSize, formatRow, reportHeader } from "./bench/lib.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const PORT = Number(process.env.BENCH_PORT ?? 9801)
const args = new Set(process.argv.slice(2))
const only = [...args].find((a) => a.startsWith("--only="))?.slice("--only=".length)
const started = new Date()

/**
 * The lead form's send is one of the measured interactions, so every build of the run (the
 * rebuilds the modules time too) has a webhook address to send to, unless the environment
 * gives one: a name that never resolves, which the interactions module answers with a 500.
 */
process.env.GATSBY_GOAL_SUBMIT_WEBHOOK_URL ||= "https://webhook.invalid/goal-submit"

function timedBuild(label) {
  const start = process.hrtime.bigint()
  execSync("npx gatsby build", {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  console.log(`  ${label}: ${seconds.toFixed(1)} s`)
  return seconds
}

const rows = []
if (!args.has("--skip-build")) {
  console.log("Building (cold, then warm)…")
  fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true })
  fs.rmSync(path.join(ROOT, "public"), { recursive: true, force: true })
  rows.push({ group: "build", metric: "cold build time", value: timedBuild("cold build"), unit: "s" })
  rows.push({ group: "build", metric: "warm rebuild time (no change)", value: timedBuild("warm rebuild"), unit: "s" })
}
if (!fs.existsSync(path.join(ROOT, "public/index.html"))) {
  console.error("public/ has no build: run without --skip-build.")
  process.exit(1)
}
rows.push({
  group: "build",
  metric: "size of public/",
  value: dirSize(path.join(ROOT, "public")) / 1024 / 1024,
  unit: "MiB",
})

const server = createStaticServer({ root: path.join(ROOT, "public") })
await new Promise((resolve) => server.listen(PORT, "127.0.0.1", resolve))
const ctx = { root: ROOT, publicDir: path.join(ROOT, "public"), origin: `http://127.0.0.1:${PORT}`, rows }

try {
  const dir = path.join(ROOT, "scripts/bench")
  const modules = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".mjs") && f !== "lib.mjs")
    .filter((f) => !only || f.startsWith(only))
    .sort()
  for (const file of modules) {
    console.log(`Running ${file}…`)
    const mod = await import(pathToFileURL(path.join(dir, file)).href)
    try {
      rows.push(...(await mod.run(ctx)))
    } catch (error) {
      rows.push({ group: file, metric: "error", value: NaN, unit: "", note: String(error?.message ?? error) })
    }
  }
} finally {
  server.close()
}

const date = new Date()
const machine = `${process.platform} ${process.arch}, ${os.cpus().length} cores, node ${process.version}`
const table = [
  formatRow(["group", "metric", "value", "target", "met"]),
  formatRow(["-----", "------", "-----", "------", "---"]),
]
for (const r of rows) {
  const value = Number.isFinite(r.value)
    ? `${Number(r.value.toFixed(r.unit === "" ? 3 : 2))} ${r.unit}`.trim()
    : (r.note ?? "n/a")
  const met = r.target === undefined ? "" : r.met ? "yes" : "NO"
  table.push(formatRow([r.group, r.metric, value, r.target ?? "", met]))
}
console.log(`\nBenchmark (${date.toISOString()}, ${machine})\n`)
console.log(table.join("\n"))
fs.mkdirSync(path.join(ROOT, ".bench"), { recursive: true })
fs.writeFileSync(
  path.join(ROOT, ".bench/report.json"),
  JSON.stringify({ date: date.toISOString(), machine, rows }, null, 2),
)
// The settings that change what a run measures, so a report says how it was run.
const settings = ["LH_RUNS", "LH_PAGES", "CDP_RUNS", "CDP_PAGES"]
  .filter((name) => process.env[name])
  .map((name) => `${name}=${process.env[name]}`)
const report = [
  ...reportHeader("npm run bench", started, date),
  `- Options: ${[...process.argv.slice(2), ...settings].join(" ") || "none"}`,
  "",
  "```text",
  ...table.map((line) => line.trimEnd()),
  "```",
  "",
]
fs.writeFileSync(path.join(ROOT, ".bench/report.md"), report.join("\n"))
console.log("\nWritten to .bench/report.json and .bench/report.md")
