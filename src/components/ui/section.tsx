/** A page band with a centred container; `tone` picks its background from the tokens. */
import React from "react"
import * as styles from "./section.module.css"

/** The band's h2. Its id names the section for assistive technology. */
export type SectionHeading = {
  id: string
  text: string
  /** "hidden" keeps it for screen readers only; "centered" centres it above the content. */
  look?: "visible" | "hidden" | "centered"
}

type SectionProps = {
  children: React.ReactNode
  tone?: "cream" | "white" | "navy" | "gold"
  id?: string
  /** Id of a heading inside the children that names this section (when `heading` is not given). */
  labelledBy?: string
  heading?: SectionHeading
  narrow?: boolean
  className?: string
}

const HEADING_CLASS = { visible: undefined, hidden: "visually-hidden", centered: styles.centeredHeading }

export function Section({
  children,
  tone = "cream",
  id,
  labelledBy,
  heading,
  narrow = false,
  className = "",
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={heading?.id ?? labelledBy}
      className={[styles.section, styles[tone], className].join(" ")}
    >
      <div className={narrow ? styles.narrow : styles.container}>
        {heading ? (
          <h2 id={heading.id} className={HEADING_CLASS[heading.look ?? "visible"]}>
            {heading.text}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  )
}
