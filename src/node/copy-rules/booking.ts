/** The copy rule of booking pages: the calendar's band carries the call-and-text consent. */
import type { BuiltPage, Region } from "./built-page"

/** The call-and-text consent: how to stop, and that it is optional. */
const CALL_CONSENT = [/Reply STOP/, /not a condition/i] as const

/**
 * The band holding the booking calendar: its frame (titled as a booking calendar), or,
 * while the calendar is not set up, the alternative shown in its place.
 */
function bookingRegion(page: BuiltPage): Region | undefined {
  return (
    page.regions.find((r) => r.embeds.some((e) => e.kind === "frame" && /booking|calendar/i.test(e.title))) ??
    page.regions.find((r) => r.embeds.some((e) => e.kind === "alternative"))
  )
}

/** Booking pages without the call-and-text consent in the visible text of the booking's band. */
export function bookingWithoutConsent(pages: BuiltPage[]): string[] {
  return pages.flatMap((page) => {
    const region = bookingRegion(page)
    if (!region) return [`${page.path}: no booking calendar, nor the alternative shown in its place`]
    const missing = CALL_CONSENT.filter((pattern) => !region.visible.some((line) => pattern.test(line)))
    return missing.length
      ? [
          `${page.path}: the booking (section "${region.name}") has no call-and-text consent beside it (missing ${missing.join(" and ")})`,
        ]
      : []
  })
}
