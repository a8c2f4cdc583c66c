/** /thank-you-blueprint: the blueprint download page (behaviour in BlueprintThankYou). */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { BlueprintThankYou } from "../components/lead-magnets/blueprint-thank-you"

export default dataPage(
  "data/thank-you.json (blueprint)",
  (data: Queries.ThankYouBlueprintPageQuery) => data.thankYouJson?.blueprint,
  (content) => <BlueprintThankYou content={content} />,
  { noindex: true },
)

export const query = graphql`
  query ThankYouBlueprintPage {
    thankYouJson {
      blueprint {
        seo {
          ...PageSeo
        }
        hero {
          ...HeroFields
        }
        mobileHint
        viewLabel
        viewHint
        callHeading
        callBody
        callLabel
        disclaimer
      }
    }
  }
`
