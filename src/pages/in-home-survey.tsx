/** /in-home-survey: landing page of the free one-page in-home final expense survey. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { SurveyLanding } from "../components/lead-magnets/survey-landing"
import { fromData } from "../lib/from-data"

export default function InHomeSurveyPage({ data, location }: PageProps<Queries.InHomeSurveyPageQuery>) {
  const content = fromData(data.inHomeSurveyJson, "data/in-home-survey.json")
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname}>
      <SurveyLanding content={content} />
    </Layout>
  )
}

export const query = graphql`
  query InHomeSurveyPage {
    inHomeSurveyJson {
      ...SurveyLandingFields
    }
  }
`
