/** /ziprecruiter-apply: the recruiting sales page with the countdown. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { SalesPage } from "../components/recruiting/sales-page"

export default function ZipRecruiterApplyPage({ data, location }: PageProps<Queries.RecruitingApplyPageQuery>) {
  const apply = data.recruitingJson!.apply
  return (
    <Layout title={apply.seo.title} description={apply.seo.description} path={location.pathname}>
      <SalesPage content={apply} />
    </Layout>
  )
}

export const query = graphql`
  query RecruitingApplyPage {
    recruitingJson {
      apply {
        ...SalesPageFields
      }
    }
  }
`
