/** A titled band of accent cards (home reasons, team "why choose us"), in rows that wrap,, with the note their claims need under them. */
import React from "react"
import { graphql } from "gatsby"
import { Section } from "../ui/section"
import * as css from "./content.module.css"
import { DisclosedText } from "../ui/disclosed-text"

type FeatureCardsProps = {
  id: string
  title: string
  items: readonly { title: string; text: string }[]
  tone?: "cream" | "white"
  /** The disclosures the cards' claims need in the same band (graded benefit, lead terms). */
  note?: string
}

export function FeatureCards({ id, title, items, tone = "white", note }: FeatureCardsProps) {
  return (
    <Section tone={tone} heading={{ id: id, text: title, look: "centered" }}>
      <ul className={css.rowsOf4}>
        {items.map((item) => (
          <li key={item.title} className={[css.card, css.cardAccent].join(" ")}>
            <h3>{item.title}</h3>
            <p>
              <DisclosedText text={item.text} />
            </p>
          </li>
        ))}
      </ul>
      {note ? (
        <p className={css.note}>
          <DisclosedText text={note} />
        </p>
      ) : null}
    </Section>
  )
}

export const query = graphql`
  fragment FeatureCards on TitledTextList {
    title
    items {
      title
      text
    }
  }
`
