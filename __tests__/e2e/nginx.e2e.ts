/**
 * The nginx settings the README gives (scripts/nginx/), tried for real: Debian's nginx
 * serves public/ and answers like Cloudflare Pages and Netlify do.
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { stopProcess } from "./support/process"
import { E2E_PUBLIC } from "./support/site"

const ROOT = path.resolve(__dirname, "../..")
const PORT = Number(process.env.E2E_PORT_BASE || 9790) + 6
const ORIGIN = `http://127.0.0.1:${PORT}`
const NGINX = "/usr/sbin/nginx"

let nginx: ChildProcess
let prefix = ""

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: run \`apt-get install -y nginx-light\``)
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"))
  const site = fs
    .readFileSync(path.join(ROOT, "scripts/nginx/site.conf"), "utf8")
    .replace("listen PORT;", `listen 127.0.0.1:${PORT};`)
    .replace("root ROOT;", `root ${E2E_PUBLIC};`)
    .replaceAll("include SECURITY_HEADERS;", `include ${path.join(ROOT, "scripts/nginx/security-headers.conf")};`)
    .replaceAll("include ADMIN_HEADERS;", `include ${path.join(ROOT, "scripts/nginx/admin-headers.conf")};`)
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${site}
}
`,
  )
  nginx = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"])
  let stderr = ""
  nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  for (let i = 0; i < 50; i++) {
    try {
      await get(ORIGIN)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error(`nginx did not start: ${stderr}${fs.readFileSync(path.join(prefix, "error.log"), "utf8")}`)
})

afterAll(async () => {
  await stopProcess(nginx)
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true })
})

/**
 * A request to nginx, its body read to the end: a response left unread holds its
 * connection open, which keeps the test file from ending when nginx stops.
 */
async function get(url: string, init?: RequestInit) {
  const res = await fetch(url, init)
  const text = await res.text()
  return { status: res.status, headers: res.headers, text: async () => text }
}

describe("nginx with the README's settings", () => {
  it("serves each page at its address with 200 and the site-wide headers", async () => {
    for (const page of ["/", "/faq", "/agent-incentives", "/agent-incentives/hawaii-2016"]) {
      const res = await get(`${ORIGIN}${page}`, { redirect: "manual" })
      expect({ page, status: res.status }).toEqual({ page, status: 200 })
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
      expect(res.headers.get("x-content-type-options")).toBe("nosniff")
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
      expect(await res.text()).toMatch(/<head><meta http-equiv="Content-Security-Policy"/)
    }
  })

  it("serves the browser editor with its own headers: not indexed, its sign-in window kept", async () => {
    for (const address of ["/admin", "/admin/config.yml"]) {
      const res = await get(`${ORIGIN}${address}`)
      expect({ address, status: res.status }).toEqual({ address, status: 200 })
      expect(res.headers.get("x-robots-tag")).toBe("noindex")
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups")
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    }
    await expect((await get(`${ORIGIN}/admin`)).text()).resolves.toContain(
      '<meta name="robots" content="noindex, nofollow"/>',
    )
    expect((await get(`${ORIGIN}/faq`)).headers.get("cross-origin-opener-policy")).toBe("same-origin")
  })

  it("redirects the slashed form, answers unknown paths with the 404 page, and caches hashed files for a year", async () => {
    const slashed = await get(`${ORIGIN}/faq/`, { redirect: "manual" })
    expect([301, 308]).toContain(slashed.status)
    expect(slashed.headers.get("location")).toBe("/faq")
    const missing = await get(`${ORIGIN}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain("Oops! Page not found")
    // Under /es, the Spanish 404 page, as Cloudflare Pages serves the nearest 404.html.
    const spanish = await get(`${ORIGIN}/es/no-such-page`)
    expect(spanish.status).toBe(404)
    expect(await spanish.text()).toContain(`<html lang="es"`)
    const js = fs.readdirSync(E2E_PUBLIC).find((f) => /^app-[0-9a-f]+\.js$/.test(f))
    const asset = await get(`${ORIGIN}/${js}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff")
  })
})
