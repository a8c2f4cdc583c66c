/**
 * Judges: everything the 72-photo Canada gallery downloads before interaction, under
 * 400 KB (its JavaScript is judged by 10-page-js; the time to rebuild after a curator
 * adds a photo by `npm run bench:build`).
 *
 * Chromium (playwright-core, /usr/bin/chromium) opens the gallery at 1280×900 and counts
 * every response until 3 s after load (before the first slideshow step at 4 s), fonts
 * excluded. Text responses (HTML, JS, CSS, JSON) count gzip-compressed, as any static
 * host serves them; images as stored.
 */
import zlib from "node:zlib"
import { launchChromium } from "../chromium.cjs"

const CANADA = "/agent-incentives/winter-wonderland-canada-2018"

/** Bytes the page downloads until 3 s after load, without any interaction. */
async function bytesBeforeInteraction(origin, route) {
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
  return rows
}
