/**
 * A 1–5 star rating, read as "Rated n out of 5": one element, its stars drawn by CSS
 * (star-rating.module.css) rather than five SVGs, so a list of reviews adds little to
 * the page the browser parses and styles before its first paint.
 */
import React from "react"
import * as styles from "./star-rating.module.css"

export function StarRating({ rating }: { rating: number }) {
  const n = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={`Rated ${n} out of 5`}
      style={{ "--rating": n } as React.CSSProperties}
    />
  )
}
