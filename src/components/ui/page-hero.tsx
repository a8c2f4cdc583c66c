/** The opening band of a page: the page's one h1, a lead paragraph and its main actions. */
import React from "react"
import { graphql } from "gatsby"
import * as styles from "./page-hero.module.css"

type PageHeroProps = {
  title: React.ReactNode
  eyebrow?: string
  lead?: React.ReactNode
  actions?: React.ReactNode
  children?: React.ReactNode
}

export function PageHero({ title, eyebrow, lead, actions, children }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {children}
      </div>
    </div>
  )
}

/** The shared Hero shape as every page's opening band reads it. */
export const query = graphql`
  fragment HeroFields on Hero {
    eyebrow
    title
    lead
  }
`
