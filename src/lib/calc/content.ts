/** Units of the calculators' inputs, and how each is written beside its input. */
export const FIELD_UNITS = ["dollars", "percent", "knocks", "hours", "weeks"] as const
export type FieldUnit = (typeof FIELD_UNITS)[number]

/** Visible unit after the label, also read by screen readers. */
const UNIT_LABEL: Record<FieldUnit, string> = {
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
