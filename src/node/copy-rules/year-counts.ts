/**
 * The copy rule of the agency's age: every count of its years agrees with the founding
 * year. The count is typed in the words ("seventeen years ago"), so the words are judged.
 */

const NUMBER_WORDS = [
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty",
]
  .join(" ")
  .split(" ")

/** "17", "seventeen", "twenty-one" → a number, or null. */
export function numberOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\+$/, "")
  if (/^\d+$/.test(w)) return Number(w)
  const index = NUMBER_WORDS.indexOf(w)
  if (index >= 0) return index
  const m = /^(twenty|thirty|forty|fifty)-(\w+)$/.exec(w)
  if (m) {
    const unit = NUMBER_WORDS.indexOf(m[2])
    const tens = { twenty: 20, thirty: 30, forty: 40, fifty: 50 }[m[1] as "twenty"]
    return unit > 0 && unit < 10 ? tens + unit : null
  }
  return null
}

const N = String.raw`(\d+|[a-z]+(?:-[a-z]+)?)\+?`
/** Phrases that count the agency's age: "17+ years in business", "Seventeen years ago", "family-owned for 17 years". */
const AGE_PHRASES = [
  new RegExp(String.raw`\b${N} years? (?:ago|in (?:the )?business|of experience|under the same family)\b`, "gi"),
  new RegExp(String.raw`\b${N} years later,? (?:he|she|the agency|we)\b`, "gi"),
  new RegExp(String.raw`\bfamily-owned for (?:more than |over )?${N} years\b`, "gi"),
  new RegExp(String.raw`\b(?:over|more than) ${N} years of experience\b`, "gi"),
]

/**
 * The counts of the agency's years in a text that disagree with `yearsInBusiness` (the
 * build's year less foundedYear): each phrase that counts them, quoted ("Seventeen years ago"). `allowed` holds
 * other counts the data states (the carrier's years).
 */
export function yearCountMismatches(text: string, yearsInBusiness: number, allowed: readonly number[] = []): string[] {
  const ok = new Set([yearsInBusiness, ...allowed])
  return AGE_PHRASES.flatMap((pattern) =>
    [...text.matchAll(pattern)]
      .filter((match) => {
        const n = numberOf(match[1])
        return n !== null && !ok.has(n)
      })
      .map((match) => `"${match[0]}"`),
  )
}
