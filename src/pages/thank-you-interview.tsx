/** /thank-you-interview: the interview-scheduled confirmation. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { ChannelLinks } from "../components/lead-magnets/channel-links"
import { ThankYouBody } from "../components/lead-magnets/thank-you-page"

export default function ThankYouInterviewPage({ data, location }: PageProps<Queries.ThankYouInterviewPageQuery>) {
  const all = data.thankYouJson
  if (!all) throw new Error("data/thank-you.json is missing from the data layer")
  const content = all.interview
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname} noindex>
      <ThankYouBody content={content.body} homeLabel={all.homeLabel} productsLabel={all.productsLabel}>
        <ChannelLinks content={content.channel} />
      </ThankYouBody>
    </Layout>
  )
}

export const query = graphql`
  query ThankYouInterviewPage {
    thankYouJson {
      homeLabel
      productsLabel
      interview {
        seo {
          ...PageSeo
        }
        body {
          ...ThankYouBodyFields
        }
        channel {
          ...ChannelLinks
        }
      }
    }
  }
`
