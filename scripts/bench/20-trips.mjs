/**
 * Incentive trips: rebuild time after a curator adds one photo, what a gallery page
 * downloads before any interaction, and the gallery page's JavaScript.
 *
 * - Rebuild: copies the project to a temporary folder (node_modules symlinked, .cache and
 *   public/ copied so the build is warm), adds a photo to data/trips/bahamas-2012/ and
 *   times `gatsby build`. The working tree is never touched.
 * - Bytes before interaction: Chromium (playwright-core, /usr/bin/chromium) opens the
 *   72-photo Canada gallery at 1280×900 and counts every response until 3 s after load
 *   (before the first slideshow step at 4 s), fonts excluded. Text responses (HTML, JS,
 *   CSS, JSON) count gzip-compressed, as any static host serves them; images as stored.
 * Set BENCH_SKIP_REBUILD=1 to skip the rebuild (it takes a few minutes on a small machine).
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { chromium } from "playwright-core"
import { pageJsRow } from "./lib.mjs"

const CANADA = "/agent-incentives/winter-wonderland-canada-2018"
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"]

/** Copies the project into a temp folder (without node_modules, which is linked). */
export function copyProject(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trips-copy-"))
  for (const entry of fs.readdirSync(root)) {
    if ([".git", "node_modules", ".bench"].includes(entry)) continue
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  // Compiled bundles hold the original folder's paths; the data and image caches are kept.
  for (const stale of [".cache/webpack", ".cache/page-ssr"]) fs.rmSync(path.join(dir, stale), { recursive: true, force: true })
  return dir
}

async function rebuildAfterAddingPhoto(root) {
  const dir = copyProject(root)
  try {
    const folder = path.join(dir, "data/trips/bahamas-2012")
    const names = fs.readdirSync(folder).filter((f) => /\.jpe?g$/i.test(f))
    fs.copyFileSync(path.join(folder, names[0]), path.join(folder, "zz-added-by-bench.jpg"))
    const start = process.hrtime.bigint()
    execSync("npx gatsby build", { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
    return Number(process.hrtime.bigint() - start) / 1e9
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Bytes the page downloads until 3 s after load, without any interaction. */
export async function bytesBeforeInteraction(origin, route) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const pending = []
    let images = 0
    page.on("response", (res) => {
      pending.push(
        (async () => {
          const type = res.headers()["content-type"] ?? ""
          if (/font/.test(type) || /\.woff2?$/.test(res.url())) return 0
          let body
          try {
            body = await res.body()
          } catch {
            return 0
          }
          if (/^image\//.test(type)) images++
          return /^(text\/|application\/(json|javascript|manifest))/.test(type) ? zlib.gzipSync(body).length : body.length
        })(),
      )
    })
    await page.goto(`${origin}${route}`, { waitUntil: "load" })
    await page.waitForTimeout(3000)
    const sizes = await Promise.all(pending)
    return { bytes: sizes.reduce((a, b) => a + b, 0), requests: sizes.length, images }
  } finally {
    await browser.close()
  }
}

export async function run(ctx) {
  const rows = []
  if (process.env.BENCH_SKIP_REBUILD !== "1") {
    const seconds = await rebuildAfterAddingPhoto(ctx.root)
    rows.push({ group: "trips", metric: "rebuild after adding one photo", value: seconds, unit: "s" })
  }
  const { bytes, requests, images } = await bytesBeforeInteraction(ctx.origin, CANADA)
  const kb = bytes / 1024
  rows.push({
    group: "trips",
    metric: `Canada gallery bytes before interaction (${requests} req, ${images} img)`,
    value: kb,
    unit: "KB",
    target: "< 400 KB",
    met: kb < 400,
  })
  rows.push(pageJsRow(ctx.publicDir, CANADA, 110))
  rows.push(pageJsRow(ctx.publicDir, "/agent-incentives", 110))
  return rows
}
