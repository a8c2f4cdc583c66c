/** The copy rule of third-party embeds: no text promises an embed that is not set up. */
import type { BuiltPage } from "./built-page"

/** The third-party embeds copy may promise, and the words that promise each. */
const EMBED_PROMISES = {
  forms: /\bfill in the (?:short )?(?:form|application|survey)\b|\b(?:form|application|survey|questions) below\b/i,
  booking: /\b(?:calendar|time) below\b|\bon (?:our|the) calendar\b|\bchoose a time\b|\bpick a time\b/i,
  reviews: /\bscroll inside the frame\b|\breviews below\b/i,
  playlist: /\bstart with the playlist\b|\bthe player loads\b/i,
} as const

export type EmbedKind = keyof typeof EMBED_PROMISES

/** Text that promises an embed the build does not show (its id or address is empty). */
export function unconfiguredEmbedPromises(pages: BuiltPage[], configured: ReadonlySet<EmbedKind>): string[] {
  const kinds = (Object.keys(EMBED_PROMISES) as EmbedKind[]).filter((k) => !configured.has(k))
  return pages.flatMap((page) =>
    page.regions.flatMap((region) =>
      region.lines.flatMap((line) =>
        kinds
          .filter((kind) => EMBED_PROMISES[kind].test(line))
          .map((kind) => `${page.path}: "${line}" promises the ${kind} embed, which is not set up`),
      ),
    ),
  )
}
