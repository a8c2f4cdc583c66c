/**
 * The built site served by Cloudflare's own runtime (`wrangler pages dev`, offline, from
 * npm), as Cloudflare Pages would serve it: every sitemap address answers 200 without a
 * redirect, with the site-wide headers and the page's own policy, the caching of Gatsby's
 * guide, the 404 page with status 404. Every page is the same document with the same
 * policy headers as under the suite's own server, where the crawl proves in Chromium that
 * no page breaks its policy; a move within the app to a page with an embed is checked here
 * (every page's policy allows the same origins, so the first page's policy serves both).
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import { launchBrowser } from "./support/browser"
import { SITE_ORIGIN } from "./support/env"
import { stopProcess } from "./support/process"
import { E2E_PUBLIC } from "./support/site"

const ROOT = path.resolve(__dirname, "../..")
const PORT = Number(process.env.E2E_PORT_BASE || 9790) + 5
const ORIGIN = `http://127.0.0.1:${PORT}`
/** A date the bundled runtime supports; fixed so the run is the same every day. */
const COMPATIBILITY_DATE = "2025-01-01"

let wrangler: ChildProcess
let browser: Browser

beforeAll(async () => {
  wrangler = spawn(
    path.join(ROOT, "node_modules/.bin/wrangler"),
    [
      "pages",
      "dev",
      E2E_PUBLIC,
      "--ip",
      "127.0.0.1",
      "--port",
      String(PORT),
      `--compatibility-date=${COMPATIBILITY_DATE}`,
    ],
    { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" } },
  )
  let output = ""
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready on/.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    wrangler.stdout?.on("data", onData)
    wrangler.stderr?.on("data", onData)
    wrangler.on("exit", (code) => reject(new Error(`wrangler exited with ${code}:\n${output}`)))
  })
  expect(output).toMatch(/Parsed \d+ valid header rules/)
  expect(output).not.toMatch(/Ignoring line/)
  browser = await launchBrowser()
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await stopProcess(wrangler)
})

/** Every address of the sitemap, as a path. */
function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(E2E_PUBLIC, "sitemap-0.xml"), "utf8")
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

describe("Cloudflare Pages (wrangler pages dev)", () => {
  it("answers every sitemap address with 200, no redirect, both policies and revalidated caching", async () => {
    const paths = sitemapPaths()
    expect(paths.length).toBeGreaterThan(20)
    const problems: string[] = []
    for (const p of paths) {
      const res = await fetch(`${ORIGIN}${p}`, { redirect: "manual" })
      const html = await res.text()
      if (res.status !== 200) problems.push(`${p}: status ${res.status} ${res.headers.get("location") ?? ""}`)
      if (!/frame-ancestors 'none'/.test(res.headers.get("content-security-policy") ?? ""))
        problems.push(`${p}: no site-wide CSP header`)
      if (
        !/^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' /.test(
          html,
        )
      ) {
        problems.push(`${p}: no page policy first in <head>`)
      }
      if (res.headers.get("cache-control") !== "public, max-age=0, must-revalidate")
        problems.push(`${p}: cache-control ${res.headers.get("cache-control")}`)
    }
    expect(problems).toEqual([])
  })

  it("keeps hashed scripts, styles and /static/ files for a year, and revalidates page data", async () => {
    const publicDir = E2E_PUBLIC
    const js = fs.readdirSync(publicDir).find((f) => /^app-[0-9a-f]+\.js$/.test(f))
    const css = fs.readdirSync(publicDir).find((f) => /\.css$/.test(f))
    const font = fs.readdirSync(path.join(publicDir, "static")).find((f) => f.endsWith(".woff2"))
    for (const file of [js, css, `static/${font}`]) {
      const res = await fetch(`${ORIGIN}/${file}`)
      expect({ file, status: res.status, cache: res.headers.get("cache-control") }).toEqual({
        file,
        status: 200,
        cache: "public, max-age=31536000, immutable",
      })
    }
    for (const file of ["page-data/faq/page-data.json", "page-data/app-data.json"]) {
      const res = await fetch(`${ORIGIN}/${file}`)
      expect({ file, status: res.status, cache: res.headers.get("cache-control") }).toEqual({
        file,
        status: 200,
        cache: "public, max-age=0, must-revalidate",
      })
    }
  })

  it("redirects a slashed address to the canonical one, and answers an unknown path with the 404 page", async () => {
    const slashed = await fetch(`${ORIGIN}/faq/`, { redirect: "manual" })
    expect(slashed.status).toBe(308)
    expect(new URL(slashed.headers.get("location") ?? "", ORIGIN).pathname).toBe("/faq")
    const missing = await fetch(`${ORIGIN}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain("Oops! Page not found")
  })

  it("serves every page as the suite's own server does: the same document and the same policy headers", async () => {
    /** The headers a browser enforces, and the ones `_headers` sets. */
    const POLICY_HEADERS = [
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "content-type",
    ]
    const seen = async (origin: string, p: string) => {
      const res = await fetch(`${origin}${p}`, { redirect: "manual" })
      return {
        status: res.status,
        body: await res.text(),
        headers: Object.fromEntries(POLICY_HEADERS.map((h) => [h, res.headers.get(h)])),
      }
    }
    const differences: string[] = []
    for (const p of [...sitemapPaths(), "/admin/", "/no-such-page"]) {
      const [cloudflare, ours] = await Promise.all([seen(ORIGIN, p), seen(SITE_ORIGIN, p)])
      if (cloudflare.status !== ours.status) differences.push(`${p}: status ${cloudflare.status}, ours ${ours.status}`)
      if (cloudflare.body !== ours.body) differences.push(`${p}: a different document`)
      for (const h of POLICY_HEADERS) {
        if (cloudflare.headers[h] !== ours.headers[h])
          differences.push(`${p}: ${h} "${cloudflare.headers[h]}", ours "${ours.headers[h]}"`)
      }
    }
    expect(differences).toEqual([])
  })

  it("reports no policy violation moving from a page without frames to the one with the office map", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript(() => {
      const w = window as unknown as { __csp: string[] }
      w.__csp = []
      document.addEventListener("securitypolicyviolation", (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    const problems: string[] = []
    try {
      // The map's page, reached within the app, draws its map under the first page's policy.
      const page = await context.newPage()
      await page.goto(`${ORIGIN}/faq`, { waitUntil: "load" })
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click()
      await page.waitForURL(/\/contact$/)
      await page.locator("iframe[src*='maps']").waitFor({ state: "attached" })
      const policy = await page.evaluate(
        () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "",
      )
      expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/)
      problems.push(
        ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).map(
          (v) => `/faq → /contact: ${v}`,
        ),
      )
    } finally {
      await context.close()
    }
    expect(problems).toEqual([])
  })
})
