/** /goalcalculator: the Goal Calculator. Content from data/calculators.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { CalculatorPage } from "../components/calculators/calculator-page"
import { GoalCalculator } from "../components/calculators/goal-calculator"

export default function GoalCalculatorPage({ data, location }: PageProps<Queries.GoalCalculatorPageQuery>) {
  const content = data.calculatorsJson
  if (!content) throw new Error("data/calculators.json is missing from the data layer")
  return (
    <CalculatorPage path={location.pathname} words={content.goal}>
      <GoalCalculator goal={content.goal} results={content.results} contact={content.contact} />
    </CalculatorPage>
  )
}

export const query = graphql`
  query GoalCalculatorPage {
    calculatorsJson {
      goal {
        ...GoalCalculatorFields
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
