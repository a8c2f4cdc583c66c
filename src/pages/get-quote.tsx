/** /get-quote: the consumer final expense landing page, from data/quote.json (landing). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { GetQuotePage } from "../components/quote/get-quote-page"
import { useVideoStructuredData } from "../hooks/use-video-structured-data"
import { fromData } from "../lib/from-data"

export default function GetQuoteRoute({ data, location }: PageProps<Queries.GetQuoteQuery>) {
  const content = fromData(data.quoteJson?.inLanguage.landing, "data/quote.json (landing)")
  const videoLd = useVideoStructuredData([content.video.video])
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname} jsonLd={videoLd}>
      <GetQuotePage content={content} />
    </Layout>
  )
}

export const query = graphql`
  query GetQuote($language: Language = en) {
    quoteJson {
      inLanguage(language: $language) {
        landing {
          seo {
            ...PageSeo
          }
          ...GetQuotePage
        }
      }
    }
  }
`
