/** Bands the lead-magnet pages share: the opening story, the agents' quotes and the dark "book a call" box. */
import React from "react"
import { graphql } from "gatsby"
import { Section } from "../ui/section"
import { TestimonialList } from "../ui/testimonial-list"
import * as styles from "./lead-magnets.module.css"

type TestimonialsBandProps = {
  id: string
  band: Queries.QuotesBandFieldsFragment
}

/** A white band of agents' quotes with the results-not-typical note under them. */
export function TestimonialsBand({ id, band }: TestimonialsBandProps) {
  return (
    <Section tone="white" heading={{ id: id, text: band.heading }}>
      <TestimonialList testimonials={band.quotes} note={band.note} />
    </Section>
  )
}

type CallBandProps = {
  id: string
  heading: string
  body: string
  /** The button (or buttons) that books the call. */
  action: React.ReactNode
  /** Anything said between the text and the button, e.g. a claim in smaller print. */
  children?: React.ReactNode
}

/** The dark band that offers a 15-minute call: heading, text, then the booking button. */
export function CallBand({ id, heading, body, action, children }: CallBandProps) {
  return (
    <Section tone="navy" labelledBy={id}>
      <div className={styles.callBox}>
        <h2 id={id}>{heading}</h2>
        <p>{body}</p>
        {children}
        <div className={styles.actions}>{action}</div>
      </div>
    </Section>
  )
}

type StoryBandProps = {
  id: string
  story: Queries.LeadMagnetStoryFieldsFragment
  /** Fills the {tokens} of the heading and paragraphs. */
  fill?: (text: string) => string
}

/** The story that opens a lead-magnet page, in a narrow white band. */
export function StoryBand({ id, story, fill = (text) => text }: StoryBandProps) {
  return (
    <Section tone="white" heading={{ id, text: fill(story.heading) }} narrow>
      <div className={styles.prose}>
        {story.paragraphs.map((p) => (
          <p key={p}>{fill(p)}</p>
        ))}
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment LeadMagnetStoryFields on LeadMagnetStory {
    heading
    paragraphs
  }
`
