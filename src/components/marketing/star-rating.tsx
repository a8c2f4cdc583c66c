/** A 1–5 star rating, read as "Rated n out of 5". */
import React from "react"
import * as styles from "./star-rating.module.css"

const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"

export function StarRating({ rating }: { rating: number }) {
  const n = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${n} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg
          key={i}
          className={i <= n ? undefined : styles.off}
          viewBox="0 0 20 20"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  )
}
