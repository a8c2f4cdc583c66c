/**
 * The office's hours on the visitor's clock. data/site.json gives the hours as the office
 * reads them ("8:00 AM" to "4:00 PM") with the office's offset from UTC outside daylight
 * saving time and whether it keeps US daylight saving time; the browser gives the
 * visitor's offset (`Date#getTimezoneOffset`). Plain Date arithmetic only: no Intl, which
 * would load the browser's locale data while the page starts.
 *
 * Offsets are in minutes east of UTC: -480 for Pacific standard time, +330 for India.
 */
import type { Language } from "./languages"

const MINUTES_PER_DAY = 24 * 60
const MS_PER_MINUTE = 60 * 1000

/** The office's time zone, as data/site.json's businessHours gives it. */
export type OfficeZone = {
  /** Offset from UTC outside daylight saving time, in minutes east of UTC (-480 for Pacific). */
  readonly utcOffsetMinutes: number
  /** Whether the office's clocks go forward an hour on US dates (second Sunday of March to first Sunday of November). */
  readonly usDaylightSaving: boolean
}

/** The office's hours and zone. */
export type OfficeHours = OfficeZone & {
  /** Opening time as displayed, e.g. 8:00 AM. */
  readonly open: string
  /** Closing time as displayed, e.g. 4:00 PM. */
  readonly close: string
}

/** The words of the visitor's line, from data/. */
export type LocalHoursWords = {
  /** Between the two times ("to"). */
  readonly to: string
  /** After the hours ("your time"). */
  readonly yourTime: string
  /** After a time that falls on the visitor's next day ("the next day"). */
  readonly nextDay: string
  /** After a time that falls on the visitor's day before ("the day before"). */
  readonly dayBefore: string
  /** 12:00 AM ("midnight"). */
  readonly midnight: string
  /** The language the times are written in (English when absent). */
  readonly language?: Language
}

/** A time of day on the visitor's clock, and the day it falls on next to the office's: -1 the day before, 0 the same day, 1 the next day. */
export type VisitorTime = { readonly minutes: number; readonly dayShift: number }

/** The office's opening and closing times on the visitor's clock. */
export type VisitorHours = { readonly open: VisitorTime; readonly close: VisitorTime }

/** A time of day as the site writes it: hour without a leading zero, colon, two-digit minutes, space, AM or PM. */
export const CLOCK_TIME = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/

/** Minutes after midnight of a time written as the site writes it ("8:00 AM" → 480, "12:30 PM" → 750), or null when written otherwise. */
export function parseClockTime(text: string): number | null {
  const match = CLOCK_TIME.exec(text)
  if (!match) return null
  const hour = Number(match[1]) % 12
  return (hour + (match[3] === "PM" ? 12 : 0)) * 60 + Number(match[2])
}

/** How each language marks the morning and the afternoon on a 12-hour clock (as es-US writes them: 8:00 a.m.). */
const DAY_HALVES: Record<Language, [string, string]> = { en: ["AM", "PM"], es: ["a.m.", "p.m."] }

/**
 * A time of day (minutes after midnight, 0 to 1439) written as the site writes times: 480 →
 * "8:00 AM", 0 → "12:00 AM"; in Spanish "8:00 a.m.".
 */
export function formatClockTime(minutes: number, language: Language = "en"): string {
  const hour = Math.floor(minutes / 60)
  const minute = minutes % 60
  const [morning, afternoon] = DAY_HALVES[language]
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? morning : afternoon}`
}

/** A time as data/site.json writes it ("8:00 AM"), in `language` ("8:00 a.m."); as written when it cannot be read. */
export function clockTimeIn(text: string, language: Language): string {
  const minutes = parseClockTime(text)
  return minutes === null ? text : formatClockTime(minutes, language)
}

/** Day of the month of the `n`th Sunday of a month (`month` 0 for January). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay()
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1)
}

/**
 * The office's offset from UTC at the moment `at`, in minutes east of UTC. Where the office
 * keeps US daylight saving time, its clocks go forward an hour at 2:00 on the second Sunday
 * of March and back at 2:00 (daylight time, so 1:00 standard time) on the first Sunday of
 * November; both moments are compared on the office's standard-time clock.
 */
export function officeOffsetAt(zone: OfficeZone, at: Date): number {
  const standard = zone.utcOffsetMinutes
  if (!zone.usDaylightSaving) return standard
  // The office's standard-time clock reading, held as a UTC date so its parts read with getUTC….
  const clock = at.getTime() + standard * MS_PER_MINUTE
  const year = new Date(clock).getUTCFullYear()
  const forward = Date.UTC(year, 2, nthSunday(year, 2, 2), 2)
  const back = Date.UTC(year, 10, nthSunday(year, 10, 1), 1)
  return clock >= forward && clock < back ? standard + 60 : standard
}

/** The visitor's offset from UTC at `at`, in minutes east of UTC, from the browser's clock. */
export function visitorOffsetAt(at: Date): number {
  // getTimezoneOffset counts the other way: minutes to add to local time to reach UTC.
  return -at.getTimezoneOffset()
}

/** An office time of day (minutes after midnight) on a clock `shift` minutes ahead, with the day it falls on. */
function shifted(minutes: number, shift: number): VisitorTime {
  const total = minutes + shift
  const dayShift = Math.floor(total / MINUTES_PER_DAY)
  return { minutes: total - dayShift * MINUTES_PER_DAY, dayShift }
}

/**
 * The office's hours on the visitor's clock at the moment `at` (both offsets as they are
 * then), or null when the visitor's clock reads the same as the office's, or the hours are
 * not written as the site writes times.
 */
export function visitorHours(hours: OfficeHours, visitorOffset: number, at: Date): VisitorHours | null {
  const shift = visitorOffset - officeOffsetAt(hours, at)
  const open = parseClockTime(hours.open)
  const close = parseClockTime(hours.close)
  if (shift === 0 || open === null || close === null) return null
  return { open: shifted(open, shift), close: shifted(close, shift) }
}

/**
 * A visitor's time with the day it falls on, when that is not the office's day ("7:00 AM
 * the next day"); null beyond a day either side. 12:00 AM is "midnight", and a closing
 * time at the midnight that ends the visitor's day is just that ("4:00 PM to midnight").
 */
function timeInWords(time: VisitorTime, words: LocalHoursWords, closing = false): string | null {
  const clock = time.minutes === 0 ? words.midnight : formatClockTime(time.minutes, words.language)
  if (closing && time.minutes === 0 && time.dayShift === 1) return clock
  if (time.dayShift === 0) return clock
  if (time.dayShift === 1) return `${clock} ${words.nextDay}`
  if (time.dayShift === -1) return `${clock} ${words.dayBefore}`
  return null
}

/**
 * The line a visitor in another time zone reads under the office's hours: "11:00 AM to
 * 7:00 PM your time"; a time that falls on another day than the office's says which
 * ("8:30 PM to 4:30 AM the next day your time"). Null when there is no line to show: the
 * visitor's clock reads as the office's, or a time would fall two days away (only for an
 * office open near midnight at one edge of the world's zones, with a visitor at the other).
 */
export function localHoursLine(
  hours: OfficeHours,
  visitorOffset: number,
  at: Date,
  words: LocalHoursWords,
): string | null {
  const local = visitorHours(hours, visitorOffset, at)
  if (!local) return null
  const open = timeInWords(local.open, words)
  const close = timeInWords(local.close, words, true)
  if (open === null || close === null) return null
  return `${open} ${words.to} ${close} ${words.yourTime}`
}
