/** The opening band of a page: the page's one h1, a lead paragraph and its main actions. */
import React from "react"
import { graphql } from "gatsby"
import * as styles from "./page-hero.module.css"

type PageHeroProps = {
  actions?: React.ReactNode
  children?: React.ReactNode
} & (
  | {
      /** The page's Hero record from data: eyebrow, title and lead paragraph. */
      hero: Queries.HeroFieldsFragment
      title?: never
      eyebrow?: never
      lead?: never
    }
  | { hero?: never; title: React.ReactNode; eyebrow?: string; lead?: React.ReactNode }
)

export function PageHero(props: PageHeroProps) {
  const { actions, children } = props
  const { title, eyebrow, lead } = props.hero
    ? { title: props.hero.title, eyebrow: props.hero.eyebrow ?? undefined, lead: <p>{props.hero.lead}</p> }
    : props
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
