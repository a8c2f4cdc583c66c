/** /faq: content from data/faq.json; search and highlighting in src/lib/faq-search.ts. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { FaqPage } from "../components/marketing/faq/faq-page"
import { fromData } from "../lib/from-data"

export default function FaqRoute({ data, location }: PageProps<Queries.FaqQuery>) {
  const faq = fromData(data.faqJson, "data/faq.json")
  return (
    <Layout title={faq.seo.title} description={faq.seo.description} path={location.pathname}>
      <FaqPage faq={faq} />
    </Layout>
  )
}

export const query = graphql`
  query Faq {
    faqJson {
      seo {
        ...PageSeo
      }
      ...FaqPage
    }
  }
`
