/**
 * Disclosures said once a page. A disclosure (what a typical agent earns, what leads cost,
 * the graded benefit's limit) is filled into the copy wherever a text needs it; on a page,
 * the first text that holds it shows it in full, at an anchor of its own, and every later
 * text points to it with a link instead of saying it again.
 */

/** The disclosures a page says once, each with the id of its anchor. */
export const DISCLOSURE_ANCHORS = {
  typicalEarnings: "typical-earnings",
  leadTerms: "lead-terms",
  gradedBenefit: "graded-benefit",
} as const

export type DisclosureKey = keyof typeof DISCLOSURE_ANCHORS

/** Each disclosure's wordings as the copy holds them (the typical-earnings statement has two: published or not). */
export type DisclosureTexts = Record<DisclosureKey, readonly string[]>

/** A piece of a text: its own words, or one of the disclosures. */
export type Segment = { text: string } | { disclosure: DisclosureKey; text: string }

/** Spaces as the filled copy has them: runs of white space as one, none at the ends. */
export const normalSpace = (text: string) => text.replace(/\s+/g, " ").trim()

/**
 * `text` cut into its own words and the disclosures it holds, in order. A wording is found
 * only where it stands whole; an empty one is never looked for.
 */
export function splitDisclosures(text: string, disclosures: DisclosureTexts): Segment[] {
  const wordings = (Object.keys(disclosures) as DisclosureKey[])
    .flatMap((key) => disclosures[key].map((wording) => ({ key, wording: normalSpace(wording) })))
    .filter(({ wording }) => wording !== "")
    // The longer first: a wording that holds another is found whole.
    .sort((a, b) => b.wording.length - a.wording.length)
  const segments: Segment[] = []
  let rest = text
  for (;;) {
    let next: { key: DisclosureKey; wording: string; at: number } | undefined
    for (const { key, wording } of wordings) {
      const at = rest.indexOf(wording)
      if (at >= 0 && (!next || at < next.at)) next = { key, wording, at }
    }
    if (!next) break
    if (next.at > 0) segments.push({ text: rest.slice(0, next.at) })
    segments.push({ disclosure: next.key, text: next.wording })
    rest = rest.slice(next.at + next.wording.length)
  }
  if (rest) segments.push({ text: rest })
  return segments
}

/**
 * Which text of a page shows each disclosure in full: the first to ask, by its own key
 * (React's id of the text's element, the same when the page is built and when it starts
 * in the browser). Any other text that asks is told to point to it.
 */
export function createDisclosureRegister() {
  const owners = new Map<DisclosureKey, string>()
  return {
    /** Whether the text `owner` shows `key` in full (true) or points to it (false). */
    showsInFull(key: DisclosureKey, owner: string): boolean {
      const first = owners.get(key)
      if (first === undefined) {
        owners.set(key, owner)
        return true
      }
      return first === owner
    },
  }
}

export type DisclosureRegister = ReturnType<typeof createDisclosureRegister>
