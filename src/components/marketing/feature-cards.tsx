/** A titled band of accent cards (home "four reasons", team "why choose us"). */
import React from "react"
import { graphql } from "gatsby"
import { Section } from "../ui/section"
import * as css from "./content.module.css"

type FeatureCardsProps = {
  id: string
  title: string
  items: readonly { title: string; text: string }[]
  tone?: "cream" | "white"
}

export function FeatureCards({ id, title, items, tone = "white" }: FeatureCardsProps) {
  return (
    <Section tone={tone} heading={{ id: id, text: title, look: "centered" }}>
      <ul className={css.grid4}>
        {items.map((item) => (
          <li key={item.title} className={[css.card, css.cardAccent].join(" ")}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
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
