/**
 * Shape of data/calculators.json as the pages use it (checked at build time by the zod
 * schema in src/node/calculators.ts, which must satisfy these types).
 */
export const FIELD_UNITS = ["dollars", "percent", "knocks", "hours", "weeks"] as const
export type FieldUnit = (typeof FIELD_UNITS)[number]

export type FieldContent<K extends string = string> = {
  readonly key: K
  readonly label: string
  /** One of FIELD_UNITS (checked at build time). */
  readonly unit: string
  readonly hint: string
}

export type GoalContent = {
  readonly title: string
  readonly subtitle: string
  readonly metaDescription: string
  readonly formHeading: string
  readonly formIntro: string
  readonly fields: readonly FieldContent[]
  readonly resultsHeading: string
  readonly assumptions: readonly string[]
  readonly footnotes: readonly string[]
}

export type ComparisonContent = {
  readonly title: string
  readonly subtitle: string
  readonly metaDescription: string
  readonly stepsHeading: string
  readonly steps: readonly string[]
  readonly sharedHeading: string
  readonly sharedFields: readonly FieldContent[]
  readonly currentCompany: string
  readonly newCompany: string
  readonly companyFields: readonly FieldContent[]
  readonly resultsHeading: string
  readonly sameSpendHeading: string
  readonly sameSpendIntro: string
  readonly assumptions: readonly string[]
  readonly footnotes: readonly string[]
}

export type ResultsContent = {
  readonly hypotheticalLabel: string
  readonly hypotheticalText: string
  readonly assumptionsHeading: string
  readonly staleNote: string
  /** Shown when JavaScript is off; may contain {phone}. */
  readonly noScriptNote: string
}

export type ContactContent = {
  readonly heading: string
  readonly intro: string
  readonly firstNameLabel: string
  readonly lastNameLabel: string
  readonly phoneLabel: string
  readonly emailLabel: string
  readonly emailButton: string
  readonly submitButton: string
  readonly sendingLabel: string
  /** May contain {company}. */
  readonly consentText: string
  readonly privacyLinkText: string
  readonly privacyPath: string
  /** May contain {phone}. */
  readonly notConfiguredMessage: string
  readonly startOver: string
}

export type CalculatorsContent = {
  readonly goal: GoalContent
  readonly comparison: ComparisonContent
  readonly results: ResultsContent
  readonly contact: ContactContent
}

/** Visible unit after the label, also read by screen readers. */
export const UNIT_LABEL: Record<FieldUnit, string> = {
  dollars: "($)",
  percent: "(%)",
  knocks: "",
  hours: "(hours per week)",
  weeks: "(weeks)",
}

/** The unit words after a label ("" for an unknown unit). */
export function unitLabel(unit: string): string {
  return (FIELD_UNITS as readonly string[]).includes(unit) ? UNIT_LABEL[unit as FieldUnit] : ""
}

/** The symbol drawn inside the input box: "$" before, "%" after. */
export function unitAdornment(unit: string): { prefix?: string; suffix?: string } {
  if (unit === "dollars") return { prefix: "$" }
  if (unit === "percent") return { suffix: "%" }
  return {}
}
