/** The wheel's prize tiers with segment counts derived from the segments, and the contest rules. */
import React from "react"
import type { WheelSegment } from "./prize-wheel"
import * as styles from "./prize-breakdown.module.css"
import { fillTokens } from "../../lib/text"

type Tier = Pick<Queries.WheelTier, "label" | "labels" | "description">

type PrizeBreakdownProps = {
  segments: readonly WheelSegment[]
  tiers: readonly Tier[]
  breakdownHeading: string
  breakdownColumns: { prize: string; segments: string; description: string }
  /** A tier's share of the wheel: {number} of its segments, {total} of the wheel's. */
  breakdownCount: string
  odds: string
  rulesHeading: string
  rules: readonly string[]
}

export function tierCounts(segments: readonly WheelSegment[], tiers: readonly Pick<Tier, "labels">[]): number[] {
  return tiers.map((t) => segments.filter((s) => t.labels.includes(s.label)).length)
}

export function PrizeBreakdown({
  segments,
  tiers,
  breakdownHeading,
  breakdownColumns,
  breakdownCount,
  odds,
  rulesHeading,
  rules,
}: PrizeBreakdownProps) {
  const counts = tierCounts(segments, tiers)
  return (
    <div className={styles.grid}>
      <div>
        <h2 id="breakdown-heading">{breakdownHeading}</h2>
        <table className={styles.table} aria-labelledby="breakdown-heading">
          <thead>
            <tr>
              <th scope="col">{breakdownColumns.prize}</th>
              <th scope="col">{breakdownColumns.segments}</th>
              <th scope="col">{breakdownColumns.description}</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((t, i) => (
              <tr key={t.label}>
                <th scope="row">{t.label}</th>
                <td>{fillTokens(breakdownCount, { number: String(counts[i]), total: String(segments.length) })}</td>
                <td>{t.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.odds}>{odds}</p>
      </div>
      <div>
        <h2>{rulesHeading}</h2>
        <ol className={styles.rules}>
          {rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </div>
    </div>
  )
}
