/**
 * The site-wide quality gate: start at "/", follow every internal link in the served HTML,
 * add every route of the route list, and check each page in a real browser (of the trip
 * galleries, which share a template, one) with every third-party origin blocked: status,
 * exactly one h1, unique <title>, meta description and canonical link in the served HTML,
 * main text present before any script runs, no broken internal link or image, no console
 * error, no CSP violation, no axe (WCAG 2.2 A/AA) violation, and from 320 to 1440 px no
 * sideways scrolling, no text out of its box and phone-sized tap targets
 * (support/layout-check.ts).
 */
import type { Browser } from "playwright-core"
import { isTripPath } from "../../src/lib/routes"
import { ROUTES } from "./routes/index"
import { axeViolations, cspViolations, fetchHtml, launchBrowser, watchPage } from "./support/browser"
import { SITE_ORIGIN } from "./support/env"
import { layoutProblems, LAYOUT_WIDTHS } from "./support/layout-check"

/** Addresses that are not pages of the site: they answer 404 (the route list probes some of them). */
const EXPECTED_404 = new Set([
  "/privacy-policy",
  "/terms-conditions",
  ...ROUTES.filter((r) => r.status === 404).map((r) => r.path),
])

/** The window the crawl opens each page in, before it checks the layout at every width. */
const DESKTOP = { width: 1280, height: 900 }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

function internalLinks(html: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const href = match[1].replace(/&amp;/g, "&")
    if (!href.startsWith("/") || href.startsWith("//")) continue
    const path = href.split("#")[0].split("?")[0]
    if (path) links.push(path.length > 1 ? path.replace(/\/$/, "") : path)
  }
  return links
}

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim()

it(
  "every page reached from / and every listed route passes the quality gate",
  async () => {
    const failures: string[] = []
    const fail = (path: string, message: string) => failures.push(`${path}: ${message}`)

    // 1. Discover pages from the served HTML (what a crawler without JavaScript sees).
    const queue = ["/", ...ROUTES.map((r) => r.path)]
    const seen = new Set<string>()
    const served = new Map<string, { status: number; html: string }>()
    const linkedFrom = new Map<string, string>()
    while (queue.length) {
      const path = queue.shift()!
      if (seen.has(path)) continue
      seen.add(path)
      const res = await fetchHtml(path)
      served.set(path, { status: res.status, html: res.html })
      if (res.status !== 200) continue
      for (const link of internalLinks(res.html)) {
        if (/\.[a-z0-9]+$/i.test(link)) {
          // A file (PDF, image): must exist.
          const file = await fetch(`${SITE_ORIGIN}${link}`, { method: "HEAD" })
          if (file.status !== 200) fail(path, `broken file link ${link} (${file.status})`)
          continue
        }
        if (!linkedFrom.has(link)) linkedFrom.set(link, path)
        if (!seen.has(link)) queue.push(link)
      }
    }
    process.stdout.write(`crawl: ${served.size} addresses discovered from / and the route list\n`)
    expect(served.size).toBeGreaterThanOrEqual(new Set(ROUTES.map((r) => r.path)).size)

    // 2. Served-HTML checks.
    const titles = new Map<string, string>()
    for (const [path, { status, html }] of served) {
      const expected = ROUTES.find((r) => r.path === path)?.status ?? (EXPECTED_404.has(path) ? 404 : 200)
      if (status !== expected) {
        fail(
          path,
          `status ${status}, expected ${expected}${linkedFrom.has(path) ? ` (linked from ${linkedFrom.get(path)})` : ""}`,
        )
        continue
      }
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1]
      if (!title) fail(path, "no <title> in the served HTML")
      if (!/<meta[^>]+name="description"[^>]+content="[^"]{20,}"/.test(html))
        fail(path, "no meta description in the served HTML")
      if (!/<link[^>]+rel="canonical"[^>]+href="https?:\/\/[^"]+"/.test(html))
        fail(path, "no canonical link in the served HTML")
      if (status === 200 && title) {
        if (titles.has(title)) fail(path, `title "${title}" is also used by ${titles.get(title)}`)
        titles.set(title, path)
      }
    }

    // 3. Browser checks, third parties blocked: every page but the trip galleries, one
    // gallery, and each distinct 404 document once (unknown addresses share one; their
    // statuses are checked above). The galleries are one template over different photos
    // (trips.e2e.ts drives it on the largest trip and a small one): the browser checks the
    // one with the longest HTML, the most photos.
    const galleries = [...served].filter(([path, { status }]) => isTripPath(path) && status === 200)
    const gallery = galleries.sort(([, a], [, b]) => b.html.length - a.html.length)[0]?.[0]
    const notFoundSeen = new Set<string>()
    const inBrowser = [...served].filter(([path, { status, html }]) => {
      if (status !== 404) return !isTripPath(path) || path === gallery
      if (notFoundSeen.has(html)) return false
      notFoundSeen.add(html)
      return true
    })
    // One tab visits every address in turn, as a visitor's would: the full page load of each
    // is checked, and what the pages share (the site's scripts, axe's compiled code) is not
    // loaded anew for each.
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage()
    const { errors, visit } = await watchPage(page)
    try {
      for (const [path, { status, html }] of inBrowser) {
        const expected = ROUTES.find((r) => r.path === path)
        await page.setViewportSize(DESKTOP)
        const response = await visit(path, { expect404: status === 404 })
        if (response?.status() !== status) fail(path, `browser saw status ${response?.status()}`)
        const h1s = await page.locator("h1").allTextContents()
        if (h1s.length !== 1) fail(path, `${h1s.length} h1 elements`)
        else if (expected) {
          const ok = typeof expected.h1 === "string" ? h1s[0].trim() === expected.h1 : expected.h1.test(h1s[0])
          if (!ok) fail(path, `h1 "${h1s[0]}" does not match ${expected.h1}`)
        }
        if (status === 200) {
          // Main text is in the HTML before any script runs.
          const rawMain = textOf(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "")
          if (h1s[0] && !rawMain.includes(h1s[0].replace(/\s+/g, " ").trim()))
            fail(path, "the h1 is not in the served HTML")
          const liveMain = (await page.locator("main").innerText()).replace(/\s+/g, " ").trim()
          if (rawMain.length < liveMain.length * 0.8) {
            fail(
              path,
              `only ${rawMain.length} of ${liveMain.length} characters of the main text are in the served HTML`,
            )
          }
        }
        // Images: every local image that should have loaded did.
        // Scroll through the page so lazy images load, then check every rendered image.
        await page.evaluate(async () => {
          const markVisible = () => {
            for (const img of Array.from(document.images)) {
              const r = img.getBoundingClientRect()
              const inView =
                r.width > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth
              if (inView) img.setAttribute("data-seen", "")
            }
          }
          // Two frames after each step: the lazy-loading observers have seen the images in view.
          const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo({ top: y, behavior: "instant" })
            await frames()
            markVisible()
          }
          window.scrollTo({ top: 0, behavior: "instant" })
          // Every image that came into view has finished, loaded or failed. One the scroll
          // passed before its lazy load began would wait for the view to come back: it is
          // asked for now.
          const pending = Array.from(document.querySelectorAll<HTMLImageElement>("img[data-seen]")).filter(
            (img) => !img.complete,
          )
          for (const img of pending) img.loading = "eager"
          await Promise.all(
            pending.map(
              (img) =>
                new Promise((done) => {
                  img.addEventListener("load", done, { once: true })
                  img.addEventListener("error", done, { once: true })
                }),
            ),
          )
        })
        const images = await page.evaluate(() =>
          Array.from(document.images).map((img) => ({
            src: img.currentSrc || img.src,
            complete: img.complete,
            w: img.naturalWidth,
            seen: img.hasAttribute("data-seen"),
            gatsbyMain: img.hasAttribute("data-main-image"),
            alt: img.alt,
          })),
        )
        for (const img of images) {
          // A gatsby-plugin-image picture that never got its source (e.g. its loader script was blocked).
          if (img.gatsbyMain && img.seen && !img.src) fail(path, `image never loaded: "${img.alt}"`)
          if (!img.src.startsWith(SITE_ORIGIN)) continue
          const head = await fetch(img.src, { method: "HEAD" })
          if (head.status !== 200) fail(path, `broken image ${img.src} (${head.status})`)
          else if (img.complete && img.w === 0 && !img.src.startsWith("data:"))
            fail(path, `image failed to decode: ${img.src}`)
        }
        const violations = await axeViolations(page)
        for (const v of violations) fail(path, `axe: ${v}`)
        for (const c of await cspViolations(page)) fail(path, `CSP violation: ${c}`)
        for (const e of errors) fail(path, `console: ${e}`)
        // The layout at every width, the page loaded once and resized as a window would be.
        if (status === 200) {
          for (const width of LAYOUT_WIDTHS) {
            await page.setViewportSize({ width, height: 800 })
            // Laid out at its new width: two frames after the resize.
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
            for (const problem of await layoutProblems(page, width < 640)) fail(path, `at ${width} px: ${problem}`)
          }
        }
      }
    } finally {
      await page.context().close()
    }

    // 4. Internal links all resolve as expected.
    for (const [link, from] of linkedFrom) {
      const res = served.get(link)
      if (res && res.status === 404 && !EXPECTED_404.has(link)) fail(from, `broken link to ${link}`)
    }

    expect(failures).toEqual([])
  },
  30 * 60 * 1000,
)
