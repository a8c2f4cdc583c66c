/** A section's h2 with its intro paragraph (and optional actions), used across the story-area pages. */
import React from "react"
import { Section } from "../ui/section"
import * as styles from "./section-heading.module.css"

type SectionIntroProps = {
  id: string
  heading: string
  text?: string | null
  center?: boolean
  /** On a navy band: text takes the band's light colour. */
  onDark?: boolean
  actions?: React.ReactNode
  children?: React.ReactNode
}

export function SectionIntro({
  id,
  heading,
  text,
  center = false,
  onDark = false,
  actions,
  children,
}: SectionIntroProps) {
  return (
    <div className={[styles.intro, center ? styles.center : "", onDark ? styles.onDark : ""].join(" ")}>
      <h2 id={id}>{heading}</h2>
      {text ? <p>{text}</p> : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  )
}

type CtaBandProps = {
  id: string
  heading: string
  text?: string | null
  actions: React.ReactNode
}

/** The closing call to action of a page: a navy band with a centred heading, text and buttons. */
export function CtaBand({ id, heading, text, actions }: CtaBandProps) {
  return (
    <Section tone="navy" labelledBy={id}>
      <SectionIntro id={id} heading={heading} text={text} center onDark actions={actions} />
    </Section>
  )
}
