/**
 * The calculators' messages come from data/calculators.json (its `messages`), passed in by the
 * caller, so this logic stays pure and an editor changes the wording without touching code.
 */
import type { CalculatorsData } from "../../node/calculators"
import { fillTokens } from "../text"

/** The messages as data/calculators.json declares them. */
export type CalcMessages = Readonly<CalculatorsData["messages"]>

/** "Current company: …" or "New company: …": the company whose inputs cannot reach the goal. */
export function notAchievableFor(messages: CalcMessages, side: "current" | "new"): string {
  const prefix = side === "current" ? messages.currentPrefix : messages.newPrefix
  return `${prefix} ${messages.comparisonNotAchievable}`
}

/** The missing opt-in's message, naming the company; Submit Goal Sheet's ends "… before submitting." */
export function consentMessage(messages: CalcMessages, company: string, action: "email" | "submit"): string {
  return fillTokens(action === "submit" ? messages.optInMissingSubmit : messages.optInMissing, { company })
}
