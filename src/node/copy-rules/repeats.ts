/**
 * The copy rule of saying each thing once: no sentence of ten words or more stands twice in
 * a page's main text (the header and footer, the same on every page, aside). A disclosure a
 * later band needs again is linked to, not repeated (src/lib/disclosures.ts).
 */
import type { BuiltPage } from "./built-page"

/** Words a sentence must have to count: shorter ones (a label, "Call us today.") may recur. */
const LONG_SENTENCE_WORDS = 10

/** The sentences of a line of text. */
const sentencesOf = (line: string) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)

/** Sentences of ten words or more said twice or more in the main text of a page, with how often. */
export function repeatedSentences(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) => {
    const counts = new Map<string, number>()
    for (const region of page.regions.filter((r) => r.inMain)) {
      for (const sentence of region.visible.flatMap(sentencesOf)) {
        if (sentence.split(/\s+/).length < LONG_SENTENCE_WORDS) continue
        counts.set(sentence, (counts.get(sentence) ?? 0) + 1)
      }
    }
    return [...counts]
      .filter(([, count]) => count > 1)
      .map(([sentence, count]) => `${page.path}: "${sentence.slice(0, 120)}" stands ${count} times in the main text`)
  })
}
