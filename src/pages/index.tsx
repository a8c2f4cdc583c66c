/** Home page: content from data/home.json; carrier and form ids from data/site.json; videos from data/videos.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { HomePage } from "../components/marketing/home-page"
import { useVideoStructuredData } from "../hooks/use-video-structured-data"
import { insuranceAgency } from "../lib/structured-data"
import { useSiteConfig } from "../hooks/use-site-config"
import { fromData } from "../lib/from-data"

export default function IndexPage({ data, location }: PageProps<Queries.HomeQuery>) {
  const site = useSiteConfig()
  const home = fromData(data.homeJson?.inLanguage, "data/home.json")
  const videoLd = useVideoStructuredData([home.hero.video, home.secondVideo.video])
  return (
    <Layout
      title={home.seo.title}
      description={home.seo.description}
      path={location.pathname}
      jsonLd={[insuranceAgency(site), ...videoLd]}
    >
      <HomePage home={home} />
    </Layout>
  )
}

export const query = graphql`
  query Home($language: Language = en) {
    homeJson {
      inLanguage(language: $language) {
        seo {
          ...PageSeo
        }
        ...HomePage
      }
    }
  }
`
