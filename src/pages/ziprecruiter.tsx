/** /ziprecruiter: the dark-themed agent recruiting landing page. */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { RecruitingLanding } from "../components/recruiting/recruiting-landing"

export default dataPage(
  "data/recruiting.json (landing)",
  (data: Queries.RecruitingLandingPageQuery) => data.recruitingJson?.landing,
  (landing) => <RecruitingLanding content={landing} />,
)

export const query = graphql`
  query RecruitingLandingPage {
    recruitingJson {
      landing {
        ...RecruitingLandingFields
      }
    }
  }
`
