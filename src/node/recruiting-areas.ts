/**
 * Where the agency recruits agents, by zip-code ranges: the office's home in California's
 * Central Valley, and the two areas of the Florida and Texas program on /fl-tx-agents.
 * An agent quoted on a recruiting page works inside one of them.
 */
export type RecruitingArea = { name: string; state: string; zipRanges: readonly (readonly [number, number])[] }

/** The two areas of the Florida and Texas program, one zip range each (their lists: data/zip-eligibility.json). */
export const PROGRAM_AREAS = {
  florida: { name: "North Florida", state: "FL", min: 32003, max: 32399 },
  texas: { name: "the Dallas area", state: "TX", min: 75001, max: 75390 },
} as const

export const RECRUITING_AREAS: readonly RecruitingArea[] = [
  {
    name: "California's Central Valley",
    state: "CA",
    zipRanges: [
      [93200, 93799],
      [95300, 95399],
    ],
  },
  ...Object.values(PROGRAM_AREAS).map(({ name, state, min, max }) => ({
    name,
    state,
    zipRanges: [[min, max] as const],
  })),
]

/** The area a zip code of `state` lies in, or null. */
export function areaOfZip(state: string, zip: string): RecruitingArea | null {
  const n = Number(zip)
  return (
    RECRUITING_AREAS.find((a) => a.state === state && a.zipRanges.some(([min, max]) => n >= min && n <= max)) ?? null
  )
}
