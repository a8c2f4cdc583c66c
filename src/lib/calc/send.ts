/**
 * The contact step shared by both calculators:
 * what must hold before a send, and the JSON that is posted.
 */
import { consentMessage, MSG_CONTACT_MISSING, MSG_RUN_FIRST } from "./messages"

export type SendAction = "email" | "submit"

export type Contact = { firstName: string; lastName: string; phone: string; email: string }

export const CONTACT_TAGS: Record<SendAction, string> = {
  email: "goal sheet email",
  submit: "goal sheet submitted",
}

export function emptyContact(): Contact {
  return { firstName: "", lastName: "", phone: "", email: "" }
}

/** The first reason a send may not run, in the order the rules are listed, or null when it may. */
export function sendBlocker(args: {
  hasResults: boolean
  contact: Contact
  optIn: boolean
  action: SendAction
  company: string
}): string | null {
  if (!args.hasResults) return MSG_RUN_FIRST
  const { firstName, lastName, phone, email } = args.contact
  if (![firstName, lastName, phone, email].every((v) => v.trim() !== "")) return MSG_CONTACT_MISSING
  if (!args.optIn) return consentMessage(args.company, args.action)
  return null
}

/** Proof of consent carried by every payload. */
export type ConsentProof = { text: string; checked: boolean; pageUrl: string; timestamp: string }

export type LeadPayload<R> = {
  firstName: string
  lastName: string
  phone: string
  email: string
  contactTag: string
  results: R
  consent: ConsentProof
}

export function buildLeadPayload<R>(args: {
  contact: Contact
  action: SendAction
  results: R
  consentText: string
  optIn: boolean
  pageUrl: string
  now: Date
}): LeadPayload<R> {
  return {
    firstName: args.contact.firstName.trim(),
    lastName: args.contact.lastName.trim(),
    phone: args.contact.phone.trim(),
    email: args.contact.email.trim(),
    contactTag: CONTACT_TAGS[args.action],
    results: args.results,
    consent: {
      text: args.consentText,
      checked: args.optIn,
      pageUrl: args.pageUrl,
      timestamp: args.now.toISOString(),
    },
  }
}

/** A path on this site ("/tl-booking") rather than a full address: navigated inside the app. */
export function isSitePath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//")
}
