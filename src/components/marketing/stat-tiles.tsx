/** A row of stat tiles (figure, label, one line of context). */
import React from "react"
import { graphql } from "gatsby"
import * as styles from "./stat-tiles.module.css"

export type Stat = Queries.StatTileFragment

type StatTilesProps = {
  stats: readonly Stat[]
  /** Accessible name of the list. */
  label: string
}

export function StatTiles({ stats, label }: StatTilesProps) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {stats.map((s) => (
        <li key={s.label} className={styles.tile}>
          <span className={styles.value}>{s.value}</span>
          <span className={styles.label}>{s.label}</span>
          {s.description ? <span className={styles.description}>{s.description}</span> : null}
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  fragment StatTile on Stat {
    value
    label
    description
  }
`
