/** The interview booking calendar (site.json embeds.bookingWidgetUrl), with a link to open it in a new tab as fallback. */
import React from "react"
import { Link } from "../ui/site-link"
import { useSiteConfig } from "../../hooks/use-site-config"
import { useSharedWords } from "../../hooks/use-navigation"
import { IframeEmbed } from "../embeds/iframe-embed"
import * as styles from "./booking-calendar.module.css"

type BookingCalendarProps = {
  /** Words above the calendar, shown only with it. */
  intro?: string | null
  /** What to do instead while the calendar is not set up. */
  fallback?: string | null
}

export function BookingCalendar({ intro, fallback }: BookingCalendarProps) {
  const { embeds } = useSiteConfig()
  const words = useSharedWords()
  return (
    <IframeEmbed
      src={embeds.bookingWidgetUrl}
      title={words.bookingCalendar}
      height={760}
      fallbackHref={embeds.bookingWidgetUrl}
      fallbackLabel={words.openBookingCalendar}
      intro={intro}
      fallback={fallback}
    />
  )
}

type CallConsentProps = {
  /** The call-and-text consent ({callConsent} in data), the one wording every form and booking shows. */
  consent: string
  privacyLinkLabel: string
}

/**
 * The consent to calls and texts, shown under a booking calendar or an application form and
 * under its fallback alike: reaching us by phone leads to the same calls and texts.
 */
export function CallConsent({ consent, privacyLinkLabel }: CallConsentProps) {
  return (
    <p className={styles.consent}>
      {consent} <Link to="/privacy">{privacyLinkLabel}</Link>.
    </p>
  )
}
