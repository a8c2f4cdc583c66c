/**
 * Facts about the agency that several pages state (founding year, years in business,
 * families protected, agents trained, states served, contract range). They are written
 * once, in data/site.json, and pages' text names them as {tokens}: the data layer fills
 * them in every string it serves, so a figure is never retyped and never disagrees.
 */
import { fillTokens } from "./text"
import type { SiteFields } from "../node/site"

/** The fields of data/site.json the facts are read from. */
export type SiteFactsInput = SiteFields<"companyName" | "founderFirstName" | "areaServed" | "carrier" | "facts">

/** Every token the data layer fills, with its value for this build (`year` is the build's year). */
export function siteFacts(site: SiteFactsInput, year: number): Record<string, string> {
  return {
    company: site.companyName,
    founder: site.founderFirstName,
    carrier: site.carrier.name,
    foundedYear: String(site.facts.foundedYear),
    yearsInBusiness: String(year - site.facts.foundedYear),
    familiesProtected: site.facts.familiesProtected,
    agentsTrained: site.facts.agentsTrained,
    statesServed: String(site.areaServed.length),
    contractStart: site.facts.contractStart,
    contractTop: site.facts.contractTop,
    programAreas: site.facts.programAreas,
  }
}

/**
 * Tokens that components fill themselves, with values known only on the page (the
 * visitor's figures, a story's own numbers, a card's name). Anything else in braces in
 * data/ is a mistake.
 */
export const PAGE_TOKENS = [
  "name",
  "legalName",
  "years",
  "amBest",
  "bbb",
  "description",
  "phone",
  "email",
  "address",
  "region",
  "siteUrl",
  "trip",
  "photos",
  "amount",
  "spend",
  "policy",
  "license",
  "destination",
  "city",
] as const

/** Fills the fact tokens of a string (or of each string of a list); other {tokens} stay for the page to fill. */
export function fillFacts<T>(value: T, facts: Record<string, string>): T {
  if (typeof value === "string") return fillTokens(value, facts) as T
  if (Array.isArray(value)) return value.map((item) => (typeof item === "string" ? fillTokens(item, facts) : item)) as T
  return value
}
