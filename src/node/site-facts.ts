/**
 * The {tokens} the copy in data/ may use for facts about the agency: its names, contact
 * details, founding year and years in business, figures, carrier and ratings. Each is
 * written once, in data/site.json, and this is the one table of them: the data layer
 * fills them in every string it serves (gatsby-node.ts), as do the PDFs and the preview
 * picture, so a figure is never retyped and never disagrees. Components fill only
 * PAGE_TOKENS, whose values the page alone knows.
 */
import { fillTokens } from "../lib/text"
import { careerTotal, formatUsdShort, formatUsdWords, type IncomeYear } from "../lib/stories"
import { formatMoney } from "../lib/calc/format"
import type { SiteFields } from "./site"
import { DataError } from "./schema/data-validation"
import { stringsOf } from "./schema/fields"
import { tokensIn } from "../lib/content-rules"
import { LOCALES, type Language } from "../lib/languages"

/** The small words the facts are joined with, in each language ("0 to 85", "A, B and C", "A+ as of …"). */
const JOINING_WORDS: Record<Language, { to: string; and: string; asOf: string }> = {
  en: { to: "to", and: "and", asOf: "as of" },
  es: { to: "a", and: "y", asOf: "al" },
}

/** The fields of data/site.json the facts are read from. */
export type SiteFactsInput = SiteFields<
  | "companyName"
  | "legalName"
  | "description"
  | "founderFirstName"
  | "phone"
  | "spanishPhone"
  | "email"
  | "licenseNumber"
  | "address"
  | "carrier"
  | "areaServed"
  | "facts"
  | "limits"
  | "typicalEarnings"
  | "leads"
  | "notices"
>

/**
 * Every token the data layer fills, with its value for this build (`year` is the build's
 * year). `founderIncome` is the founder story's income table: the founder's figures other
 * pages quote are read from it, so they never drift from the table.
 */
export function siteFacts(
  site: SiteFactsInput,
  year: number,
  founderIncome: readonly IncomeYear[],
  language: Language = "en",
): Record<string, string> {
  const words = JOINING_WORDS[language]
  const date = (iso: string) => formatDate(iso, LOCALES[language])
  const { address, carrier, facts } = site
  const filled = {
    company: site.companyName,
    legalName: site.legalName,
    founder: site.founderFirstName,
    phone: language === "es" && site.spanishPhone ? site.spanishPhone : site.phone,
    email: site.email,
    licenseNumber: site.licenseNumber,
    address: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    city: address.city,
    region: address.regionName,
    statesServed: String(site.areaServed.length),
    carrier: carrier.name,
    carrierYears: String(carrier.heritageYears),
    amBest: carrier.amBestRating,
    bbb: carrier.bbbRating,
    foundedYear: String(facts.foundedYear),
    yearsInBusiness: String(year - facts.foundedYear),
    familiesProtected: facts.familiesProtected,
    agentsTrained: facts.agentsTrained,
    contractStart: facts.contractStart,
    contractTop: facts.contractTop,
    issueRate: facts.issueRate,
    programAreas: facts.programAreas,
    ...limitFacts(site.limits, words.to),
    ...founderFacts(founderIncome, language),
  }
  const statements = {
    agencyDescription: site.description,
    availability: site.notices.availability,
    gradedBenefit: site.notices.gradedBenefit,
    typicalEarnings: typicalEarningsPublished(site.typicalEarnings)
      ? site.notices.typicalEarnings
      : site.notices.typicalEarningsUnpublished,
    leadTerms: site.notices.leadTerms,
    ratings: site.notices.carrierRatings,
    callConsent: site.notices.callConsent,
    callConsentNote: site.notices.callConsentNote.replace("{callConsent}", site.notices.callConsent),
  }
  const values: Record<string, string> = {
    ...filled,
    statesList: listInWords([...site.areaServed].sort(), words.and),
    factsAsOf: date(facts.asOf),
    ...typicalFacts(site.typicalEarnings),
    amBestAsOf: carrier.amBestRatingDate ? ` ${words.asOf} ${date(carrier.amBestRatingDate)}` : "",
    bbbAsOf: carrier.bbbRatingDate ? ` ${words.asOf} ${date(carrier.bbbRatingDate)}` : "",
    leadPrice: fillTokens(site.leads.price, {
      low: formatMoney(site.leads.priceLow),
      high: formatMoney(site.leads.priceHigh),
    }),
    leadFinancing: fillTokens(site.leads.financing, filled),
    ...leadBalanceFacts(site.leads, site.notices.leadTermsUnstated),
  }
  // These statements are copy too, and may name the facts above.
  const filledStatements = Object.fromEntries(
    Object.entries(statements).map(([key, text]) => [key, fillTokens(text, values).replace(/\s+/g, " ").trim()]),
  )
  return { ...values, ...filledStatements }
}

/** The carrier's issue ages, limits and claim terms, as the copy states them ("0 to 85", "$35,000", "two years"). */
function limitFacts(limits: SiteFactsInput["limits"], toWord: string): Record<string, string> {
  const ages = (from: number, to: number) => `${from} ${toWord} ${to}`
  return {
    issueAges: ages(limits.issueAgeMin, limits.issueAgeMax),
    fullCoverageAges: ages(limits.issueAgeMin, limits.fullCoverageAgeMax),
    olderCoverageAges: ages(limits.fullCoverageAgeMax + 1, limits.issueAgeMax),
    olderAgeFrom: String(limits.fullCoverageAgeMax + 1),
    maxCoverage: formatMoney(limits.maxCoverage),
    olderCoverage: formatMoney(limits.olderCoverage),
    modifiedCoverage: formatMoney(limits.modifiedCoverage),
    accidentalCoverage: formatMoney(limits.accidentalCoverage),
    claimPaidWithin: limits.claimPaidWithin,
    contestablePeriod: limits.contestablePeriod,
  }
}

type TypicalEarnings = SiteFactsInput["typicalEarnings"]

/** Whether the agency has stated its typical earnings in full: median, how many agents, and the period. */
export function typicalEarningsPublished(typical: TypicalEarnings): boolean {
  return (
    typical.medianNetEarnings !== undefined &&
    typical.agentCount !== undefined &&
    typical.periodStart !== "" &&
    typical.periodEnd !== ""
  )
}

/** The typical-earnings tokens; empty while unpublished (the unpublished statement names none of them). */
function typicalFacts(typical: TypicalEarnings): Record<string, string> {
  if (!typicalEarningsPublished(typical)) {
    return { typicalMedian: "", typicalAgentCount: "", typicalPeriodStart: "", typicalPeriodEnd: "" }
  }
  return {
    typicalMedian: formatMoney(typical.medianNetEarnings ?? 0),
    typicalAgentCount: (typical.agentCount ?? 0).toLocaleString("en-US"),
    typicalPeriodStart: formatDate(typical.periodStart),
    typicalPeriodEnd: formatDate(typical.periodEnd),
  }
}

/** The lead balance's terms, or one sentence saying where to find them while either is unstated. */
function leadBalanceFacts(leads: SiteFactsInput["leads"], unstated: string): Record<string, string> {
  if (!leads.recovery || !leads.onLeaving) return { leadRecovery: unstated, leadOnLeaving: "" }
  return { leadRecovery: leads.recovery, leadOnLeaving: leads.onLeaving }
}

/** "2025-12-31" → "December 31, 2025" (in es-US, "31 de diciembre de 2025"). */
export function formatDate(iso: string, locale = "en-US"): string {
  if (!iso) return ""
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  })
}

/** ["A", "B", "C"] → "A, B and C" (with `and` the language's word). */
export function listInWords(items: readonly string[], and = "and"): string {
  if (items.length <= 1) return items.join("")
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`
}

/** The founder's figures, from the income table of his story (oldest year first). */
function founderFacts(rows: readonly IncomeYear[], language: Language): Record<string, string> {
  if (!rows.length) throw new Error("the founder's story has no income table")
  const first = rows[0]
  const last = rows[rows.length - 1]
  const peak = rows.reduce((best, row) => (row.amount > best.amount ? row : best), first)
  const total = careerTotal(rows)
  return {
    founderFirstYear: String(first.year),
    founderLastYear: String(last.year),
    founderCareerYears: String(rows.length),
    founderFirstIncome: formatMoney(first.amount),
    founderFirstIncomeShort: formatUsdShort(first.amount),
    founderPeakYear: String(peak.year),
    founderPeakIncome: formatUsdWords(peak.amount, language),
    founderPeakIncomeShort: formatUsdShort(peak.amount),
    founderYearsToPeak: String(peak.year - first.year),
    founderCareerTotal: formatUsdWords(total, language),
    founderCareerTotalShort: formatUsdShort(total),
  }
}

/**
 * Tokens that components fill themselves, with values known only on the page (the
 * visitor's figures, a story's own numbers, a card's name, the address the site is
 * deployed at, the costs to start the box works out). Anything else in braces in data/
 * is a mistake.
 */
export const PAGE_TOKENS = [
  "name",
  "years",
  "description",
  "siteUrl",
  "trip",
  "photos",
  "amount",
  "spend",
  "policy",
  "license",
  "destination",
  "year",
  "number",
  "query",
  "total",
  "low",
  "high",
  "price",
  "state",
] as const

/**
 * Checks that every `{token}` in the data files is a fact or one of PAGE_TOKENS; a
 * misspelt or unknown one would otherwise reach the page as written. Throws naming the
 * file, the field and the token.
 */
export function checkTokens(files: readonly { file: string; data: unknown }[], facts: Record<string, string>): void {
  const known = new Set([...Object.keys(facts), ...PAGE_TOKENS])
  const unknown = files.flatMap(({ file, data }) =>
    stringsOf(data).flatMap(({ field, text }) =>
      tokensIn(text)
        .filter((token) => !known.has(token))
        .map((token) => `data/${file}: field "${field}": {${token}} is not a fact of the site nor a page's own token`),
    ),
  )
  if (unknown.length) throw new DataError(unknown.slice(0, 5).join("; "))
}

/**
 * Fills the fact tokens of a string, or of every string of a list or an object however
 * deep; other {tokens} stay for the page to fill.
 */
export function fillFacts<T>(value: T, facts: Record<string, string>): T {
  if (typeof value === "string") return (value.includes("{") ? fillTokens(value, facts) : value) as T
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, facts)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFacts(item, facts)])) as T
  }
  return value
}
