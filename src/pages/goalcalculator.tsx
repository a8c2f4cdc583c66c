/** /goalcalculator: the Goal Calculator. Content from data/calculators.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { GoalCalculator } from "../components/calculators/goal-calculator"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"

export default function GoalCalculatorPage({ data, location }: PageProps<Queries.GoalCalculatorPageQuery>) {
  const content = data.calculatorsJson
  if (!content) throw new Error("data/calculators.json is missing from the data layer")
  return (
    <Layout title={content.goal.title} description={content.goal.metaDescription} path={location.pathname}>
      <PageHero title={content.goal.title} lead={content.goal.subtitle} />
      <Section>
        <GoalCalculator goal={content.goal} results={content.results} contact={content.contact} />
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query GoalCalculatorPage {
    calculatorsJson {
      goal {
        title
        subtitle
        metaDescription
        formHeading
        formIntro
        fields {
          key
          label
          unit
          hint
        }
        resultsHeading
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
