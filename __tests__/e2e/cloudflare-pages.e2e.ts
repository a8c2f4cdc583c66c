/**
 * The built site served by Cloudflare's own runtime (`wrangler pages dev`, offline, from
 * npm), as Cloudflare Pages would serve it: every sitemap address answers 200 without a
 * redirect, with the site-wide headers and the page's own policy, the caching of Gatsby's
 * guide, the 404 page with status 404. Every page is the same document with the same
 * policy headers as under the suite's own server, where Chromium proves that no page breaks
 * its policy, loaded (the crawl) or reached by a move within the app to the page with the
 * office map (layout-native.e2e.ts). And the editor's GitHub sign-in, the project's
 * functions/ run by the same runtime, against a stand-in for GitHub: Login on /admin/ hands
 * the editor its token; a forged state, a refused consent and a code used twice hand over
 * none.
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import http from "http"
import path from "path"
import type { Browser } from "playwright-core"
import { launchBrowser } from "./support/browser"
import { GITHUB_STAND_IN_PORT, SIGN_IN_SECRETS, SITE_ORIGIN } from "./support/env"
import { stopProcess } from "./support/process"
import { E2E_PUBLIC } from "./support/site"

const ROOT = path.resolve(__dirname, "../..")
const PORT = Number(process.env.E2E_PORT_BASE || 9790) + 5
const ORIGIN = `http://127.0.0.1:${PORT}`
/** A date the bundled runtime supports; fixed so the run is the same every day. */
const COMPATIBILITY_DATE = "2025-01-01"

const GITHUB = `http://127.0.0.1:${GITHUB_STAND_IN_PORT}`

/**
 * The stand-in for GitHub's OAuth pages: its authorize page sends the visitor straight back
 * with a one-time code (or, with `consent` "refused", with GitHub's access_denied), and its
 * token endpoint trades a code it gave, once, for a token, given the app's id and secret.
 */
const github = { consent: "given" as "given" | "refused", codes: new Map<string, boolean>(), tokens: 0 }
const githubServer = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", GITHUB)
  if (url.pathname === "/login/oauth/authorize") {
    const back = new URL(url.searchParams.get("redirect_uri") ?? "")
    back.searchParams.set("state", url.searchParams.get("state") ?? "")
    if (github.consent === "refused") back.searchParams.set("error", "access_denied")
    else {
      const code = `code-${github.codes.size + 1}`
      github.codes.set(code, true)
      back.searchParams.set("code", code)
    }
    return void res.writeHead(302, { Location: back.href }).end()
  }
  let body = ""
  req.on("data", (chunk) => (body += chunk))
  req.on("end", () => {
    const asked = JSON.parse(body || "{}")
    const fresh = github.codes.get(asked.code) === true
    const app = asked.client_id === SIGN_IN_SECRETS.clientId && asked.client_secret === SIGN_IN_SECRETS.clientSecret
    if (fresh) github.codes.set(asked.code, false)
    const answer = fresh && app ? { access_token: `gho_e2e_${++github.tokens}` } : { error: "bad_verification_code" }
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer))
  })
})

let wrangler: ChildProcess
let browser: Browser

beforeAll(async () => {
  await new Promise<void>((resolve) => githubServer.listen(GITHUB_STAND_IN_PORT, "127.0.0.1", resolve))
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
      // The host's settings of the editor's sign-in (functions/api/).
      ...["--binding", `GITHUB_CLIENT_ID=${SIGN_IN_SECRETS.clientId}`],
      ...["--binding", `GITHUB_CLIENT_SECRET=${SIGN_IN_SECRETS.clientSecret}`],
      ...["--binding", `GITHUB_OAUTH_URL=${GITHUB}`],
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
  await new Promise((resolve) => githubServer.close(resolve))
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
    // Under /es, the nearest 404.html: the Spanish one.
    const spanish = await fetch(`${ORIGIN}/es/no-such-page`)
    expect(spanish.status).toBe(404)
    expect(await spanish.text()).toContain(`<html lang="es"`)
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
})

describe("the editor's GitHub sign-in (functions/api/)", () => {
  /** A sign-in started as the editor's window starts it: where it goes, and the cookie it keeps. */
  async function start() {
    const res = await fetch(`${ORIGIN}/api/auth?provider=github&scope=repo`, { redirect: "manual" })
    expect(res.status).toBe(302)
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]
    return { authorize: res.headers.get("location") ?? "", cookie }
  }
  /** GitHub's answer: where its authorize page sends the visitor back. */
  const approve = async (authorize: string) =>
    (await fetch(authorize, { redirect: "manual" })).headers.get("location") ?? ""
  const back = (callback: string, cookie: string) => fetch(callback, { headers: { Cookie: cookie } })

  it("signs the editor in from Login on /admin/: the editor's calls to GitHub carry the token", async () => {
    github.consent = "given"
    const context = await browser.newContext()
    try {
      // The editor of a site built on Cloudflare Pages: GitHub as its backend, signed in by the site.
      await context.route(`${ORIGIN}/admin/config.yml`, async (route) => {
        const text = await (await route.fetch()).text()
        const config = JSON.parse(text.replace(/^#.*\n/, ""))
        delete config.local_backend
        config.backend = {
          name: "github",
          repo: "agency/site",
          branch: "main",
          base_url: ORIGIN,
          auth_endpoint: "api/auth",
        }
        await route.fulfill({ contentType: "text/yaml", body: JSON.stringify(config) })
      })
      // GitHub's API, as far as the editor asks it who is signed in.
      await context.route("https://api.github.com/**", (route) =>
        route.fulfill({ status: 404, contentType: "application/json", body: '{"message":"Not Found"}' }),
      )
      // The editor's script is megabytes, served through the host's runtime: on a busy machine
      // its load outlasts Playwright's 30 s. Each step gets two minutes, so that a step that
      // never ends (seen once in a full run) fails naming itself, within the test's own limit.
      context.setDefaultTimeout(120_000)
      const page = await context.newPage()
      await page.goto(`${ORIGIN}/admin/`)
      const askedGitHub = context.waitForEvent("request", (r) => r.url().startsWith("https://api.github.com/"))
      await page.getByRole("button", { name: /Login with GitHub/i }).click()
      expect((await askedGitHub).headers()["authorization"]).toMatch(/^token gho_e2e_\d+$/)
    } finally {
      await context.close()
    }
  }, 360_000)

  it("hands over no token for a forged state, a refused consent or a code used twice", async () => {
    github.consent = "given"
    const first = await start()
    const callback = await approve(first.authorize)
    const forged = await back(callback.replace(/state=[^&]+/, "state=forged"), first.cookie)
    expect(forged.status).toBe(400)
    const signedIn = await back(callback, first.cookie)
    expect(signedIn.status).toBe(200)
    expect(await signedIn.text()).toContain("authorization:github:success")

    // The same code again, with a sign-in of its own started meanwhile.
    const second = await start()
    const state = new URL(second.authorize).searchParams.get("state") ?? ""
    const replayed = await back(callback.replace(/state=[^&]+/, `state=${state}`), second.cookie)
    expect(replayed.status).toBe(502)
    expect(await replayed.text()).not.toContain("authorization:github:success")

    github.consent = "refused"
    const third = await start()
    const refused = await back(await approve(third.authorize), third.cookie)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain("Sign-in cancelled")
  })
})
