/**
 * A row of figure tiles (stats, earnings figures): the figure, what it counts, an optional
 * line of context, and the figure's basis (what exactly it counts, over which period), so
 * no figure stands without saying what it measures.
 */
import React from "react"
import { graphql } from "gatsby"
import * as styles from "./stat-tiles.module.css"

export type Stat = Queries.StatTileFragment

type StatTilesProps = {
  stats: readonly Stat[]
  /** Names the list for assistive technology. */
  label: string
  /** A gold rule on top of each tile (the story pages' style). */
  accent?: boolean
  className?: string
}

export function StatTiles({ stats, label, accent = false, className = "" }: StatTilesProps) {
  return (
    <ul className={[styles.tiles, className].join(" ")} aria-label={label}>
      {stats.map((s) => (
        <li key={`${s.value}-${s.label}`} className={accent ? `${styles.tile} ${styles.accent}` : styles.tile}>
          <span className={styles.value}>{s.value}</span>
          <span className={styles.label}>{s.label}</span>
          {s.description ? <span className={styles.description}>{s.description}</span> : null}
          <span className={styles.basis}>{s.basis}</span>
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
    basis
  }
`
