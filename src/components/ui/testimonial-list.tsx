/** Quotes from agents as cards: the quote, who said it and their role and city, with optional small print under them. */
import React from "react"
import { graphql } from "gatsby"
import * as styles from "./testimonial-list.module.css"
import { DisclosedText } from "./disclosed-text"
import { resultsMark } from "./results-mark"

/** "Role, City, ST" (either part may be missing), as shown under a person's name. */
export function personLine(person: { role: string; city?: string | null }): string {
  return [person.role, person.city].filter(Boolean).join(", ")
}

type TestimonialListProps = {
  testimonials: readonly Queries.QuoteFieldsFragment[]
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
          <li key={t.key}>
            <figure className={styles.item}>
              <blockquote className={styles.quote} {...resultsMark(t)}>
                <p>“{t.text}”</p>
              </blockquote>
              <figcaption className={styles.by}>
                <span className={styles.name}>{t.person.name}</span>
                <span className={styles.role}>{personLine(t.person)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {note ? (
        <p className={styles.note}>
          <DisclosedText text={note} />
        </p>
      ) : null}
    </>
  )
}

/** A quote of data/people.json with who said it, as every testimonial on the site reads it. */
export const query = graphql`
  fragment QuoteFields on Quote {
    key
    text
    rating
    speaksOfResults
    person {
      key
      name
      role
      city
    }
  }
`

/** A band of agents' quotes: its heading, the quotes and the note on whose agents they are. */
export const bandQuery = graphql`
  fragment QuotesBandFields on QuotesBand {
    heading
    quotes {
      ...QuoteFields
    }
    note
  }
`
