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
      <PageHero eyebrow={w.hero.eyebrow ?? undefined} title={w.hero.title} lead={w.hero.lead} />
      <Section tone="white">
        <PrizeWheel
          segments={w.segments}
          spinSeconds={w.spinSeconds}
          spinLabel={w.spinLabel}
          spinningLabel={w.spinningLabel}
          resultPrefix={w.resultPrefix}
          doubleSpinNote={w.doubleSpinNote}
        />
      </Section>
      <Section>
        <PrizeBreakdown
          segments={w.segments}
          tiers={w.tiers}
          heading={w.breakdownHeading}
          odds={w.odds}
          rulesHeading={w.rulesHeading}
          rules={w.rules}
        />
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
