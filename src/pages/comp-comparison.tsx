/** /comp-comparison: the Compensation Comparison. Content from data/calculators.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { CalculatorPage } from "../components/calculators/calculator-page"
import { CompComparison } from "../components/calculators/comp-comparison"

export default function CompComparisonPage({ data, location }: PageProps<Queries.CompComparisonPageQuery>) {
  const content = data.calculatorsJson
  if (!content) throw new Error("data/calculators.json is missing from the data layer")
  return (
    <CalculatorPage path={location.pathname} words={content.comparison}>
      <CompComparison comparison={content.comparison} results={content.results} contact={content.contact} />
    </CalculatorPage>
  )
}

export const query = graphql`
  query CompComparisonPage {
    calculatorsJson {
      comparison {
        ...CompComparisonFields
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
