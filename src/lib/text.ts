/** Small text helpers for content previews. */

export const ELLIPSIS = "…"

const MARKUP_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }

/**
 * `text` safe inside HTML or SVG markup, as text or as a double-quoted attribute's value
 * (the only kind the site writes; an apostrophe stays as it is).
 */
export const escapeMarkup = (text: string) => text.replace(/[&<>"]/g, (c) => MARKUP_ENTITIES[c])

/**
 * Cuts `text` to at most `max` characters at a word boundary and adds an ellipsis
 * (testimonial previews are cut at 150 characters). Text that already fits is
 * returned unchanged. Trailing punctuation before the cut is dropped so the preview
 * never ends in ",…". A single word longer than `max` is cut mid-word.
 */
export function truncateAtWord(text: string, max = 150): string {
  const clean = text.trim().replace(/\s+/g, " ")
  if (clean.length <= max) return clean
  const slice = clean.slice(0, max)
  // Cut at the last space if the next character does not already start a new word.
  const atBoundary = clean[max] === " "
  const lastSpace = slice.lastIndexOf(" ")
  let cut = atBoundary ? slice : lastSpace > 0 ? slice.slice(0, lastSpace) : slice
  cut = cut.replace(/[\s.,;:!?\-–—]+$/u, "")
  return `${cut || slice}${ELLIPSIS}`
}

/** Replaces `{name}` tokens in content with values (unknown tokens are left as written). */
export function fillTokens(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? values[key] : whole))
}

/** Up to two initials of a name, for avatars ("Marisol Vega" → "MV"). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return ""
  const first = parts[0][0]
  const last = parts.length > 1 ? parts[parts.length - 1][0] : ""
  return `${first}${last}`.toUpperCase()
}
