/** /podcast: the founder's success-stories series, from data/podcast.json. */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { PodcastPage } from "../components/stories/podcast-page"

export default dataPage(
  "data/podcast.json",
  (data: Queries.PodcastQuery) => data.podcastJson,
  (content) => <PodcastPage content={content} />,
)

export const query = graphql`
  query Podcast {
    podcastJson {
      seo {
        ...PageSeo
      }
      ...PodcastPage
    }
  }
`
