/** /wheel-spin: the practice wheel, then the prize breakdown, how the contest works, the odds and the official rules. */
import React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { PrizeWheel } from "./prize-wheel"
import { PrizeBreakdown } from "./prize-breakdown"
import { OfficialRules } from "./official-rules"

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
      <Section tone="white" labelledBy="official-rules-heading">
        <OfficialRules rules={w.officialRules} segments={w.segments} tiers={w.tiers} />
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
    wheelLabel
    resultPrefix
    resultNote
    doubleSpinNote
    segments {
      kind
      label
      amount
    }
    breakdownHeading
    breakdownColumns {
      prize
      segments
      description
    }
    breakdownCount
    tiers {
      label
      labels
      description
    }
    rulesHeading
    rules
    odds
    officialRules {
      ...OfficialRules
    }
  }
`
