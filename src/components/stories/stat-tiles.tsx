/** A row of figure tiles (stats, earnings claims): the figure, what it counts, a line of context. */
import React from "react"
import * as styles from "./stat-tiles.module.css"

export type StatTile = { value: string; label: string; description?: string | null }

type StatTilesProps = {
  stats: readonly StatTile[]
  /** Names the list for assistive technology. */
  label: string
  className?: string
}

export function StatTiles({ stats, label, className = "" }: StatTilesProps) {
  return (
    <ul className={[styles.tiles, className].join(" ")} aria-label={label}>
      {stats.map((stat) => (
        <li key={`${stat.value}-${stat.label}`} className={styles.tile}>
          <span className={styles.value}>{stat.value}</span>
          <span className={styles.label}>{stat.label}</span>
          {stat.description ? <span className={styles.description}>{stat.description}</span> : null}
        </li>
      ))}
    </ul>
  )
}
