/** A page band with a centred container; `tone` picks its background from the tokens. */
import React from "react"
import * as styles from "./section.module.css"

type SectionProps = {
  children: React.ReactNode
  tone?: "cream" | "white" | "navy" | "gold"
  id?: string
  /** Id of the heading that names this section for assistive technology. */
  labelledBy?: string
  narrow?: boolean
  className?: string
}

export function Section({ children, tone = "cream", id, labelledBy, narrow = false, className = "" }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={[styles.section, styles[tone], className].join(" ")}>
      <div className={narrow ? styles.narrow : styles.container}>{children}</div>
    </section>
  )
}
