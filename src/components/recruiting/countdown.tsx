/**
 * The sales page's countdown: 23:45:00 in the built HTML, then one second less
 * each second until 00:00:00, where it stops. Time is measured from mount, so a throttled
 * tab does not drift. role="timer" is not a live region: screen readers read the time
 * when asked instead of hearing every second.
 */
import React, { useEffect, useState } from "react"
import { COUNTDOWN_START_SECONDS, formatHms, remainingSeconds } from "../../lib/countdown"
import * as styles from "./countdown.module.css"

type CountdownProps = { label: string }

export function Countdown({ label }: CountdownProps) {
  const [seconds, setSeconds] = useState(COUNTDOWN_START_SECONDS)
  useEffect(() => {
    const started = Date.now()
    const id = window.setInterval(() => {
      const left = remainingSeconds(Date.now() - started)
      setSeconds(left)
      if (left === 0) window.clearInterval(id)
    }, 1000)
    return () => window.clearInterval(id)
  }, [])
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
