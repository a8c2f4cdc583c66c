/** /ziprecruiter: the dark-themed agent recruiting landing page. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { RecruitingLanding } from "../components/recruiting/recruiting-landing"

export default function ZipRecruiterPage({ data, location }: PageProps<Queries.RecruitingLandingPageQuery>) {
  const landing = data.recruitingJson!.landing
  return (
    <Layout title={landing.seo.title} description={landing.seo.description} path={location.pathname}>
      <RecruitingLanding content={landing} />
    </Layout>
  )
}

export const query = graphql`
  query RecruitingLandingPage {
    recruitingJson {
      landing {
        ...RecruitingLandingFields
      }
    }
  }
`
