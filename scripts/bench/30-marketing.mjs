/**
 * Judges: third-party requests before interaction: only the lead-capture form's (its
 * embed script and its frame) on /, none on /faq and /testimonials (video players and
 * thumbnails wait for a click or a scroll). The bytes each page transfers meanwhile are
 * reported beside them; its JavaScript is judged by 10-page-js.
 * Third-party origins are blocked, as on a machine without internet, but every attempt
 * is counted.
 */
import fs from "node:fs"
import path from "node:path"
import { isThirdParty, launchChromium } from "../chromium.cjs"

/** Pages measured in a browser, with the third-party hosts allowed before interaction. */
const BROWSER_ROUTES = ["/", "/faq", "/testimonials"]
/** Quiet time after the load event before counting stops, so late effects (embed scripts) are included. */
const SETTLE_MS = 1500

function allowedThirdParty(root) {
  // The English of data/site.json (a file in English and Spanish).
  const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8")).en
  const host = (u) => new URL(u).host
  // The lead-capture form (its embed script and its frame) is the only third party on /.
  return {
    "/": new Set([host(site.embeds.formScriptUrl), host(site.embeds.formOrigin)]),
    "/faq": new Set(),
    "/testimonials": new Set(),
  }
}

async function measure(browser, origin, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const thirdParty = []
  // The browser resolves no third-party host (scripts/chromium.cjs): each such request fails at once.
  page.on("request", (request) => {
    if (isThirdParty(request.url())) thirdParty.push(request.url())
  })
  let bytes = 0
  const pending = []
  // The static server compresses text with gzip, as hosts do: these are the bytes on the wire.
  page.on("requestfinished", (request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes()
        bytes += sizes.responseBodySize + sizes.responseHeadersSize
      })().catch(() => {}),
    )
  })
  await page.goto(`${origin}${route}`, { waitUntil: "load" })
  await page.waitForTimeout(SETTLE_MS)
  await Promise.all(pending)
  await context.close()
  return { bytes, thirdParty }
}

export async function run(ctx) {
  const rows = []
  const allowed = allowedThirdParty(ctx.root)
  const browser = await launchChromium()
  try {
    for (const route of BROWSER_ROUTES) {
      const { bytes, thirdParty } = await measure(browser, ctx.origin, route)
      rows.push({
        group: "before interaction",
        metric: `${route} bytes transferred (gzip)`,
        value: bytes / 1024,
        unit: "KB",
      })
      const hosts = [...new Set(thirdParty.map((u) => new URL(u).host))]
      const ok = thirdParty.every((u) => allowed[route].has(new URL(u).host))
      rows.push({
        group: "before interaction",
        metric: `${route} third-party requests${hosts.length ? ` (${hosts.join(", ")})` : ""}`,
        value: thirdParty.length,
        unit: "",
        target: route === "/" ? "form embed only" : "0",
        met: ok,
      })
    }
  } finally {
    await browser.close()
  }
  return rows
}
