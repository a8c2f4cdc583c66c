/**
 * A family's quote request, the site's own form: what its answers must be. What every
 * request form shares (the phone and e-mail checks, the JSON sent) is ./lead-request.ts.
 */
import { contactProblems, type ContactMessages } from "./lead-request"
import { fillTokens } from "./text"
import zipStates from "./zip-states.json"

export const QUOTE_FIELDS = ["name", "phone", "email", "zip", "age", "forWhom", "coverage", "bestTime"] as const
export type QuoteField = (typeof QUOTE_FIELDS)[number]
export type QuoteAnswers = Record<QuoteField, string>

/** The words of the checks, from data/quote.json (request.messages). */
export type RequestMessages = ContactMessages & {
  zip: string
  /** {state} is filled in: the state the ZIP code is in. */
  zipNotServed: string
  age: string
  /** For an age the carrier issues no plan at. */
  ageOutside: string
}

export type RequestRules = {
  /** The states the agency serves, by name, as data/site.json lists them. */
  statesServed: readonly string[]
  issueAgeMin: number
  issueAgeMax: number
}

/** The fields a request cannot go without. */
const REQUIRED: readonly QuoteField[] = ["name", "phone", "zip", "age", "forWhom", "coverage", "bestTime"]

/** The state a ZIP code is in, by its first three digits, among `states`; null when none. */
export function stateOfZip(zip: string, states: readonly string[]): string | null {
  if (!/^\d{5}$/.test(zip)) return null
  const prefix = Number(zip.slice(0, 3))
  const ranges = zipStates.states as Record<string, string>
  for (const state of states) {
    const inState = (ranges[state] ?? "").split(",").some((range) => {
      const [from, to = from] = range.split("-").map(Number)
      return prefix >= from && prefix <= to
    })
    if (inState) return state
  }
  return null
}

/** Every state a ZIP code may be in (a few prefixes span two). */
function statesOfZip(zip: string): string[] {
  return Object.keys(zipStates.states).filter((state) => stateOfZip(zip, [state]))
}

/**
 * An age in whole years from what was typed: "67", or a date of birth as 04/12/1958 or
 * 1958-04-12, counted to `today`. Null when it is neither.
 */
export function ageFrom(raw: string, today: Date): number | null {
  const text = raw.trim()
  if (/^\d{1,3}$/.test(text)) return Number(text)
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0]
  if (!year || month < 1 || month > 12 || day < 1 || day > 31) return null
  const born = new Date(Date.UTC(year, month - 1, day))
  if (born.getUTCDate() !== day || born > today) return null
  let age = today.getUTCFullYear() - year
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age--
  return age
}

/** What is wrong with each answer, in plain words; an empty object when the request may go. */
export function requestProblems(
  answers: QuoteAnswers,
  rules: RequestRules,
  messages: RequestMessages,
  today: Date,
): Partial<Record<QuoteField, string>> {
  const problems: Partial<Record<QuoteField, string>> = contactProblems(answers, REQUIRED, messages)
  const zip = answers.zip.trim()
  if (!problems.zip) {
    if (!/^\d{5}$/.test(zip)) problems.zip = messages.zip
    else if (!stateOfZip(zip, rules.statesServed)) {
      const state = statesOfZip(zip)[0]
      problems.zip = state ? fillTokens(messages.zipNotServed, { state }) : messages.zip
    }
  }
  if (!problems.age) {
    const age = ageFrom(answers.age, today)
    if (age === null || age > 120) problems.age = messages.age
    else if (age < rules.issueAgeMin || age > rules.issueAgeMax) problems.age = messages.ageOutside
  }
  return problems
}
