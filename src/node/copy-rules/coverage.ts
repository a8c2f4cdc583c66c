/**
 * The copy rules of what the coverage is said to be: a coverage claim carries its notice
 * on the page, and a promise of acceptance ("no medical exam") carries the graded-benefit
 * limit in its band (both judged on the built page) and a word of its limit in its
 * page's description (judged on the data's preview fields, check-copy.ts).
 */
import { promisesAcceptance, statesGradedBenefit } from "../../lib/content-rules"
import { DISCLOSURE_ANCHORS } from "../../lib/disclosures"
import type { BuiltPage } from "./built-page"
import { pointsToDisclosure } from "./income"

const COVERAGE_CLAIM = /\bup to \$\d[\d,]*|\bno medical exam\b|\$35,000\b|\bhasta \$\d[\d,]*|\bsin examen médico\b/i
/** What a page that states coverage must also say, somewhere on it, in English or in Spanish. */
const COVERAGE_NOTICE = {
  solicitation: /this is a solicitation of insurance|esto es una oferta de venta de seguros/i,
  gradedBenefit: /\bgraded\b|\bgraduado\b/i,
  states: /offered only in the states|solo se ofrece en los estados/i,
  limits: /(?:limits|issue ages?)[^.]*vary|vary by (?:age|plan)|(?:límites|edades de emisión)[^.]*varían/i,
} as const

/** Pages that state coverage without the solicitation line, the graded benefit, the states it is offered in or limits. */
export function coverageWithoutNotice(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) => {
    const lines = page.regions.flatMap((r) => r.lines)
    const claim = lines.find((l) => COVERAGE_CLAIM.test(l))
    if (!claim) return []
    const all = lines.join("\n")
    const missing = Object.entries(COVERAGE_NOTICE)
      .filter(([, pattern]) => !pattern.test(all))
      .map(([name]) => name)
    return missing.length ? [`${page.path}: "${claim.slice(0, 100)}" without the notice of ${missing.join(", ")}`] : []
  })
}

/** Bands that promise acceptance without the graded-benefit limit in their visible text, or a link to where the page says it. */
export function acceptanceWithoutGradedBenefit(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.regions.flatMap((region) => {
      const claim = region.lines.find(promisesAcceptance)
      if (!claim || region.visible.some(statesGradedBenefit)) return []
      if (pointsToDisclosure(page, region, DISCLOSURE_ANCHORS.gradedBenefit, statesGradedBenefit)) return []
      return [`${page.path}: "${claim.slice(0, 120)}" (section "${region.name}") has no graded-benefit limit beside it`]
    }),
  )
}

/** What a preview that promises acceptance says of its limit, briefly. */
const PREVIEW_LIMIT = /health questions|graded/i

/**
 * Whether a page's description promises acceptance without a word of its limit: a
 * preview stands alone in search results and link previews, with no band beside it.
 */
export function acceptanceWithoutLimit(description: string): boolean {
  return promisesAcceptance(description) && !PREVIEW_LIMIT.test(description)
}
