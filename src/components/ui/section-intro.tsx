/** A section's h2 with its intro paragraph (and optional actions), used across the story-area pages. */
import React from "react"
import { graphql } from "gatsby"
import { ButtonLink } from "./button-link"
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

type CtaFrameProps = {
  id: string
  heading: string
  text?: string | null
  actions: React.ReactNode
  /** Navy (the default, for closing bands) or gold. */
  tone?: "navy" | "gold"
}

/** A centred call to action on a coloured band: heading, text and the given buttons. */
export function CtaFrame({ id, heading, text, actions, tone = "navy" }: CtaFrameProps) {
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionIntro id={id} heading={heading} text={text} center onDark={tone === "navy"} actions={actions} />
    </Section>
  )
}

type CtaBandProps = {
  id: string
  content: Queries.CtaBandFragment
  tone?: "navy" | "gold"
}

/** The closing call to action of a page, from data: the first link is the main button, the others lighter ones. */
export function CtaBand({ id, content, tone = "navy" }: CtaBandProps) {
  const actions = content.links.map((link, i) => (
    <ButtonLink key={link.to} to={link.to} variant={i === 0 ? "primary" : tone === "navy" ? "light" : "outline"}>
      {link.label}
    </ButtonLink>
  ))
  return <CtaFrame id={id} heading={content.title} text={content.text} actions={actions} tone={tone} />
}

export const query = graphql`
  fragment CtaBand on CallToAction {
    title
    text
    links {
      label
      to
    }
  }
`
