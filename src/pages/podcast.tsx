/** /podcast: the founder's success-stories series, from data/podcast.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PodcastPage } from "../components/stories/podcast-page"
import { fromData } from "../lib/from-data"

export default function PodcastRoute({ data, location }: PageProps<Queries.PodcastQuery>) {
  const content = fromData(data.podcastJson, "data/podcast.json")
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname}>
      <PodcastPage content={content} />
    </Layout>
  )
}

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
