/**
 * The sales page's countdown. Given a `deadline`, it shows the time left until that moment
 * by the visitor's clock, updated on each whole second, and stops at 00:00:00 when the
 * moment comes: a reload shows the same time left. Without one (the sample site) it reads
 * 23:45:00 in the built HTML, then one second less each second until 00:00:00, measured
 * from mount so a throttled tab does not drift. role="timer" is not a live region: screen
 * readers read the time when asked instead of hearing every second.
 */
import React, { useEffect, useState } from "react"
import { COUNTDOWN_START_SECONDS, formatHms, msToNextSecond, remainingSeconds, secondsUntil } from "../../lib/countdown"
import * as styles from "./countdown.module.css"

type CountdownProps = {
  label: string
  /** The closing moment in ms since the epoch; mount this only in the browser, as the time left depends on its clock. */
  deadline?: number
}

export function Countdown({ label, deadline }: CountdownProps) {
  const [seconds, setSeconds] = useState(() =>
    deadline === undefined ? COUNTDOWN_START_SECONDS : secondsUntil(deadline, Date.now()),
  )
  useEffect(() => {
    if (deadline !== undefined) {
      let id: number | undefined
      const next = () => {
        const now = Date.now()
        setSeconds(secondsUntil(deadline, now))
        const wait = msToNextSecond(deadline, now)
        if (wait > 0) id = window.setTimeout(next, wait)
      }
      next()
      return () => window.clearTimeout(id)
    }
    const started = Date.now()
    const id = window.setInterval(() => {
      const left = remainingSeconds(Date.now() - started)
      setSeconds(left)
      if (left === 0) window.clearInterval(id)
    }, 1000)
    return () => window.clearInterval(id)
  }, [deadline])
  return (
    <div className={styles.countdown}>
      <p className={styles.label} id="countdown-label">
        {label}
      </p>
      <p
        className={styles.time}
        role="timer"
        aria-live="off"
        aria-atomic="true"
        aria-labelledby="countdown-label countdown-time"
      >
        <span id="countdown-time" className={styles.digits}>
          {formatHms(seconds)}
        </span>
      </p>
    </div>
  )
}
