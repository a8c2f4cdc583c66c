/**
 * The copy rule of third-party embeds: no text promises an embed that is not set up. What
 * is set up is read from data/site.json's embeds, so the words are judged where written.
 */
import type { SiteFields } from "../site"

/** The third-party embeds copy may promise, and the words that promise each. */
const EMBED_PROMISES = {
  forms: /\bfill in the (?:short )?(?:form|application|survey)\b|\b(?:form|application|survey|questions) below\b/i,
  booking: /\b(?:calendar|time) below\b|\bon (?:our|the) calendar\b|\bchoose a time\b|\bpick a time\b/i,
  reviews: /\bscroll inside the frame\b|\breviews below\b/i,
  playlist: /\bstart with the playlist\b|\bthe player loads\b/i,
} as const

export type EmbedKind = keyof typeof EMBED_PROMISES

/** The embeds data/site.json sets up: those whose id or address is filled in. */
export function configuredEmbeds(embeds: SiteFields<"embeds">["embeds"]): Set<EmbedKind> {
  const on: Record<EmbedKind, boolean> = {
    forms: Object.values(embeds.forms).some(Boolean),
    booking: Boolean(embeds.bookingWidgetUrl),
    reviews: Boolean(embeds.reviewsWidgetUrl),
    playlist: Boolean(embeds.playlistId),
  }
  return new Set((Object.keys(on) as EmbedKind[]).filter((kind) => on[kind]))
}

/** The embeds a text promises that are not set up (their id or address is empty). */
export function unconfiguredEmbedPromises(text: string, configured: ReadonlySet<EmbedKind>): EmbedKind[] {
  return (Object.keys(EMBED_PROMISES) as EmbedKind[]).filter(
    (kind) => !configured.has(kind) && EMBED_PROMISES[kind].test(text),
  )
}

/**
 * Whether a text stands only with its frame, so its promise is kept whenever it is shown:
 * a frame's paragraph (`text` of a record naming its `frameTitle`), or an intro shown in
 * place of a fallback (`calendarIntro` beside `calendarFallback`, `formIntro` beside
 * `formFallback`). The fallback is what the page says while the service is not set up.
 */
export function standsWithItsFrame(key: string, record: Readonly<Record<string, unknown>>): boolean {
  if (key === "text") return "frameTitle" in record || "fallback" in record
  const intro = /^(\w*)Intro$/.exec(key)
  return Boolean(intro && `${intro[1]}Fallback` in record)
}
