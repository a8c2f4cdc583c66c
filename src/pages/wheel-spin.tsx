/** /wheel-spin: the prize wheel for recruiting events, from data/wheel.json (not indexed). */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { WheelPage } from "../components/recruiting/wheel-page"

export default dataPage(
  "data/wheel.json",
  (data: Queries.WheelSpinPageQuery) => data.wheelJson,
  (wheel) => <WheelPage wheel={wheel} />,
  { noindex: true },
)

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
