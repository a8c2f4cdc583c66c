#!/usr/bin/env node
/**
 * `npm run bench:build`: how builds scale with a curator's real photos. For the sample site
 * and then for N generated 12-megapixel photos (4032 × 3024 JPEG, like a phone's) added to a
 * temporary trip, each in a fresh copy of the project, it times:
 *   - a cold build (no .cache, no public/),
 *   - a rebuild with no change,
 *   - a rebuild after adding one more photo,
 * and reports the per-photo cost of the cold build and the peak memory of the build's
 * process tree (sampled from /proc every 250 ms; see `treeMemory`). A benchmark, not a
 * test: it prints figures and the goals they are compared with, and never fails on them.
 *
 * Usage: npm run bench:build [-- --sizes=100,300,1000]   (default 100,300,1000)
 * The report is also written to .bench/ (git-ignored): build-report.json, and build-report.md
 * with the date and the machine it ran on.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { gzipSync } from "node:zlib"
import { copyProject } from "./copy-project.cjs"
import { reportHeader } from "./bench/lib.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const sizesArg = process.argv.find((a) => a.startsWith("--sizes="))
const SIZES = (sizesArg ? sizesArg.slice("--sizes=".length) : "100,300,1000").split(",").map(Number)
const WIDTH = 4032
const HEIGHT = 3024

/**
 * Memory (bytes) of a process and all its descendants, read from /proc: the sum of each
 * process's proportional set size (Pss in smaps_rollup), where a page shared by several
 * processes counts once, split between them. Summing resident sizes instead counts a
 * shared page once per process: when the build starts a worker, the forked copy briefly
 * shows the whole parent's memory again (seen as a second "gatsby build" of 1.0–1.1 GiB
 * at a sampled peak), though no page was copied. Falls back to VmRSS where smaps_rollup
 * is missing (kernels before 4.14). Returns both sums: `pss`, the figure reported, and
 * `rss`.
 */
function treeMemory(pid) {
  let pss = 0
  let rss = 0
  const stack = [pid]
  while (stack.length) {
    const p = stack.pop()
    try {
      const residentKb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0)
      let proportionalKb = residentKb
      try {
        proportionalKb = Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${p}/smaps_rollup`, "utf8"))?.[1] ?? 0)
      } catch {
        // No smaps_rollup: the resident size stands in.
      }
      rss += residentKb * 1024
      pss += proportionalKb * 1024
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim()
        if (children) stack.push(...children.split(/\s+/).map(Number))
      }
    } catch {
      // The process ended between two reads.
    }
  }
  return { pss, rss }
}

/** Terminal colour and cursor codes in the build output. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g")

/**
 * Runs `gatsby build` in `dir`; resolves to { seconds, peakBytes, peakResidentBytes, queries },
 * where `queries` is how many page and static queries the build ran (Gatsby's "run queries
 * in workers" line).
 */
function build(dir) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const child = spawn("npx", ["gatsby", "build"], {
      cwd: dir,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    })
    let stderr = ""
    let stdout = ""
    child.stderr.on("data", (d) => (stderr += d))
    child.stdout.on("data", (d) => (stdout += d))
    let peakBytes = 0
    let peakResidentBytes = 0
    const timer = setInterval(() => {
      const { pss, rss } = treeMemory(child.pid)
      peakBytes = Math.max(peakBytes, pss)
      peakResidentBytes = Math.max(peakResidentBytes, rss)
    }, 250)
    child.on("exit", (code) => {
      clearInterval(timer)
      const seconds = Number(process.hrtime.bigint() - start) / 1e9
      const ran = /run queries in workers - [\d.]+s - (\d+)\/\d+/.exec(stdout.replace(ANSI, ""))
      const queries = ran ? Number(ran[1]) : null
      if (code === 0) resolve({ seconds, peakBytes, peakResidentBytes, queries })
      else reject(new Error(`gatsby build failed in ${dir} (exit ${code}):\n${stderr.slice(-2000)}`))
    })
  })
}

/** Bytes as GiB with two decimals. */
const gib = (b) => (b / 2 ** 30).toFixed(2)

/** A build's peak memory for the log, with the peak of the resident sizes' sum beside it. */
const peakText = (b) => `peak ${gib(b.peakBytes)} GiB (resident sizes summed: ${gib(b.peakResidentBytes)} GiB)`

let grain = null

/** One phone-sized photo: a gradient with grain, so JPEG decoding and resizing cost what real photos cost. */
async function writePhoto(file, seed) {
  grain ??= await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer()
  const hue = (seed * 47) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},55%,35%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  await sharp(Buffer.from(svg))
    .composite([{ input: grain, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toFile(file)
}

/** What a gallery page sends before any interaction: its HTML plus its page-data, gzipped (bytes). */
function galleryBytes(dir, tripId) {
  const gz = (file) => gzipSync(fs.readFileSync(file)).length
  return (
    gz(path.join(dir, "public/agent-incentives", `${tripId}.html`)) +
    gz(path.join(dir, "public/page-data/agent-incentives", tripId, "page-data.json"))
  )
}

async function measure(label, extraPhotos) {
  const dir = copyProject(ROOT, "bench-build-")
  try {
    const trip = path.join(dir, "data/trips/bench-photos")
    if (extraPhotos > 0) {
      fs.mkdirSync(trip)
      fs.writeFileSync(
        path.join(trip, "trip.json"),
        JSON.stringify({
          destination: "Benchmark",
          year: 2025,
          description: "Generated photos for npm run bench:build.",
        }),
      )
      process.stdout.write(`  ${label}: generating ${extraPhotos} photos…`)
      for (let i = 1; i <= extraPhotos; i++) await writePhoto(path.join(trip, `${i}.jpg`), i)
      process.stdout.write(" done\n")
    }
    const cold = await build(dir)
    console.log(`  ${label}: cold ${cold.seconds.toFixed(1)} s, ${peakText(cold)}`)
    const gallery = galleryBytes(dir, extraPhotos > 0 ? "bench-photos" : "winter-wonderland-canada-2018")
    const noChange = await build(dir)
    console.log(`  ${label}: no-change rebuild ${noChange.seconds.toFixed(1)} s, ${peakText(noChange)}`)
    const target = extraPhotos > 0 ? trip : path.join(dir, "data/trips/bahamas-2012")
    await writePhoto(path.join(target, "zz-added.jpg"), 999)
    const addOne = await build(dir)
    console.log(
      `  ${label}: rebuild after adding one photo ${addOne.seconds.toFixed(1)} s, ${addOne.queries} queries run, ${peakText(addOne)}`,
    )
    const peaks = { cold: cold.peakBytes, noChange: noChange.peakBytes, addOne: addOne.peakBytes }
    const peakBytes = Math.max(...Object.values(peaks))
    return {
      label,
      extraPhotos,
      cold: cold.seconds,
      noChange: noChange.seconds,
      addOne: addOne.seconds,
      addOneQueries: addOne.queries,
      galleryKB: gallery / 1024,
      peakBytes,
      peaks,
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const started = new Date()
console.log(`Build scaling on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`)
const base = await measure("sample site", 0)
const results = [base]
for (const n of SIZES) results.push(await measure(`+${n} photos`, n))

const table = [
  "case            cold (s)  no-change (s)  add one (s)  queries  per photo (s)  gallery (KB)  peak memory (GiB)",
]
for (const r of results) {
  const perPhoto = r.extraPhotos ? ((r.cold - base.cold) / r.extraPhotos).toFixed(3) : "—"
  table.push(
    [
      r.label.padEnd(15),
      r.cold.toFixed(1).padStart(8),
      r.noChange.toFixed(1).padStart(14),
      r.addOne.toFixed(1).padStart(12),
      String(r.addOneQueries ?? "?").padStart(8),
      String(perPhoto).padStart(14),
      r.galleryKB.toFixed(1).padStart(13),
      gib(r.peakBytes).padStart(18),
    ].join(" "),
  )
}
table.push("")
table.push("Goals: no-change rebuild with 300 extra photos ≤ 1.3× the sample site's;")
table.push("       adding one photo ≤ 1.2× a no-change rebuild, running 2 queries again (its gallery and the")
table.push("       trip list); peak memory < 4 GiB at 1,000 photos; the largest gallery's page ≤ 60 KB")
table.push("       (HTML + page-data, gzip) at every size. 'gallery' is the added trip's page (Canada's on")
table.push("       the sample site).")
for (const r of results.slice(1)) {
  const checks = [`no-change ${(r.noChange / base.noChange).toFixed(2)}× sample`]
  checks.push(`add-one ${(r.addOne / r.noChange).toFixed(2)}× no-change`)
  checks.push(`${r.addOneQueries} queries`)
  checks.push(`gallery ${r.galleryKB.toFixed(1)} KB`)
  checks.push(`peak ${gib(r.peakBytes)} GiB`)
  table.push(`  ${r.label}: ${checks.join(", ")}`)
}
console.log("")
console.log(table.join("\n"))
const date = new Date()
fs.mkdirSync(path.join(ROOT, ".bench"), { recursive: true })
fs.writeFileSync(
  path.join(ROOT, ".bench/build-report.json"),
  JSON.stringify({ date: date.toISOString(), cores: os.cpus().length, results }, null, 2),
)
const report = [
  ...reportHeader("npm run bench:build", started, date),
  `- Extra photos: ${SIZES.join(", ")} (12-megapixel JPEG); peak memory is the sum of proportional set sizes`,
  "",
  "```text",
  ...table,
  "```",
  "",
]
fs.writeFileSync(path.join(ROOT, ".bench/build-report.md"), report.join("\n"))
console.log("\nWritten to .bench/build-report.json and .bench/build-report.md")
