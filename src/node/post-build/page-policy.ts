/**
 * Each page's Content-Security-Policy, as a <meta> at the top of its <head>: the hashes
 * of its own inline scripts and the third-party origins of the whole site, which
 * policy-origins.ts works out from the embeds and the build's settings (src/lib/csp.ts
 * builds the policy). A move within the app keeps the policy of the document it started
 * in, so every page allows the origins any page may need.
 */
import crypto from "crypto"
import fs from "fs"
import { pagePolicy, type CspNeeds } from "../../lib/csp"
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

/** The page's policy as the first element of its <head>, replacing one an earlier build wrote. */
export function withPagePolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/>/, "")
  if (!/<head[^>]*>/.test(cleaned)) throw new Error("a page has no <head>")
  return cleaned.replace(/<head[^>]*>/, (head) => `${head}${meta}`)
}

/** The policy of each page, by its HTML: its own inline-script hashes and the site's `origins`. */
export function pagePolicies(pages: readonly string[], origins: CspNeeds): string[] {
  return pages.map((html) => pagePolicy(origins, inlineScriptHashes(html)))
}

/**
 * Writes each page's policy into it, allowing `origins` (see policyOrigins). Run on the
 * finished pages (every inline script in place).
 */
export function writePagePolicies(publicDir: string, origins: CspNeeds): void {
  const files = htmlFiles(publicDir)
  const pages = files.map((file) => fs.readFileSync(file, "utf8"))
  const policies = pagePolicies(pages, origins)
  files.forEach((file, i) => fs.writeFileSync(file, withPagePolicy(pages[i], policies[i])))
}
