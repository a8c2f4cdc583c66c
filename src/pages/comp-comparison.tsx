/** /comp-comparison: the Compensation Comparison. Content from data/calculators.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { CalculatorPage } from "../components/calculators/calculator-page"
import { CompComparison } from "../components/calculators/comp-comparison"
import { fromData } from "../lib/from-data"

export default function CompComparisonPage({ data, location }: PageProps<Queries.CompComparisonPageQuery>) {
  const content = fromData(data.calculatorsJson, "data/calculators.json")
  return (
    <CalculatorPage path={location.pathname} words={content.comparison}>
      <CompComparison comparison={content.comparison} shared={content} />
    </CalculatorPage>
  )
}

export const query = graphql`
  query CompComparisonPage {
    calculatorsJson {
      comparison {
        ...CompComparisonFields
      }
      ...CalculatorShared
    }
  }
`
