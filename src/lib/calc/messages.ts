/**
 * The calculators' messages, word for word as visitors see them. Tests compare against
 * these constants, so a change of wording is made here once.
 */
export const MSG_INVALID_NUMBERS = "Please fill in all fields with valid numbers."
export const MSG_NOT_POSITIVE = "Numeric fields must be greater than zero."
export const MSG_GOAL_PERCENT =
  "Percent fields (Commission, Advance, Conversion, Presentation Conversion) must be between 1 and 100."
export const MSG_GOAL_NOT_ACHIEVABLE =
  "With the current commission/advance/lead cost inputs, the target is not economically achievable. Please adjust inputs."
export const MSG_COMP_ADVANCE = "Advance % must be between 1 and 100."
export const MSG_COMP_CLOSING = "Closing Rate % must be between 1 and 100."
export const MSG_COMP_COMMISSION = "Commission % must be between 1 and 180."
export const MSG_COMP_NOT_ACHIEVABLE =
  "With the current inputs, the target is not economically achievable. Adjust commission/advance/closing rate/lead cost."
export const PREFIX_CURRENT = "Current company: "
export const PREFIX_NEW = "New company: "
export const MSG_CONTACT_MISSING = "Please fill in your first name, last name, phone, and email."
export const MSG_RUN_FIRST = "Please run the calculator first."
export const MSG_SEND_FAILED = "There was an error submitting your request. Please try again later."

/** "You must opt-in to receive communications from {company}." — one sentence, ending "… before submitting." for Submit Goal Sheet. */
export function consentMessage(company: string, action: "email" | "submit"): string {
  return `You must opt-in to receive communications from ${company}${action === "submit" ? " before submitting" : ""}.`
}
