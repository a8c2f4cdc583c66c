/** /wheel-spin: the prize wheel for recruiting events, from data/wheel.json (not indexed). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { WheelPage } from "../components/recruiting/wheel-page"
import { fromData } from "../lib/from-data"

export default function WheelSpinRoute({ data, location }: PageProps<Queries.WheelSpinPageQuery>) {
  const wheel = fromData(data.wheelJson, "data/wheel.json")
  return (
    <Layout title={wheel.seo.title} description={wheel.seo.description} path={location.pathname} noindex>
      <WheelPage wheel={wheel} />
    </Layout>
  )
}

export const query = graphql`
  query WheelSpinPage {
    wheelJson {
      seo {
        ...PageSeo
      }
      ...WheelPage
    }
  }
`
