/**
 * The opening band of a page: the page's one h1, a lead paragraph and its main actions. A
 * slow phone draws it before the rest of the page (`FirstScreenEnd`).
 */
import React from "react"
import { graphql } from "gatsby"
import * as styles from "./page-hero.module.css"
import { DisclosedText } from "./disclosed-text"
import { FirstScreenEnd } from "../layout/first-screen-end"

type PageHeroProps = {
  actions?: React.ReactNode
  children?: React.ReactNode
  /** A video or picture beside the text from about 1100 px (under it on narrower screens). */
  media?: React.ReactNode
} & (
  | {
      /** The page's Hero record from data: eyebrow, title and lead paragraph. */
      hero: Omit<Queries.HeroFieldsFragment, "note"> & { readonly note?: string | null }
      title?: never
      eyebrow?: never
      lead?: never
    }
  | { hero?: never; title: React.ReactNode; eyebrow?: string; lead?: React.ReactNode }
)

export function PageHero(props: PageHeroProps) {
  const { actions, children, media } = props
  const { title, eyebrow, lead } = props.hero
    ? {
        title: props.hero.title,
        eyebrow: props.hero.eyebrow ?? undefined,
        lead: (
          <>
            <p>{props.hero.lead}</p>
            {/* The disclosure an income figure in the heading needs, in the same band. */}
            {props.hero.note ? (
              <p className={styles.note}>
                <DisclosedText text={props.hero.note} />
              </p>
            ) : null}
          </>
        ),
      }
    : props
  const text = (
    <>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <div className={styles.lead}>{lead}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {children}
    </>
  )
  return (
    <>
      <div className={styles.hero}>
        {media ? (
          <div className={`${styles.inner} ${styles.withMedia}`}>
            <div>{text}</div>
            <div className={styles.media}>{media}</div>
          </div>
        ) : (
          <div className={styles.inner}>{text}</div>
        )}
      </div>
      <FirstScreenEnd />
    </>
  )
}

/** The shared Hero shape as every page's opening band reads it. */
export const query = graphql`
  fragment HeroFields on Hero {
    eyebrow
    title
    lead
    note
  }
`
