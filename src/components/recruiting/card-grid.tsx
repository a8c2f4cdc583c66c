/** Titled cards of text (benefits, features) in a responsive grid; optionally numbered. */
import React from "react"
import type { Card, Tone } from "./types"
import * as styles from "./card-grid.module.css"
import { DisclosedText } from "../ui/disclosed-text"

type CardGridProps = {
  cards: readonly Card[]
  tone?: Tone
  /** Render as an ordered list with step numbers. */
  numbered?: boolean
  headingLevel?: "h3" | "h4"
}

export function CardGrid({ cards, tone = "light", numbered = false, headingLevel = "h3" }: CardGridProps) {
  const List = numbered ? "ol" : "ul"
  const Heading = headingLevel
  return (
    <List className={[styles.grid, styles[tone], numbered ? styles.numbered : ""].join(" ")}>
      {cards.map((card, i) => (
        <li key={card.title} className={styles.card}>
          {numbered ? (
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
          ) : null}
          <Heading className={styles.title}>{card.title}</Heading>
          <p className={styles.text}>
            <DisclosedText text={card.text} />
          </p>
        </li>
      ))}
    </List>
  )
}
