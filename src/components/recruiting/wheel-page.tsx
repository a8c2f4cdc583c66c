/** /wheel-spin: the prize wheel, then the prize breakdown, the rules and the odds. */
import React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { PrizeWheel } from "./prize-wheel"
import { PrizeBreakdown } from "./prize-breakdown"

export function WheelPage({ wheel: w }: { wheel: Queries.WheelPageFragment }) {
  return (
    <>
      <PageHero hero={w.hero} />
      <Section tone="white">
        <PrizeWheel {...w} />
      </Section>
      <Section>
        <PrizeBreakdown {...w} />
      </Section>
    </>
  )
}

export const query = graphql`
  fragment WheelPage on WheelJson {
    hero {
      ...HeroFields
    }
    spinLabel
    spinningLabel
    spinSeconds
    resultPrefix
    doubleSpinNote
    segments {
      kind
      label
      amount
    }
    breakdownHeading
    tiers {
      label
      labels
      description
    }
    rulesHeading
    rules
    odds
  }
`
