/** Team member cards: the optional extra field a member may carry (spec §3) and its label. */

/** Names of the optional extra fields of a team member, in the spec's order. */
export const TEAM_EXTRA_FIELDS = [
  "income",
  "production",
  "residuals",
  "current",
  "transformation",
  "secret",
  "trips",
  "year",
  "background",
] as const

export type TeamExtraField = (typeof TEAM_EXTRA_FIELDS)[number]

const LABELS: Record<TeamExtraField, string> = {
  income: "Income",
  production: "Production",
  residuals: "Residuals",
  current: "Today",
  transformation: "Transformation",
  secret: "Secret to success",
  trips: "Trips earned",
  year: "With us since",
  background: "Background",
}

/** The member's one extra field as a label and text, or null when it has none. */
export function memberExtra(
  member: Partial<Record<TeamExtraField, string | null>>,
): { label: string; text: string } | null {
  for (const key of TEAM_EXTRA_FIELDS) {
    const value = member[key]
    if (value) return { label: LABELS[key], text: value }
  }
  return null
}
