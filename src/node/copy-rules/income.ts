/**
 * The copy rules of income claims: income figures, and quotes the data marks as telling of
 * a person's results (`speaksOfResults` in data/people.json). No figure in a page's
 * previews (judged on the data's preview fields, check-copy.ts); no claim without the
 * results-not-typical disclosure and the typical-earnings statement in its band, nor that
 * disclosure in a band with no claim (judged on the built page, where the band's lines
 * from several files stand together).
 */
import { isDisclosure, statesEarnings, statesTypicalEarnings } from "../../lib/content-rules"
import { DISCLOSURE_ANCHORS } from "../../lib/disclosures"
import type { BuiltPage, Region } from "./built-page"

/** Short money ("$13K", "$4.3M") is only ever used for income on this site. */
const SHORT_MONEY = /\$\s?\d[\d,.]*\s?[KkMm](?![\p{L}\d])/u

/** Millions written out ("about $39.1 million as the agency's owner"): income here, unless the sentence totals premium, production, coverage or claims. */
const MILLIONS = /\$\s?\d[\d,.]*\s?(?:million|billion)\b/i
const NOT_INCOME_TOTAL = /\b(?:premiums?|production|coverage|claims?|benefits?|face amounts?)\b/i

/**
 * Whether a text states an income figure. The typical-earnings statement's own sentences
 * are not one: the median it gives is the answer every income figure needs beside it.
 */
export function statesIncome(text: string): boolean {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => !statesTypicalEarnings(sentence))
  const claims = sentences.join(" ")
  return (
    statesEarnings(claims) ||
    SHORT_MONEY.test(claims) ||
    sentences.some((sentence) => MILLIONS.test(sentence) && !NOT_INCOME_TOTAL.test(sentence))
  )
}

/** The band's first income claim: a line stating an income figure, or a quote marked as telling of results. */
const incomeClaim = (region: Region): string | undefined => region.lines.find(statesIncome) ?? region.resultQuotes[0]

/** Income claims in a band of the page that has no results-not-typical disclosure. */
export function undisclosedIncome(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.regions.flatMap((region) => {
      const claim = incomeClaim(region)
      if (!claim || region.lines.some(isDisclosure)) return []
      return [`${page.path}: "${claim}" (section "${region.name}") has no results-not-typical disclosure beside it`]
    }),
  )
}

/**
 * Whether a band links to where its page says a disclosure in full: its anchor, holding
 * text that `says` it.
 */
export function pointsToDisclosure(
  page: BuiltPage,
  region: Region,
  anchor: string,
  says: (text: string) => boolean,
): boolean {
  return region.pointsTo.includes(anchor) && says(page.disclosures.get(anchor) ?? "")
}

/**
 * Income claims in a band of the page without the typical-earnings statement in that
 * band's readable text (shown, not screen-reader-only or aria-hidden, and at the band's
 * own text size, not <small> print) or a link to where the page says it. A
 * results-not-typical line alone does not say what a typical agent earns.
 */
export function incomeWithoutTypicalEarnings(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.regions.flatMap((region) => {
      const claim = incomeClaim(region)
      if (!claim || region.readable.some(statesTypicalEarnings)) return []
      if (pointsToDisclosure(page, region, DISCLOSURE_ANCHORS.typicalEarnings, statesTypicalEarnings)) return []
      const hidden = region.lines.some(statesTypicalEarnings)
      return [
        `${page.path}: "${claim.slice(0, 120)}" (section "${region.name}") has no typical-earnings statement beside it${hidden ? " in readable text (it is hidden or in small print)" : ""}`,
      ]
    }),
  )
}

/**
 * Results-not-typical notes in a band that makes no income claim: the note answers an
 * income figure or a quote of results beside it, and with none it reads as a claim of its
 * own (results of what?). The typical-earnings statement is not held to this: it answers
 * any talk of pay, with a figure or without.
 */
export function incomeDisclosureWithoutClaim(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) =>
    page.regions
      .filter((region) => region.inMain)
      .flatMap((region) => {
        const disclosure = region.visible.find(isDisclosure)
        if (!disclosure || incomeClaim(region)) return []
        return [
          `${page.path}: "${disclosure.slice(0, 120)}" (section "${region.name}") says results are not typical, but the section states no income figure and shows no quote marked speaksOfResults in data/people.json`,
        ]
      }),
  )
}
