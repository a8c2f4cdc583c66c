/** /thank-you-blueprint: the blueprint download page (behaviour in BlueprintThankYou). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { BlueprintThankYou } from "../components/lead-magnets/blueprint-thank-you"
import { fromData } from "../lib/from-data"

export default function ThankYouBlueprintPage({ data, location }: PageProps<Queries.ThankYouBlueprintPageQuery>) {
  const content = fromData(data.thankYouJson?.blueprint, "data/thank-you.json")
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname} noindex>
      <BlueprintThankYou content={content} />
    </Layout>
  )
}

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
