/**
 * Each page's own Content-Security-Policy, as a <meta> at the top of its <head>: the
 * hashes of its inline scripts and the origins its components mark (src/lib/csp.ts builds
 * the policy). Its page data learns the policy's origins key, which client-side
 * navigation compares (gatsby-browser.tsx) to decide whether the next page needs a full
 * page load under a policy of its own.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { needsOf, originsKey, pagePolicy } from "../../lib/csp"
import { htmlFiles } from "./pages"

/** CSP hashes of the executable inline scripts of an HTML page (JSON-LD and JSON data excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? ""
    const body = match[2]
    if (/\ssrc=/.test(attrs) || !body) continue
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1]
    if (type && !/^(text|application)\/javascript$|^module$/.test(type)) continue
    hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return hashes
}

/** The page's policy as the first element of its <head>; `origins` lets the browser code compare two pages. */
export function withPagePolicy(html: string, policy: string, origins: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" data-origins="${origins}"/>`
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/>/, "")
  if (!/<head[^>]*>/.test(cleaned)) throw new Error("a page has no <head>")
  return cleaned.replace(/<head[^>]*>/, (head) => `${head}${meta}`)
}

/** The page-data file of an HTML file of public/ (Gatsby's layout, dir/index.html), if there is one. */
function pageDataFile(publicDir: string, htmlFile: string): string | null {
  const rel = path.relative(publicDir, htmlFile).split(path.sep).join("/")
  const pagePath =
    rel === "index.html" ? "index" : rel.endsWith("/index.html") ? rel.slice(0, -"/index.html".length) : rel
  const file = path.join(publicDir, "page-data", pagePath, "page-data.json")
  return fs.existsSync(file) ? file : null
}

/**
 * Writes each page's policy into it, and the policy's origins key into its page data as
 * `cspOrigins`. Run on the finished pages (every inline script in place), before they are
 * flattened: the page data is found from Gatsby's dir/index.html.
 */
export function writePagePolicies(publicDir: string): void {
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    const needs = needsOf(html)
    const key = originsKey(needs)
    fs.writeFileSync(file, withPagePolicy(html, pagePolicy(needs, inlineScriptHashes(html)), key))
    const dataFile = pageDataFile(publicDir, file)
    if (dataFile) {
      const pageData = JSON.parse(fs.readFileSync(dataFile, "utf8"))
      pageData.result.pageContext = { ...pageData.result.pageContext, cspOrigins: key }
      fs.writeFileSync(dataFile, JSON.stringify(pageData))
    }
  }
}
