/** Agents' quotes as figures with a blockquote and its attribution. */
import React from "react"
import type { Testimonial, Tone } from "./types"
import * as styles from "./testimonial-list.module.css"

type TestimonialListProps = { testimonials: readonly Testimonial[]; tone?: Tone }

export function TestimonialList({ testimonials, tone = "light" }: TestimonialListProps) {
  return (
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
  )
}
