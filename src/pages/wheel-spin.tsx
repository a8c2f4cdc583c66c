/** /wheel-spin: the agents' prize wheel, its prize breakdown and the contest rules (noindex). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"
import { PrizeWheel } from "../components/recruiting/prize-wheel"
import { PrizeBreakdown } from "../components/recruiting/prize-breakdown"

export default function WheelSpinPage({ data, location }: PageProps<Queries.WheelSpinPageQuery>) {
  const w = data.wheelJson!
  return (
    <Layout title={w.seo.title} description={w.seo.description} path={location.pathname} noindex>
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
    </Layout>
  )
}

export const query = graphql`
  query WheelSpinPage {
    wheelJson {
      seo {
        ...PageSeo
      }
      hero {
        eyebrow
        title
        lead
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
  }
`
