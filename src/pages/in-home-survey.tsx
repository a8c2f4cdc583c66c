/** /in-home-survey: landing page of the free one-page in-home final expense survey. */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { SurveyLanding } from "../components/lead-magnets/survey-landing"

export default dataPage(
  "data/in-home-survey.json",
  (data: Queries.InHomeSurveyPageQuery) => data.inHomeSurveyJson,
  (content) => <SurveyLanding content={content} />,
)

export const query = graphql`
  query InHomeSurveyPage {
    inHomeSurveyJson {
      ...SurveyLandingFields
    }
  }
`
