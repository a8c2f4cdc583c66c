/** The copy rule of ratings: a grade shown carries its rater's date or scale in its band. */
import type { BuiltPage } from "./built-page"

const GRADE = String.raw`(?:[A-C](?:\+\+|\+|-)?|[D-F])`
const RATER = String.raw`(?:A\.?\s?M\.? Best|BBB|Better Business Bureau)`
/**
 * A rating shown as a grade: a badge line that starts with the grade and names a rating
 * ("A+ BBB rating", "A the carrier's financial strength rating"), or a grade beside its
 * rater ("rated A by AM Best", "BBB rating: A+", "A from AM Best").
 */
const RATING_SHOWN = [
  new RegExp(String.raw`^${GRADE}(?=\s).*\b(?:[Rr]ating\b|${RATER})`),
  new RegExp(String.raw`(?:^|[\s(:])${GRADE} (?:from|by) (?:the )?${RATER}`),
  new RegExp(String.raw`\b${RATER}(?: rating)?(?: of|:)? ${GRADE}(?=$|[\s,.;)])`),
  new RegExp(String.raw`\b[Rr]ated ${GRADE}(?=$|[\s,.;)])`),
]
/** A rating stated with its date ("as of June 30, 2025") or its scale ("scale A+ to F", in Spanish "escala"), naming the rater. */
const DATE_OR_SCALE = String.raw`\b(?:as of|scale|escala)\b`
const RATING_STATED = new RegExp(String.raw`${RATER}[^]*${DATE_OR_SCALE}|${DATE_OR_SCALE}[^]*${RATER}`, "i")

/** Bands that show a rating's grade without, in their visible text, the rating with its rater and date or scale. */
export function undatedRatings(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.regions.flatMap((region) => {
      const shown = region.visible.find((line) => RATING_SHOWN.some((pattern) => pattern.test(line)))
      if (!shown || region.visible.some((line) => RATING_STATED.test(line))) return []
      return [
        `${page.path}: "${shown.slice(0, 120)}" (section "${region.name}") shows a rating without its rater's date or scale beside it`,
      ]
    }),
  )
}
