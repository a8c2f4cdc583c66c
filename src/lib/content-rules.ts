/**
 * Rules every text of data/ keeps, so pages never contradict each other or overclaim:
 * used by the content-consistency test over data/.
 */

/** The {tokens} a text names. */
export function tokensIn(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
}

const MONEY = /\$\s?\d[\d,.]*(?:\s?(?:k|K|M|million|thousand))?/
/** A percentage that is a level ("contracts from 80%"), not a share of something ("20% of each advance"). */
const PERCENT = /\d+(?:\.\d+)?\s?%(?!\s+of\b)/
const EARNING_WORDS =
  /\b(earn\w*|income|commission\w*|made|advance\w*|residual\w*|salary|per (?:sale|day|week|month|year|policy))\b/i
const CONTRACT_WORDS = /\b(contract\w*|commission\w*)\b/i

/** Words about pay that describe a model, not a figure ("commission-only", "a fixed income"). */
const NOT_A_FIGURE = /\bcommission-only\b|\bfixed income\b/gi

/**
 * Whether a text states what an agent earns: a dollar amount and a word about pay in the
 * same sentence ("$500 per sale", "earned $19,000"), or a commission level ("contracts
 * from 80%"; not a share paid from a commission, "20% of each commission advance").
 */
export function statesEarnings(text: string): boolean {
  return text
    .replace(NOT_A_FIGURE, "")
    .split(/(?<=[.!?])\s+/)
    .some(
      (sentence) =>
        (MONEY.test(sentence) && EARNING_WORDS.test(sentence)) ||
        (PERCENT.test(sentence) && CONTRACT_WORDS.test(sentence)),
    )
}

/** Whether a text is a plain results-not-typical disclosure (in English or in Spanish). */
export function isDisclosure(text: string): boolean {
  return /results (?:are )?not typical|not typical results|individual results (?:will )?vary|no son típicos|resultados individuales varían/i.test(
    text,
  )
}

/**
 * Whether a text holds the typical-earnings statement ("Typical earnings: ... median net
 * earnings ..."), in either of its variants: published figure or not yet published.
 */
export function statesTypicalEarnings(text: string): boolean {
  return /median net earnings/i.test(text)
}

/**
 * Words that promise acceptance: "no medical exam", "most (people) qualify", and
 * "guaranteed" said of acceptance, issue or coverage. Not "no income is guaranteed", nor
 * "most agents qualify" (for a trip), nor a guaranteed premium.
 */
const ACCEPTANCE_CLAIM = new RegExp(
  [
    String.raw`\bno (?:medical |physical )?exams?\b(?! fees?\b)`,
    String.raw`\bwithout (?:a |any )?(?:medical |physical )exam`,
    // Agents and managers qualify for trips and contests, not for coverage.
    String.raw`\b(?:most|nearly all|almost all|everyone)(?: (?!agents?\b|managers?\b)\w+){0,2} (?:can |will )?(?:qualif(?:y|ies)|(?:are|is|gets?) (?:accepted|approved))\b`,
    String.raw`\bguaranteed[- ](?:acceptance|issue|approval|coverage|to (?:qualify|be (?:accepted|approved)))\b`,
    // "Coverage is guaranteed never to decrease" is about the policy, not who gets one.
    String.raw`\b(?:acceptance|approval|coverage) (?:is )?guaranteed\b(?! (?:to|never|not|for life)\b)`,
    // The same promises in Spanish: "sin examen médico", "aceptación garantizada".
    String.raw`\bsin (?:ningún )?examen (?:médico|físico)`,
    String.raw`\b(?:aceptación|aprobación|emisión) garantizada\b`,
  ].join("|"),
  "i",
)

/** The graded-benefit limit: what an applicant the carrier cannot fully approve is offered. */
const GRADED_BENEFIT = /\bgraded\b|\bgraduado\b/i

/** Whether a text promises acceptance ("no medical exam", "most people qualify", "guaranteed acceptance"). */
export function promisesAcceptance(text: string): boolean {
  return ACCEPTANCE_CLAIM.test(text)
}

/** Whether a text states the graded-benefit limit. */
export function statesGradedBenefit(text: string): boolean {
  return GRADED_BENEFIT.test(text)
}

/** "City, ST" split into its parts, or null. */
export function parseCity(city: string): { place: string; state: string } | null {
  const m = /^(.+), ([A-Z]{2})$/.exec(city.trim())
  return m ? { place: m[1], state: m[2] } : null
}
