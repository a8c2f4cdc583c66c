/**
 * Incentive trips: rebuild time after a curator adds one photo and what a gallery page
 * downloads before any interaction (its JavaScript is in 10-page-js).
 *
 * - Rebuild: adds a photo to data/trips/bahamas-2012/, times the warm `gatsby build`, then
 *   removes the photo and rebuilds (runs after the page measurements, which it would change).
 * - Bytes before interaction: Chromium (playwright-core, /usr/bin/chromium) opens the
 *   72-photo Canada gallery at 1280×900 and counts every response until 3 s after load
 *   (before the first slideshow step at 4 s), fonts excluded. Text responses (HTML, JS,
 *   CSS, JSON) count gzip-compressed, as any static host serves them; images as stored.
 * Set BENCH_SKIP_REBUILD=1 to skip the rebuild (it takes a few minutes on a small machine).
 */
import { execSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { launchChromium } from "../chromium.cjs"
import { htmlFileOf } from "./lib.mjs"

const CANADA = "/agent-incentives/winter-wonderland-canada-2018"

/**
 * Warm rebuild after a curator drops one photo into data/trips/bahamas-2012/, in place
 * (a copied .cache does not survive a move to another folder). The photo is removed in
 * `finally` and the site rebuilt, so the working tree and public/ end as they began.
 */
async function rebuildAfterAddingPhoto(root) {
  const folder = path.join(root, "data/trips/bahamas-2012")
  const added = path.join(folder, "zz-bench-added-photo.jpg")
  const build = () => {
    const start = process.hrtime.bigint()
    execSync("npx gatsby build", {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    return Number(process.hrtime.bigint() - start) / 1e9
  }
  const photos = fs
    .readdirSync(folder)
    .filter((f) => /\.jpe?g$/i.test(f))
    .sort()
  const first = photos[0]
  let seconds
  try {
    fs.copyFileSync(path.join(folder, first), added)
    seconds = build()
    const html = fs.readFileSync(htmlFileOf(path.join(root, "public"), "/agent-incentives/bahamas-2012"), "utf8")
    if (!html.includes(`${photos.length + 1} photos from`))
      throw new Error("the rebuilt Bahamas page does not count the added photo")
  } finally {
    fs.rmSync(added, { force: true })
    build()
  }
  return seconds
}

/** Bytes the page downloads until 3 s after load, without any interaction. */
export async function bytesBeforeInteraction(origin, route) {
  const browser = await launchChromium()
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
          return /^(text\/|application\/(json|javascript|manifest))/.test(type)
            ? zlib.gzipSync(body).length
            : body.length
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
  if (process.env.BENCH_SKIP_REBUILD !== "1") {
    const seconds = await rebuildAfterAddingPhoto(ctx.root)
    rows.push({ group: "trips", metric: "rebuild after adding one photo", value: seconds, unit: "s" })
  }
  return rows
}
