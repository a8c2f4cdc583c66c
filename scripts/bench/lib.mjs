/** Helpers shared by the benchmark modules in this folder. */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import sharp from "sharp"

/** Total bytes of the files under `dir`. */
export function dirSize(dir) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? dirSize(full) : fs.statSync(full).size
  }
  return total
}

/** The built HTML file of a route ("/faq" → public/faq.html, as the build writes pages). */
export function htmlFileOf(publicDir, route) {
  if (route === "/") return path.join(publicDir, "index.html")
  const flat = path.join(publicDir, `${route}.html`)
  return fs.existsSync(flat) ? flat : path.join(publicDir, route, "index.html")
}

/** page-data folder of a route ("/" → "index", "/faq" → "faq"). */
function pageDataDir(route) {
  return route === "/" ? "index" : route.replace(/^\//, "")
}

/**
 * JavaScript a page loads before any interaction: the bundles its built HTML loads
 * (runtime, framework, app: `<script src>` tags or the after-first-paint loader) plus the chunks of its page component (shared and own),
 * which Gatsby's loader fetches at once; sizes gzip-compressed as a host would serve them.
 * @returns {{ files: number, rawBytes: number, gzipBytes: number }}
 */
export function pageJs(publicDir, route) {
  const html = fs.readFileSync(htmlFileOf(publicDir, route), "utf8")
  const files = new Set([...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]))
  // The bundles the build moved into the after-first-paint loader (src/node/post-build/defer-bundles.ts).
  const loader = /<script id="deferred-bundles">(.*?)<\/script>/s.exec(html)?.[1] ?? ""
  for (const m of loader.matchAll(/"\/([^"]+\.js)"/g)) files.add(m[1])
  const pageData = JSON.parse(
    fs.readFileSync(path.join(publicDir, "page-data", pageDataDir(route), "page-data.json"), "utf8"),
  )
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  for (const asset of stats.assetsByChunkName[pageData.componentChunkName] ?? []) {
    if (asset.endsWith(".js")) files.add(asset)
  }
  let rawBytes = 0
  let gzipBytes = 0
  for (const file of files) {
    const buf = fs.readFileSync(path.join(publicDir, file))
    rawBytes += buf.length
    gzipBytes += zlib.gzipSync(buf, { level: 9 }).length
  }
  return { files: files.size, rawBytes, gzipBytes }
}

/** A row for a page's JS against a gzip target in KB. */
export function pageJsRow(publicDir, route, targetKb) {
  const { gzipBytes, files } = pageJs(publicDir, route)
  const kb = gzipBytes / 1024
  return {
    group: "page JS (gzip)",
    metric: `${route} (${files} files)`,
    value: kb,
    unit: "KB",
    target: `<= ${targetKb} KB`,
    met: kb <= targetKb,
  }
}

/** Fixed-width table row. */
export function formatRow(cells) {
  const widths = [16, 46, 16, 14, 4]
  return cells.map((c, i) => String(c).padEnd(widths[i])).join(" ")
}

/**
 * The LCP floor: a bare HTML page with one heading and one hero-sized image, written to
 * public/__bench/ for the run; returns a function that removes it.
 */
export async function writeBarePage(publicDir) {
  const dir = path.join(publicDir, "__bench")
  fs.mkdirSync(dir, { recursive: true })
  // A hero-sized photo-like image (1200×630), like the largest image a page above the fold shows.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3f66"/><stop offset="1" stop-color="#d29b3a"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="900" cy="180" r="90" fill="#fbf1de"/></svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toFile(path.join(dir, "hero.jpg"))
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare floor page</title><meta name="description" content="Benchmark floor: one heading and one hero-sized image."></head><body><h1>Protect your family's final wishes</h1><img src="/__bench/hero.jpg" width="1200" height="630" alt="Hero-sized image" style="max-width:100%;height:auto"></body></html>`,
  )
  return () => fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * The pages the performance budget names, for both browser measures (Lighthouse and the
 * slow phone): home, FAQ, testimonials, the 72-photo gallery, both calculators and the
 * founder's story (its address comes from data/site.json).
 */
export function budgetPages(root) {
  const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8"))
  return [
    "/",
    "/faq",
    "/testimonials",
    "/agent-incentives/winter-wonderland-canada-2018",
    "/goalcalculator",
    "/comp-comparison",
    `/${site.founderFirstName.toLowerCase()}-story`,
  ]
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  const s = [...values].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/**
 * `runs` measurements of a page, each right after one of its floor page: a figure that
 * moves with whatever else the machine does is then compared with the floor's figures
 * taken between the page's own. `measure(url)` takes one measurement.
 * @returns {Promise<{ page: unknown[], floor: unknown[] }>}
 */
export async function pairedRuns(runs, measure, url, floorUrl) {
  const page = []
  const floor = []
  for (let i = 0; i < runs; i++) {
    floor.push(await measure(floorUrl))
    page.push(await measure(url))
  }
  return { page, floor }
}

/**
 * The opening lines of a benchmark's Markdown report: what ran, from when to when (UTC, to
 * the minute) and on which machine, so two reports can be compared.
 */
export function reportHeader(title, started, ended = new Date()) {
  const minute = (d) => d.toISOString().slice(0, 16).replace("T", " ")
  return [
    `# ${title}`,
    "",
    `- Date: ${minute(started)} to ${minute(ended)} UTC`,
    `- Machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory`,
    `- System: ${process.platform} ${process.arch}, node ${process.version}`,
  ]
}
