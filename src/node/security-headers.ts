/**
 * The hashes that let a page's own inline scripts run under its Content-Security-Policy
 * (src/lib/csp.ts builds the policy; src/node/post-build.ts writes it into the page).
 */
import crypto from "crypto"

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
