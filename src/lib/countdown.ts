/**
 * The "Only 6 spots left this month" countdown of the sales page: it starts
 * at 23:45:00 on every visit, goes down one second at a time and stops at 00:00:00.
 */

/** 23 hours 45 minutes, in seconds. */
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

/** "HH:MM:SS" with two digits each. */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}
