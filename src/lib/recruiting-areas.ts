/**
 * Where the agency recruits agents, by zip-code ranges: the office's home in California's
 * Central Valley, and the two areas of the Florida and Texas program on /fl-tx-agents.
 * An agent quoted on a recruiting page works inside one of them.
 */
export type RecruitingArea = { name: string; state: string; zipRanges: readonly (readonly [number, number])[] }

export const RECRUITING_AREAS: readonly RecruitingArea[] = [
  {
    name: "California's Central Valley",
    state: "CA",
    zipRanges: [
      [93200, 93799],
      [95300, 95399],
    ],
  },
  { name: "North Florida", state: "FL", zipRanges: [[32003, 32399]] },
  { name: "the Dallas area", state: "TX", zipRanges: [[75001, 75390]] },
]

/** The area a zip code of `state` lies in, or null. */
export function areaOfZip(state: string, zip: string): RecruitingArea | null {
  const n = Number(zip)
  return (
    RECRUITING_AREAS.find((a) => a.state === state && a.zipRanges.some(([min, max]) => n >= min && n <= max)) ?? null
  )
}
