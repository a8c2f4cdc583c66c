/**
 * The sales page's scarcity line and countdown. With a real closing moment and a count of
 * places in data, the countdown runs to that moment, so a reload shows the same time left
 * and it reaches 00:00:00 exactly then; once the moment has passed the claim is not shown.
 * Without them (the sample site) it starts at 23:45:00 on every visit, goes down one
 * second at a time and stops at 00:00:00.
 */

/** 23 hours 45 minutes, in seconds: where the sample's countdown starts. */
export const COUNTDOWN_START_SECONDS = 23 * 3600 + 45 * 60

/** Seconds left `elapsedMs` after the countdown started from `startSeconds`; never below zero. */
export function remainingSeconds(elapsedMs: number, startSeconds = COUNTDOWN_START_SECONDS): number {
  const elapsed = Math.max(0, Math.floor(elapsedMs / 1000))
  return Math.max(0, startSeconds - elapsed)
}

/** One tick: a second less, stopping at zero. */
export function tick(seconds: number): number {
  return Math.max(0, seconds - 1)
}

/**
 * Whole seconds from `nowMs` to `deadlineMs`, rounded up so the display reads 00:00:00
 * only once the moment has come; never below zero.
 */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000))
}

/** Milliseconds until the display next changes: the next whole second before the deadline. */
export function msToNextSecond(deadlineMs: number, nowMs: number): number {
  const left = deadlineMs - nowMs
  if (left <= 0) return 0
  return left % 1000 || 1000
}

/** An ISO 8601 date-time with a UTC offset ("2026-12-04T17:00:00-08:00" or "…Z"). */
export const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

/** The moment an ISO date-time with offset names, in ms since the epoch, or null when it is empty or not one. */
export function parseMoment(iso: string | null | undefined): number | null {
  if (!iso || !DATE_TIME_WITH_OFFSET.test(iso)) return null
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : ms
}

/** The scarcity facts as data gives them (data/recruiting.json apply.scarcity). */
export type ScarcityFacts =
  { shown?: boolean | null; spotsLeft?: number | null; closes?: string | null } | null | undefined

/**
 * What the page shows:
 * - "sample": no real count and closing moment: the sample line and the 23:45:00 countdown;
 * - "open": the count and a countdown to `closesAt`;
 * - "closed": the moment has passed, no place is left, or the agency makes no such claim:
 *   no line and no countdown.
 */
export type Scarcity = { kind: "sample" } | { kind: "open"; spotsLeft: number; closesAt: number } | { kind: "closed" }

export function scarcityAt(facts: ScarcityFacts, nowMs: number): Scarcity {
  if (facts?.shown === false) return { kind: "closed" }
  const closesAt = parseMoment(facts?.closes)
  if (closesAt !== null && closesAt <= nowMs) return { kind: "closed" }
  const spotsLeft = facts?.spotsLeft
  if (closesAt === null || spotsLeft === null || spotsLeft === undefined) return { kind: "sample" }
  if (spotsLeft < 1) return { kind: "closed" }
  return { kind: "open", spotsLeft, closesAt }
}

/**
 * Whether what is shown depends on the visitor's clock: a closing moment is set, so the
 * built HTML cannot know whether it has passed and the page decides once it runs.
 */
export function scarcityNeedsClock(facts: ScarcityFacts): boolean {
  return facts?.shown !== false && parseMoment(facts?.closes) !== null
}

/** "HH:MM:SS" with two digits each (hours go past 24 when the moment is days away). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}
