/**
 * Fills static/_headers (see the comment at its top) with what only the build knows:
 * the hashes of Gatsby's inline scripts and the origins of the embeds and webhooks, so
 * the Content-Security-Policy allows exactly those and nothing else.
 */
import crypto from "crypto"
import type { SiteData } from "./site"

/** Origin of a URL ("https://a.b/c?d" → "https://a.b"); null for an empty or invalid value. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const { origin } = new URL(url)
    return origin === "null" ? null : origin
  } catch {
    return null
  }
}

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

type HeaderInputs = {
  template: string
  site: SiteData
  env: Record<string, string | undefined>
  hashes: Iterable<string>
}

const uniq = (items: (string | null)[]) => [...new Set(items.filter((x): x is string => Boolean(x)))]

const WEBHOOK_VARS = [
  "GATSBY_GOAL_EMAIL_WEBHOOK_URL",
  "GATSBY_GOAL_SUBMIT_WEBHOOK_URL",
  "GATSBY_COMP_EMAIL_WEBHOOK_URL",
  "GATSBY_COMP_SUBMIT_WEBHOOK_URL",
  "GATSBY_BLUEPRINT_WEBHOOK_URL",
  "GATSBY_FIRE_TRIGGER_URL",
  "GATSBY_SURVEY_FORM_URL",
]

/** The origins each CSP directive needs, from the site's embeds and the build environment. */
export function cspOrigins(site: SiteData, env: Record<string, string | undefined>) {
  const pixel = Boolean(env.GATSBY_META_PIXEL_ID)
  const { embeds } = site
  return {
    script: uniq([
      originOf(embeds.formScriptUrl),
      originOf(env.GATSBY_TRACKING_SCRIPT_URL),
      pixel ? "https://connect.facebook.net" : null,
    ]),
    frame: uniq([
      originOf(embeds.videoPlayerOrigin),
      originOf(embeds.formOrigin),
      originOf(embeds.bookingWidgetUrl),
      originOf(embeds.reviewsWidgetUrl),
      originOf(embeds.mapEmbedUrl),
    ]),
    img: uniq([originOf(embeds.videoThumbnailOrigin), pixel ? "https://www.facebook.com" : null]),
    connect: uniq([
      ...WEBHOOK_VARS.map((name) => originOf(env[name])),
      originOf(embeds.formOrigin),
      pixel ? "https://www.facebook.com" : null,
    ]),
  }
}

export function buildHeadersFile({ template, site, env, hashes }: HeaderInputs): string {
  const origins = cspOrigins(site, env)
  const fill: Record<string, string> = {
    INLINE_SCRIPT_HASHES: [...new Set(hashes)].sort().join(" "),
    SCRIPT_ORIGINS: origins.script.join(" "),
    FRAME_ORIGINS: origins.frame.join(" ") || "'none'",
    IMG_ORIGINS: origins.img.join(" "),
    CONNECT_ORIGINS: origins.connect.join(" "),
  }
  const filled = template
    .split("\n")
    .filter((line) => !line.startsWith("#") && line.trim() !== "")
    .map((line) =>
      line.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
        if (!(key in fill)) throw new Error(`static/_headers: unknown placeholder {{${key}}}`)
        return fill[key]
      }),
    )
  // Tidy the spaces left by empty placeholders; keep each header line's indent.
  return `${filled
    .map((line) =>
      /^\s/.test(line)
        ? `  ${line
            .trim()
            .replace(/\s{2,}/g, " ")
            .replace(/ ;/g, ";")}`
        : line,
    )
    .join("\n")}\n`
}
