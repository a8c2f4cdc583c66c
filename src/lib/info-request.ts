/**
 * A recruit's request for more information, the site's own form on /request-info: what its
 * answers must be. The phone and e-mail checks and the JSON sent are ./lead-request.ts.
 */
import { contactProblems, type ContactMessages } from "./lead-request"
import zipStates from "./zip-states.json"

export const INFO_FIELDS = ["name", "phone", "email", "state", "licensed"] as const
export type InfoField = (typeof INFO_FIELDS)[number]
export type InfoAnswers = Record<InfoField, string>

/** The fields a request cannot go without: the e-mail address is optional. */
const REQUIRED: readonly InfoField[] = ["name", "phone", "state", "licensed"]

/**
 * The states a recruit may live in, by name: the fifty and the District of Columbia (the
 * ZIP table also lists the Marshall Islands, which share a few Pacific prefixes).
 */
export const US_STATES: readonly string[] = Object.keys(zipStates.states).filter(
  (state) => state !== "Marshall Islands",
)

/** What is wrong with each answer, in plain words; an empty object when the request may go. */
export function infoProblems(answers: InfoAnswers, messages: ContactMessages): Partial<Record<InfoField, string>> {
  return contactProblems(answers, REQUIRED, messages)
}
