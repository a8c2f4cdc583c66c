/**
 * The contact step shared by both calculators:
 * what must hold before a send, and the JSON that is posted.
 */
import { consentMessage, type CalcMessages } from "./messages"

export type SendAction = "email" | "submit"

export type Contact = { firstName: string; lastName: string; phone: string; email: string }

const CONTACT_TAGS: Record<SendAction, string> = {
  email: "goal sheet email",
  submit: "goal sheet submitted",
}

export function emptyContact(): Contact {
  return { firstName: "", lastName: "", phone: "", email: "" }
}

/**
 * The first reason a send may not run, in the order the rules are listed, or null when it may.
 * Only the e-mail opt-in is required: consent to calls and texts is never a condition of a send.
 */
export function sendBlocker(args: {
  hasResults: boolean
  contact: Contact
  optIn: boolean
  action: SendAction
  company: string
  messages: CalcMessages
}): string | null {
  const { messages } = args
  if (!args.hasResults) return messages.runFirst
  const { firstName, lastName, phone, email } = args.contact
  if (![firstName, lastName, phone, email].every((v) => v.trim() !== "")) return messages.contactMissing
  if (!args.optIn) return consentMessage(messages, args.company, args.action)
  return null
}

/** Proof of a consent, as shown and as answered, carried by every payload. */
export type ConsentProof = { text: string; checked: boolean; pageUrl: string; timestamp: string }

/** One consent box: its text exactly as shown, and whether it was checked. */
export type ConsentAnswer = { text: string; checked: boolean }

export type LeadPayload<R> = {
  firstName: string
  lastName: string
  phone: string
  email: string
  contactTag: string
  results: R
  /** The required opt-in to hear about the results by e-mail. */
  consent: ConsentProof
  /** The optional consent to calls and texts (automated ones included): recorded checked or not. */
  callConsent: ConsentProof
}

export function buildLeadPayload<R>(args: {
  contact: Contact
  action: SendAction
  results: R
  consentText: string
  optIn: boolean
  callConsent: ConsentAnswer
  pageUrl: string
  now: Date
}): LeadPayload<R> {
  const proof = (answer: ConsentAnswer): ConsentProof => ({
    text: answer.text,
    checked: answer.checked,
    pageUrl: args.pageUrl,
    timestamp: args.now.toISOString(),
  })
  return {
    firstName: args.contact.firstName.trim(),
    lastName: args.contact.lastName.trim(),
    phone: args.contact.phone.trim(),
    email: args.contact.email.trim(),
    contactTag: CONTACT_TAGS[args.action],
    results: args.results,
    consent: proof({ text: args.consentText, checked: args.optIn }),
    callConsent: proof(args.callConsent),
  }
}

/** A path on this site ("/tl-booking") rather than a full address: navigated inside the app. */
export function isSitePath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//")
}
