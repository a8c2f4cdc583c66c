/** /ziprecruiter-apply: the recruiting sales page with the countdown. */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { SalesPage } from "../components/recruiting/sales-page"

export default dataPage(
  "data/recruiting.json (apply)",
  (data: Queries.RecruitingApplyPageQuery) => data.recruitingJson?.apply,
  (apply) => <SalesPage content={apply} />,
)

export const query = graphql`
  query RecruitingApplyPage {
    recruitingJson {
      apply {
        ...SalesPageFields
      }
    }
  }
`
