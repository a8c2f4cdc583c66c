/**
 * What the site's own request forms share (the family's quote request, the recruit's
 * request for information): the phone and e-mail checks, and the JSON a webhook receives.
 *
 * Nothing typed is ever dropped: a request is written to the outbox (./outbox.ts) before
 * it is posted, and leaves it only when the webhook has answered 2xx. Each request carries
 * an id, the same on every retry, so a receiver counts it once however often it arrives.
 */
import { isEmailShape } from "./email"

/** Which form sent a request: a receiver that takes both tells them apart by it. */
export type LeadFormName = "quote-request" | "request-info"

/** The words of the checks every request form makes. */
export type ContactMessages = {
  /** Under an empty box that must be filled. */
  required: string
  phone: string
  email: string
}

/** The ten digits of a US phone number ("(559) 555-0100", "+1 559 555 0100"), or null. */
export function phoneDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, "")
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  return /^[2-9]\d{9}$/.test(ten) ? ten : null
}

/**
 * What is wrong with the answers every form shares: each `required` field filled, a phone
 * number of ten digits, an e-mail address (optional) that can be one.
 */
export function contactProblems<F extends string>(
  answers: Record<F | "phone" | "email", string>,
  required: readonly F[],
  messages: ContactMessages,
): Partial<Record<F | "phone" | "email", string>> {
  const problems: Partial<Record<F | "phone" | "email", string>> = {}
  for (const field of required) if (!answers[field].trim()) problems[field] = messages.required
  if (!problems.phone && !phoneDigits(answers.phone)) problems.phone = messages.phone
  const email = answers.email.trim()
  if (email && !isEmailShape(email)) problems.email = messages.email
  return problems
}

/** The consent box beside a form: its words as shown, and the visitor's answer. */
export type ConsentRecord = { text: string; checked: boolean; page: string; time: string }

/** What a webhook receives. */
export type LeadRequest<F extends string = string> = {
  /** The same on every retry: a receiver that has it already ignores the copy. */
  id: string
  form: LeadFormName
  page: string
  /** The language of the page it was sent from ("en" or "es", as its `<html lang>` says): the one to call the visitor back in. */
  language: string
  time: string
  answers: Record<F, string>
  /** Calls and texts: optional, recorded checked or not. */
  callConsent: ConsentRecord
  /** Whether the browser sent Global Privacy Control. */
  globalPrivacyControl: boolean
  /**
   * The visitor's opt-out of the sale or sharing of this request: the form's box, the
   * privacy policy's opt-out made in this browser, or Global Privacy Control.
   */
  doNotSell: boolean
}

export function buildLeadRequest<F extends string>(args: {
  form: LeadFormName
  fields: readonly F[]
  id: string
  answers: Record<F, string>
  consentText: string
  consentChecked: boolean
  page: string
  language: string
  now: Date
  globalPrivacyControl: boolean
  doNotSell: boolean
}): LeadRequest<F> {
  const time = args.now.toISOString()
  const answers = Object.fromEntries(args.fields.map((f) => [f, args.answers[f].trim()])) as Record<F, string>
  return {
    id: args.id,
    form: args.form,
    page: args.page,
    language: args.language,
    time,
    answers,
    callConsent: { text: args.consentText, checked: args.consentChecked, page: args.page, time },
    globalPrivacyControl: args.globalPrivacyControl,
    doNotSell: args.doNotSell || args.globalPrivacyControl,
  }
}

/** Sooner than this after the page began loading, only a program has filled in a request: the send waits until then. */
export const MIN_FILL_MS = 3000
