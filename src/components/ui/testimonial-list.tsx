/** Quotes from agents as cards: the quote, who said it and their role, with optional small print under them. */
import React from "react"
import * as styles from "./testimonial-list.module.css"

type TestimonialListProps = {
  testimonials: readonly Pick<Queries.Testimonial, "name" | "role" | "quote">[]
  /** Light cards on a light band, or translucent ones on the dark recruiting page. */
  tone?: "light" | "dark"
  /** Small print under the cards (the results-not-typical note). */
  note?: string
}

export function TestimonialList({ testimonials, tone = "light", note }: TestimonialListProps) {
  return (
    <>
      <ul className={[styles.list, styles[tone]].join(" ")}>
        {testimonials.map((t) => (
          <li key={t.name + t.quote.slice(0, 20)}>
            <figure className={styles.item}>
              <blockquote className={styles.quote}>
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className={styles.by}>
                <span className={styles.name}>{t.name}</span>
                <span className={styles.role}>{t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </>
  )
}
