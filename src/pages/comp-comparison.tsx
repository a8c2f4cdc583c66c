/** /comp-comparison: the Compensation Comparison. Content from data/calculators.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { CompComparison } from "../components/calculators/comp-comparison"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"

export default function CompComparisonPage({ data, location }: PageProps<Queries.CompComparisonPageQuery>) {
  const content = data.calculatorsJson
  if (!content) throw new Error("data/calculators.json is missing from the data layer")
  return (
    <Layout title={content.comparison.title} description={content.comparison.metaDescription} path={location.pathname}>
      <PageHero title={content.comparison.title} lead={content.comparison.subtitle} />
      <Section>
        <CompComparison comparison={content.comparison} results={content.results} contact={content.contact} />
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query CompComparisonPage {
    calculatorsJson {
      comparison {
        title
        subtitle
        metaDescription
        stepsHeading
        steps
        sharedHeading
        sharedFields {
          key
          label
          unit
          hint
        }
        currentCompany
        newCompany
        companyFields {
          key
          label
          unit
          hint
        }
        resultsHeading
        sameSpendHeading
        sameSpendIntro
        assumptions
        footnotes
      }
      results {
        ...CalculatorResultsContent
      }
      contact {
        ...CalculatorContactContent
      }
    }
  }
`
