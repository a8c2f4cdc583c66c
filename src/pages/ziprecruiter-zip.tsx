/** /ziprecruiter-zip: the career info page (three videos, booking calendar, reviews). */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { CareerInfo } from "../components/recruiting/career-info"

export default dataPage(
  "data/recruiting.json (careerInfo)",
  (data: Queries.RecruitingCareerInfoPageQuery) => data.recruitingJson?.careerInfo,
  (info) => <CareerInfo content={info} />,
)

export const query = graphql`
  query RecruitingCareerInfoPage {
    recruitingJson {
      careerInfo {
        ...CareerInfoFields
      }
    }
  }
`
