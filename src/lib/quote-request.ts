/**
 * A family's quote request, the site's own form: what its answers must be, and the JSON a
 * webhook receives.
 *
 * Nothing typed is ever dropped: a request is written to the outbox (./outbox.ts) before
 * it is posted, and leaves it only when the webhook has answered 2xx. Each request carries
 * an id, the same on every retry, so a receiver counts it once however often it arrives.
 */
import { isEmailShape } from "./email"
import { fillTokens } from "./text"
import zipStates from "./zip-states.json"

export const QUOTE_FIELDS = ["name", "phone", "email", "zip", "age", "forWhom", "coverage", "bestTime"] as const
export type QuoteField = (typeof QUOTE_FIELDS)[number]
export type QuoteAnswers = Record<QuoteField, string>

/** The words of the checks, from data/quote.json (request.messages). */
export type RequestMessages = {
  required: string
  phone: string
  email: string
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

/** The ten digits of a US phone number ("(559) 555-0100", "+1 559 555 0100"), or null. */
export function phoneDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, "")
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  return /^[2-9]\d{9}$/.test(ten) ? ten : null
}

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
  const problems: Partial<Record<QuoteField, string>> = {}
  for (const field of REQUIRED) if (!answers[field].trim()) problems[field] = messages.required
  if (!problems.phone && !phoneDigits(answers.phone)) problems.phone = messages.phone
  const email = answers.email.trim()
  if (email && !isEmailShape(email)) problems.email = messages.email
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

/** The consent box beside the form: its words as shown, and the visitor's answer. */
export type ConsentRecord = { text: string; checked: boolean; page: string; time: string }

/** What the webhook receives. */
export type QuoteRequestPayload = {
  /** The same on every retry: a receiver that has it already ignores the copy. */
  id: string
  form: "quote-request"
  page: string
  time: string
  answers: QuoteAnswers
  /** Calls and texts: optional, recorded checked or not. */
  callConsent: ConsentRecord
  /** Whether the browser sent Global Privacy Control: an opt-out of the sale or sharing of this request. */
  globalPrivacyControl: boolean
}

export function buildQuoteRequest(args: {
  id: string
  answers: QuoteAnswers
  consentText: string
  consentChecked: boolean
  page: string
  now: Date
  globalPrivacyControl: boolean
}): QuoteRequestPayload {
  const time = args.now.toISOString()
  const answers = Object.fromEntries(QUOTE_FIELDS.map((f) => [f, args.answers[f].trim()])) as QuoteAnswers
  return {
    id: args.id,
    form: "quote-request",
    page: args.page,
    time,
    answers,
    callConsent: { text: args.consentText, checked: args.consentChecked, page: args.page, time },
    globalPrivacyControl: args.globalPrivacyControl,
  }
}

/** Sooner than this after the page began loading, only a program has filled in a request: the send waits until then. */
export const MIN_FILL_MS = 3000
