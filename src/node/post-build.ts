/**
 * Files that depend on the finished build: each page's JavaScript bundles added after its
 * first paint (src/lib/deferred-scripts.ts), each page's own Content-Security-Policy (a
 * <meta> at the top of its <head>, with the hashes of its inline scripts and the origins
 * its components mark), each page written as `name.html` (so /faq answers 200 on
 * Cloudflare Pages and Netlify, where faq/index.html would answer a redirect to /faq/),
 * robots.txt pointing at the sitemap, and the link-preview picture carrying the agency's
 * name.
 */
import fs from "fs"
import path from "path"
import { needsOf, originsKey, pagePolicy } from "../lib/csp"
import { deferBundles } from "../lib/deferred-scripts"
import { renderOgImage } from "./brand-images"
import { inlineScriptHashes } from "./security-headers"
import { readSite } from "./site"

/** Folders of public/ that hold Gatsby's own files, not pages. */
const NOT_PAGES = new Set(["_gatsby", "page-data", "static", "downloads"])

/** The pages of public/: every HTML file outside Gatsby's own folders. */
function htmlFiles(dir: string, top = true): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return top && NOT_PAGES.has(entry.name) ? [] : htmlFiles(full, false)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** Source maps left by an earlier build: never published (`npm run develop` keeps its own). */
function removeSourceMaps(publicDir: string): void {
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".map")) fs.rmSync(path.join(entry.parentPath, entry.name))
  }
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
}

/** The page's policy as the first element of its <head>; `origins` lets the browser code compare two pages. */
export function withPagePolicy(html: string, policy: string, origins: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" data-origins="${origins}"/>`
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/>/, "")
  if (!/<head[^>]*>/.test(cleaned)) throw new Error("a page has no <head>")
  return cleaned.replace(/<head[^>]*>/, (head) => `${head}${meta}`)
}

/** The page-data file of an HTML file of public/ (Gatsby's layout), if there is one. */
function pageDataFile(publicDir: string, htmlFile: string): string | null {
  const rel = path.relative(publicDir, htmlFile).split(path.sep).join("/")
  const pagePath =
    rel === "index.html" ? "index" : rel.endsWith("/index.html") ? rel.slice(0, -"/index.html".length) : rel
  const file = path.join(publicDir, "page-data", pagePath, "page-data.json")
  return fs.existsSync(file) ? file : null
}

/** Where `flattenPages` lists its moves: Gatsby's cache folder, which is never published. */
export function flattenedManifest(rootDir: string): string {
  return path.join(rootDir, ".cache", "flattened-pages.json")
}

export async function writeBuildExtras(rootDir: string): Promise<void> {
  const publicDir = path.join(rootDir, "public")
  const site = readSite(path.join(rootDir, "data"))
  const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, "")

  for (const file of htmlFiles(publicDir)) {
    const html = deferBundles(fs.readFileSync(file, "utf8"))
    const needs = needsOf(html)
    const key = originsKey(needs)
    fs.writeFileSync(file, withPagePolicy(html, pagePolicy(needs, inlineScriptHashes(html)), key))
    // Moves between pages in the browser compare these keys (gatsby-browser.tsx).
    const dataFile = pageDataFile(publicDir, file)
    if (dataFile) {
      const pageData = JSON.parse(fs.readFileSync(dataFile, "utf8"))
      pageData.result.pageContext = { ...pageData.result.pageContext, cspOrigins: key }
      fs.writeFileSync(dataFile, JSON.stringify(pageData))
    }
  }
  flattenPages(publicDir, flattenedManifest(rootDir))
  removeSourceMaps(publicDir)
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  await renderOgImage(site, path.join(publicDir, "og-image.png"))
}

/**
 * Moves every page's dir/index.html to dir.html (the home page and the 404 page stay), so
 * each page's address, without a trailing slash, is a file the hosts serve as it is. The
 * moves are listed in `manifest` so the next build can put the files back where Gatsby
 * left them (`restorePages`), as its incremental build expects.
 */
export function flattenPages(publicDir: string, manifest?: string): void {
  const moved: string[] = []
  for (const file of htmlFiles(publicDir)) {
    const rel = path.relative(publicDir, file).split(path.sep).join("/")
    if (!rel.endsWith("/index.html") || rel === "404/index.html") continue
    const dir = path.dirname(file)
    fs.renameSync(file, `${dir}.html`)
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir)
    moved.push(rel)
  }
  if (manifest) fs.writeFileSync(manifest, JSON.stringify(moved))
}

/** Undoes `flattenPages` before a build, from its manifest (nothing to do without one). */
export function restorePages(publicDir: string, manifest: string): void {
  if (!fs.existsSync(manifest)) return
  for (const rel of JSON.parse(fs.readFileSync(manifest, "utf8")) as string[]) {
    const flat = path.join(publicDir, `${path.dirname(rel)}.html`)
    if (!fs.existsSync(flat)) continue
    fs.mkdirSync(path.join(publicDir, path.dirname(rel)), { recursive: true })
    fs.renameSync(flat, path.join(publicDir, rel))
  }
  fs.rmSync(manifest)
}
