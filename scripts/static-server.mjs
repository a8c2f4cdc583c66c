#!/usr/bin/env node
/**
 * Serves a built site the way Cloudflare Pages and Netlify do: files as they are,
 * `name.html` for /name (the build writes pages that way), `index.html` for a folder, a
 * 308 from /name/ to /name, `404.html` with status 404 for anything else, the headers of `_headers` (Netlify/Cloudflare Pages format) applied by path, and
 * gzip for text files when the client accepts it (as every static host does).
 * Used by `npm run serve`, the end-to-end tests and the benchmark.
 *
 * Usage: node scripts/static-server.mjs [root=public] [port=9000]
 */
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import zlib from "node:zlib"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
  ".map": "application/json; charset=utf-8",
}

/**
 * Parses a `_headers` file into rules: a line starting at column 0 is a path pattern
 * (`*` matches any run of characters), indented `Name: value` lines are its headers, and
 * an indented `! Name` detaches a header an earlier rule set (Cloudflare Pages' form).
 * @param {string} text
 * @returns {{ pattern: RegExp, headers: [string, string][], detach: string[] }[]}
 */
function parseHeadersFile(text) {
  const rules = []
  let current = null
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue
    if (!/^\s/.test(raw)) {
      const source = raw
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*")
      current = { pattern: new RegExp(`^${source}$`), headers: [], detach: [] }
      rules.push(current)
    } else if (current && raw.trim().startsWith("!")) {
      current.detach.push(raw.trim().slice(1).trim())
    } else if (current) {
      const idx = raw.indexOf(":")
      if (idx > 0) current.headers.push([raw.slice(0, idx).trim(), raw.slice(idx + 1).trim()])
    }
  }
  return rules
}

function resolveFile(root, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const target = path.normalize(path.join(root, decoded))
  // Inside the folder: a sibling whose name starts with the folder's ("public-old") is not.
  if (target !== root && !target.startsWith(root + path.sep)) return null
  const candidates = [target, path.join(target, "index.html")]
  if (!path.extname(target)) candidates.push(`${target}.html`)
  for (const file of candidates) {
    try {
      if (fs.statSync(file).isFile()) return file
    } catch {
      /* try the next candidate */
    }
  }
  return null
}

const gzipCache = new Map()

/** Gzip of a file, cached by path and modification time. */
function gzipped(file) {
  const { mtimeMs } = fs.statSync(file)
  const hit = gzipCache.get(file)
  if (hit && hit.mtimeMs === mtimeMs) return hit.body
  const body = zlib.gzipSync(fs.readFileSync(file), { level: 6 })
  gzipCache.set(file, { mtimeMs, body })
  return body
}

/**
 * The 404 page for an unknown address, as Cloudflare Pages finds it: the 404.html of the
 * address's folder or of the nearest folder above it (/es/nope: public/es/404.html), else
 * the root's.
 * @param {string} absRoot
 * @param {string} urlPath
 */
function nearestNotFound(absRoot, urlPath) {
  const folders = urlPath.split("/").filter(Boolean).slice(0, -1)
  for (let depth = folders.length; depth > 0; depth--) {
    const candidate = path.join(absRoot, ...folders.slice(0, depth), "404.html")
    // A folder may hold a folder of that name (page-data/404.html/): only a file answers.
    if (candidate.startsWith(absRoot + path.sep) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile())
      return candidate
  }
  return path.join(absRoot, "404.html")
}

/**
 * The static host's answer to one request, as a request listener: for a server of the
 * caller's that answers a few addresses of its own (the end-to-end suite's) and leaves the
 * rest to the site.
 * @param {{ root: string, onRequest?: (req: http.IncomingMessage, status: number) => void }} options
 * @returns {http.RequestListener}
 */
export function staticSite({ root, onRequest }) {
  const absRoot = path.resolve(root)
  const headersFile = path.join(absRoot, "_headers")
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : []

  return (req, res) => {
    const urlPath = new URL(req.url ?? "/", "http://localhost").pathname
    let file = resolveFile(absRoot, urlPath)
    let status = 200
    if (!file || path.basename(file) === "_headers") {
      file = nearestNotFound(absRoot, urlPath)
      status = 404
    }
    // A page's address with a trailing slash redirects to the one without, as the hosts do.
    if (status === 404 && urlPath.length > 1 && urlPath.endsWith("/")) {
      const bare = urlPath.replace(/\/+$/, "")
      if (resolveFile(absRoot, bare)) {
        res.writeHead(308, { Location: bare })
        res.end()
        return
      }
    }
    // The hosts' default, which _headers rules then override (hashed files: a year).
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate")
    for (const rule of rules) {
      if (!rule.pattern.test(urlPath)) continue
      for (const name of rule.detach) res.removeHeader(name)
      for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
    res.setHeader("Content-Type", TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream")
    onRequest?.(req, status)
    if (!fs.existsSync(file)) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
      res.end("Not found (run `npm run build` first)")
      return
    }
    const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/.test(
      String(res.getHeader("Content-Type")),
    )
    res.setHeader("Vary", "Accept-Encoding")
    if (compressible && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      const body = gzipped(file)
      res.setHeader("Content-Encoding", "gzip")
      res.setHeader("Content-Length", body.length)
      res.writeHead(status)
      res.end(req.method === "HEAD" ? undefined : body)
      return
    }
    res.writeHead(status)
    if (req.method === "HEAD") {
      res.end()
      return
    }
    fs.createReadStream(file).pipe(res)
  }
}

/**
 * Creates (but does not start) the static server.
 * @param {{ root: string, onRequest?: (req: http.IncomingMessage, status: number) => void }} options
 */
export function createStaticServer(options) {
  return http.createServer(staticSite(options))
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const root = process.argv[2] ?? "public"
  const port = Number(process.argv[3] ?? process.env.PORT ?? 9000)
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`No built site in ${root}/ — run \`npm run build\` first.`)
    process.exit(1)
  }
  createStaticServer({ root }).listen(port, () => {
    console.log(`Serving ${root}/ at http://localhost:${port} (Ctrl+C to stop)`)
  })
}
