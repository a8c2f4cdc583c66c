/**
 * A team member card: the person's portrait from data/people.json (optimised by
 * gatsby-plugin-image) or, without one, an initials avatar; role, short bio, and a Read
 * More / Read Less toggle between their quote and their whole story. Each card keeps
 * its own state, so opening one never changes another.
 */
import React, { useId, useState } from "react"
import { graphql } from "gatsby"
import { Photo } from "../gallery/photo"
import { memberExtra } from "../../lib/team"
import { fillTokens } from "../../lib/text"
import { initialsOf } from "../../lib/text"
import * as styles from "./team-card.module.css"
import { resultsMark } from "../ui/results-mark"

const TONES = [styles.tone0, styles.tone1, styles.tone2, styles.tone3]

/** A stable tone per name, so avatars differ without being random between renders. */
function toneOf(name: string): string {
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return TONES[h % TONES.length]
}

type TeamCardProps = {
  member: Queries.TeamCardFragment
  labels: Queries.TeamCardLabelsFragment
}

export function TeamCard({ member, labels }: TeamCardProps) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const nameId = `${id}-name`
  const quoteId = `${id}-testimonial`
  const extra = memberExtra(member, labels.extras)
  const { person } = member
  const photo = person.photo?.childImageSharp?.gatsbyImageData
  const story = person.story ?? [member.quote.text]
  return (
    <article id={person.key} className={styles.card} aria-labelledby={nameId}>
      <div className={styles.header}>
        {photo ? (
          <Photo image={photo} alt={person.photoAlt ?? ""} className={styles.avatar} loading="lazy" />
        ) : (
          <span className={[styles.avatar, toneOf(person.name)].join(" ")} aria-hidden="true">
            {initialsOf(person.name)}
          </span>
        )}
        <div>
          <h3 id={nameId} className={styles.name}>
            {person.name}
          </h3>
          <p className={styles.role}>{person.role}</p>
        </div>
      </div>
      <p className={styles.bio}>{member.shortBio}</p>
      <blockquote id={quoteId} className={styles.quote} {...resultsMark(member.quote)}>
        {expanded ? story.map((p) => <p key={p}>{p}</p>) : <p>{member.quote.text}</p>}
      </blockquote>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.achievement}</dt>
          <dd>{member.achievement}</dd>
        </div>
        {extra ? (
          <div>
            <dt>{extra.label}</dt>
            <dd>{extra.text}</dd>
          </div>
        ) : null}
      </dl>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={quoteId}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? labels.readLess : labels.readMore}
        <span className="visually-hidden"> {fillTokens(labels.storyContext, { name: person.name })}</span>
      </button>
    </article>
  )
}

export const query = graphql`
  fragment TeamCard on TeamMember {
    person {
      key
      name
      role
      story
      photoAlt
      photo {
        childImageSharp {
          gatsbyImageData(width: 64, height: 64, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
    quote {
      text
      speaksOfResults
    }
    shortBio
    achievement
    income
    production
    residuals
    current
    transformation
    secret
    trips
    year
    background
  }

  fragment TeamCardLabels on TeamMemberLabels {
    readMore
    readLess
    achievement
    storyContext
    extras {
      field
      label
    }
  }
`
