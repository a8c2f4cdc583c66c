/** /thank-you-interview: the interview-scheduled confirmation. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ChannelLinks } from "../components/lead-magnets/channel-links"
import { ThankYouPage } from "../components/lead-magnets/thank-you-page"
import { fromData } from "../lib/from-data"

export default function ThankYouInterviewPage({ data, location }: PageProps<Queries.ThankYouInterviewPageQuery>) {
  const all = fromData(data.thankYouJson, "data/thank-you.json")
  const content = all.interview
  return (
    <ThankYouPage labels={all} page={content} path={location.pathname}>
      <ChannelLinks content={content.channel} />
    </ThankYouPage>
  )
}

export const query = graphql`
  query ThankYouInterviewPage {
    thankYouJson {
      ...ThankYouLabels
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
