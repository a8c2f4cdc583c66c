/** /goalcalculator: the Goal Calculator. Content from data/calculators.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { CalculatorPage } from "../components/calculators/calculator-page"
import { GoalCalculator } from "../components/calculators/goal-calculator"
import { fromData } from "../lib/from-data"

export default function GoalCalculatorPage({ data, location }: PageProps<Queries.GoalCalculatorPageQuery>) {
  const content = fromData(data.calculatorsJson, "data/calculators.json")
  return (
    <CalculatorPage path={location.pathname} words={content.goal}>
      <GoalCalculator goal={content.goal} shared={content} />
    </CalculatorPage>
  )
}

export const query = graphql`
  query GoalCalculatorPage {
    calculatorsJson {
      goal {
        ...GoalCalculatorFields
      }
      ...CalculatorShared
    }
  }
`
