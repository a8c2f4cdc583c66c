/** Team member cards: the optional extra field a member may carry, in the order cards check them. */

/** Names of the optional extra fields of a team member, in display priority. */
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

/** The member's one extra field as a label (from `labels`) and text, or null when it has none. */
export function memberExtra(
  member: Partial<Record<TeamExtraField, string | null>>,
  labels: readonly { field: string; label: string }[],
): { label: string; text: string } | null {
  for (const key of TEAM_EXTRA_FIELDS) {
    const value = member[key]
    if (value) return { label: labels.find((l) => l.field === key)?.label ?? key, text: value }
  }
  return null
}
