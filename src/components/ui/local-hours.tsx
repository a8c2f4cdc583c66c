/**
 * The office's hours on the visitor's own clock, as a short line under the office's hours
 * ("11:00 AM to 7:00 PM your time"). The visitor's time zone is known only in the browser,
 * so the server's HTML and the first render in the browser show nothing here; the line is
 * added once the page has started, and only for a visitor whose clock differs from the
 * office's. It is not a live region: it is part of the hours, read with them.
 *
 * Render it where the office's hours end, inside their element: it starts its own line with
 * a line break, not a style, as the page's head holds only the styles of the server's HTML.
 */
import React, { useEffect, useState } from "react"
import { clockTimeIn, localHoursLine, visitorOffsetAt, type OfficeHours } from "../../lib/office-hours"
import { useLanguage } from "../../hooks/use-language"

type LocalHoursProps = {
  /** data/site.json's businessHours: the hours, the office's zone and the line's words. */
  hours: OfficeHours & {
    readonly timeZone: string
    readonly yourTime: string
    readonly nextDay: string
    readonly dayBefore: string
    readonly midnight: string
  }
  /** The word between the two times, as the office's hours use it. */
  to: string
}

/**
 * The office's hours as the pages write them, in the page's language ("8:00 AM to 4:00 PM
 * Pacific Time", "8:00 a.m. a 4:00 p.m. hora del Pacífico"), and under them the visitor's own.
 */
export function OfficeHoursText({ hours, to }: LocalHoursProps) {
  const language = useLanguage()
  return (
    <>
      {clockTimeIn(hours.open, language)} {to} {clockTimeIn(hours.close, language)} {hours.timeZone}
      <LocalHours hours={hours} to={to} />
    </>
  )
}

export function LocalHours({ hours, to }: LocalHoursProps) {
  const [line, setLine] = useState<string | null>(null)
  const language = useLanguage()
  useEffect(() => {
    const now = new Date()
    const { yourTime, nextDay, dayBefore, midnight } = hours
    setLine(localHoursLine(hours, visitorOffsetAt(now), now, { to, yourTime, nextDay, dayBefore, midnight, language }))
  }, [hours, to, language])
  if (!line) return null
  return (
    <>
      <br />
      <span>{line}</span>
    </>
  )
}
