/**
 * Testimonials page: what a visitor downloads before touching anything (its JavaScript is
 * in 10-page-js): bytes over the wire and requests to third parties (which should be
 * none: video players and thumbnails wait for a click or a scroll). Third parties are
 * blocked, as on a machine without internet, and counted.
 */
import { isThirdParty, launchChromium } from "../chromium.cjs"

const ROUTE = "/testimonials"

async function beforeInteraction(origin, route) {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const thirdParty = []
    // The browser resolves no third-party host (scripts/chromium.cjs): each such request fails at once.
    page.on("request", (request) => {
      if (isThirdParty(request.url())) thirdParty.push(request.url())
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    let bytes = 0
    cdp.on("Network.loadingFinished", (e) => {
      bytes += e.encodedDataLength
    })
    await page.goto(`${origin}${route}`, { waitUntil: "networkidle" })
    await page.waitForTimeout(1000)
    return { bytes, thirdParty }
  } finally {
    await browser.close()
  }
}

export async function run(ctx) {
  const rows = []
  const { bytes, thirdParty } = await beforeInteraction(ctx.origin, ROUTE)
  rows.push({
    group: "before interaction",
    metric: `${ROUTE} bytes transferred (gzip)`,
    value: bytes / 1024,
    unit: "KB",
  })
  rows.push({
    group: "before interaction",
    metric: `${ROUTE} third-party requests`,
    value: thirdParty.length,
    unit: "",
    target: "0",
    met: thirdParty.length === 0,
    note: thirdParty.join(" "),
  })
  return rows
}
