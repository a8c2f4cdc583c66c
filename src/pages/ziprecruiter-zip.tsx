/** /ziprecruiter-zip: the career info page (three videos, booking calendar, reviews). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { CareerInfo } from "../components/recruiting/career-info"

export default function ZipRecruiterZipPage({ data, location }: PageProps<Queries.RecruitingCareerInfoPageQuery>) {
  const info = data.recruitingJson!.careerInfo
  return (
    <Layout title={info.seo.title} description={info.seo.description} path={location.pathname}>
      <CareerInfo content={info} />
    </Layout>
  )
}

export const query = graphql`
  query RecruitingCareerInfoPage {
    recruitingJson {
      careerInfo {
        ...CareerInfoFields
      }
    }
  }
`
