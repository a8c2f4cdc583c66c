/**
 * A 1–5 star rating, read as its label says (e.g. "Rated n out of 5"): one element, its stars drawn by CSS
 * (star-rating.module.css) rather than five SVGs, so a list of reviews adds little to
 * the page the browser parses and styles before its first paint.
 */
import React from "react"
import { fillTokens } from "../../lib/text"
import * as styles from "./star-rating.module.css"

/** `label` is what screen readers hear: {amount} is the number of stars drawn. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  const n = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={fillTokens(label, { amount: String(n) })}
      style={{ "--rating": n } as React.CSSProperties}
    />
  )
}
