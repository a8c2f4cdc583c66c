/**
 * Browser helpers for the end-to-end suite: Debian's Chromium through playwright-core,
 * third-party origins blocked (as on a machine without internet), console errors
 * collected, and axe-core checks against WCAG 2.1 A/AA.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Browser, BrowserContext, Page, Response } from "playwright-core"
import { launchChromium } from "../../../scripts/chromium.cjs"
import { SITE_ORIGIN } from "./env"

export function launchBrowser(): Promise<Browser> {
  return launchChromium()
}

const isLocal = (url: string) => /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/.test(url)

export type OpenedPage = {
  page: Page
  response: Response | null
  /** Console errors and uncaught exceptions (third-party load failures excluded). */
  errors: string[]
  /** Third-party requests that were blocked. */
  blocked: string[]
}

type OpenOptions = {
  viewport?: { width: number; height: number }
  /** Block every non-local origin (default true). */
  blockThirdParty?: boolean
  context?: BrowserContext
  reducedMotion?: "reduce" | "no-preference"
  /** The page itself is a 404: its own 404 responses (document, page-data) are expected. */
  expect404?: boolean
}

/** Opens `path` of the built site in a fresh context (or the one given) and waits for the load event. */
export async function openPage(browser: Browser, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context =
    options.context ??
    (await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      reducedMotion: options.reducedMotion,
      acceptDownloads: true,
    }))
  const page = await context.newPage()
  const errors: string[] = []
  const blocked: string[] = []
  if (options.blockThirdParty !== false) {
    await page.route(
      (url) => !isLocal(url.href),
      (route) => {
        blocked.push(route.request().url())
        return route.abort("internetdisconnected")
      },
    )
  }
  // Record Content-Security-Policy violations (the static server applies public/_headers).
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI}`),
    )
  })
  page.on("console", (msg) => {
    if (msg.type() !== "error") return
    const source = msg.location().url
    // A blocked third-party resource logs "Failed to load resource"; that is the point of blocking.
    if (/Failed to load resource/.test(msg.text()) && source && !isLocal(source)) return
    if (/net::ERR_INTERNET_DISCONNECTED/.test(msg.text())) return
    if (
      options.expect404 &&
      /status of 404/.test(msg.text()) &&
      (source.endsWith(path) || source.includes("/page-data/"))
    )
      return
    errors.push(`${msg.text()} (${source || "no source"})`)
  })
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`))
  const response = await page.goto(`${SITE_ORIGIN}${path}`, { waitUntil: "load" })
  // The bundles load after the first paint: wait until the app has hydrated the page
  // (gatsby-browser.tsx marks it), then let its first effects run.
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
  await page.waitForTimeout(150)
  return { page, response, errors, blocked }
}

/** CSP violations the page reported so far. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
}

/** Runs axe-core (WCAG 2.1 A and AA) and returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  )
}

/** The raw HTML the server sends for `path`, as a crawler or a browser without JavaScript sees it. */
export async function fetchHtml(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${SITE_ORIGIN}${path}`)
  return { status: res.status, html: await res.text(), headers: res.headers }
}
