/** The interview booking calendar (site.json embeds.bookingWidgetUrl), with a link to open it in a new tab as fallback. */
import React from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { IframeEmbed } from "../embeds/iframe-embed"

type BookingCalendarProps = {
  /** Words above the calendar, shown only with it. */
  intro?: string | null
  /** What to do instead while the calendar is not set up. */
  fallback?: string | null
}

export function BookingCalendar({ intro, fallback }: BookingCalendarProps) {
  const { embeds } = useSiteConfig()
  return (
    <IframeEmbed
      src={embeds.bookingWidgetUrl}
      title="Interview booking calendar"
      height={760}
      fallbackHref={embeds.bookingWidgetUrl}
      fallbackLabel="Open the booking calendar in a new tab"
      intro={intro}
      fallback={fallback}
    />
  )
}
