/**
 * The pages' Content-Security-Policy. The site-wide header (static/_headers) holds what
 * is true of every page; each page's policy, a <meta> at the top of its <head> written by
 * the build, allows its own inline scripts (by hash) and the third-party origins of the
 * site as a whole. A component that loads something from elsewhere says so with
 * `cspMark()`, an attribute in the page's HTML that the build reads. Every page allows the
 * same origins because a move within the app keeps the first document's policy: the page
 * moved to must find its embeds allowed.
 */

export type CspDirective = "frame" | "script" | "img" | "connect"
export type CspNeeds = Record<CspDirective, string[]>

const DIRECTIVES: readonly CspDirective[] = ["frame", "script", "img", "connect"]

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

/**
 * The attribute that tells the build which third-party addresses an element loads, e.g.
 * `<div {...cspMark({ frame: [playerUrl] })}>`. Empty addresses are ignored, so an unset
 * embed asks for nothing.
 */
export function cspMark(needs: Partial<Record<CspDirective, (string | null | undefined)[]>>): { "data-csp"?: string } {
  const parts = DIRECTIVES.flatMap((d) =>
    (needs[d] ?? []).map(originOf).flatMap((origin) => (origin ? [`${d} ${origin}`] : [])),
  )
  return parts.length ? { "data-csp": parts.join(";") } : {}
}

/** Every origin the marks in a page's HTML ask for, by directive, sorted and without repeats. */
export function needsOf(html: string): CspNeeds {
  const needs: CspNeeds = { frame: [], script: [], img: [], connect: [] }
  for (const match of html.matchAll(/\sdata-csp="([^"]*)"/g)) {
    for (const part of match[1].split(";")) {
      const [directive, origin] = part.split(" ")
      if ((DIRECTIVES as readonly string[]).includes(directive) && origin) needs[directive as CspDirective].push(origin)
    }
  }
  for (const d of DIRECTIVES) needs[d] = [...new Set(needs[d])].sort()
  return needs
}

/** Every origin any of the pages asks for, by directive, sorted and without repeats. */
export function unionOf(pages: readonly CspNeeds[]): CspNeeds {
  const union: CspNeeds = { frame: [], script: [], img: [], connect: [] }
  for (const d of DIRECTIVES) union[d] = [...new Set(pages.flatMap((needs) => needs[d]))].sort()
  return union
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
