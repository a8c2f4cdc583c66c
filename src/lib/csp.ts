/**
 * The pages' Content-Security-Policy. The site-wide header (static/_headers) holds what
 * is true of every page; each page's policy, a <meta> at the top of its <head> written by
 * the build, allows its own inline scripts (by hash) and the third-party origins of the
 * site as a whole. The build works those origins out once from data/site.json's embeds and
 * its GATSBY_* settings (src/node/post-build/policy-origins.ts); only the hashes come from
 * each page's HTML. Every page allows the same origins because a move within the app keeps
 * the first document's policy: the page moved to must find its embeds allowed.
 */

export type CspDirective = "frame" | "script" | "img" | "connect"
export type CspNeeds = Record<CspDirective, string[]>

/** Origin of a URL ("https://a.b/c?d" → "https://a.b"); null for an empty or invalid value. */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null
  try {
    const { origin } = new URL(url)
    return origin === "null" ? null : origin
  } catch {
    return null
  }
}

/** A page's policy: its own inline-script hashes and the origins `needs` lists, nothing else. */
export function pagePolicy(needs: CspNeeds, scriptHashes: readonly string[]): string {
  const list = (...items: string[]) => items.filter(Boolean).join(" ")
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...[...new Set(scriptHashes)].sort(), ...needs.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", "blob:", ...needs.img)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...needs.connect)}`,
    `frame-src ${needs.frame.length ? needs.frame.join(" ") : "'none'"}`,
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ")
}
