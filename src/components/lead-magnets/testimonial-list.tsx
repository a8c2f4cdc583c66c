/** Three agent testimonials as cards, with their small print. */
import React from "react"
import * as styles from "./lead-magnets.module.css"

export type Testimonial = { quote: string; name: string; role: string }

type TestimonialListProps = {
  items: readonly Testimonial[]
  note?: string
}

export function TestimonialList({ items, note }: TestimonialListProps) {
  return (
    <>
      <ul className={styles.cards}>
        {items.map((t) => (
          <li key={t.name}>
            <figure className={styles.card}>
              <blockquote>
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{t.name}</strong>
                {t.role}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </>
  )
}
