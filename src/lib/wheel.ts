/**
 * The prize wheel of /wheel-spin: a uniformly random segment from the
 * browser's cryptographic generator, and the rotation that brings it under the pointer.
 */

/** Fills a Uint32Array with random values (crypto.getRandomValues in the browser). */
export type RandomSource = (buffer: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>

const RANGE = 2 ** 32

function cryptoSource(): RandomSource {
  return (buffer) => globalThis.crypto.getRandomValues(buffer)
}

/**
 * A uniformly random index in [0, count). Rejection sampling: values at or above the
 * largest multiple of `count` below 2^32 are drawn again, so `value % count` has no bias.
 */
export function pickIndex(count: number, random: RandomSource = cryptoSource()): number {
  if (!Number.isInteger(count) || count < 1 || count > RANGE)
    throw new RangeError(`count must be an integer from 1 to 2^32 (got ${count})`)
  const limit = RANGE - (RANGE % count)
  const buffer = new Uint32Array(1)
  for (;;) {
    const value = random(buffer)[0]
    if (value < limit) return value % count
  }
}

/** Angle in degrees (clockwise from the top) of the centre of segment `index`. */
export function segmentCenter(index: number, count: number): number {
  return ((index + 0.5) * 360) / count
}

/**
 * The wheel's next rotation (degrees, always increasing) so that the centre of segment
 * `index` stops under the pointer at the top, after `turns` full turns from `current`.
 */
export function targetRotation(current: number, index: number, count: number, turns: number): number {
  const wanted = (360 - segmentCenter(index, count)) % 360
  const now = ((current % 360) + 360) % 360
  const extra = (wanted - now + 360) % 360
  return current + turns * 360 + extra
}

/** The segment under the top pointer when the wheel is turned by `rotation` degrees. */
export function segmentAtPointer(rotation: number, count: number): number {
  const angle = ((-rotation % 360) + 360) % 360 // wheel angle now at the top
  return Math.floor((angle * count) / 360) % count
}

/** "1 in 35": the chance of landing on one of `count` segments out of `total`, in lowest terms. */
export function formatOdds(count: number, total: number): string {
  if (count <= 0) return `0 in ${total}`
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  const d = gcd(count, total)
  return `${count / d} in ${total / d}`
}

/** The contest's sponsor and dates as data gives them (data/wheel.json officialRules). */
export type ContestFacts = {
  sponsorName: string
  sponsorAddress: string
  /** YYYY-MM-DD, or empty. */
  startDate: string
  /** YYYY-MM-DD, or empty. */
  endDate: string
}

/**
 * Whether the contest runs on `today` (YYYY-MM-DD, the visitor's date): "unset" while the
 * sponsor or either date is missing, for rules without them make no lawful contest.
 * Both dates count as contest days.
 */
export type ContestStatus = "unset" | "upcoming" | "running" | "ended"

export function contestStatus(facts: ContestFacts, today: string): ContestStatus {
  if (!facts.sponsorName || !facts.sponsorAddress || !facts.startDate || !facts.endDate) return "unset"
  if (today < facts.startDate) return "upcoming"
  if (today > facts.endDate) return "ended"
  return "running"
}

/** The local calendar date of `date` as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/** "2026-12-04" → "December 4, 2026": the date as written, whatever the visitor's time zone (no locale data loaded). */
export function formatContestDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number)
  return `${MONTHS[month - 1]} ${day}, ${year}`
}
