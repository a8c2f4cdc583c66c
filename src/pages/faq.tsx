/** /faq: content from data/faq.json; search and highlighting in src/lib/faq-search.ts. */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { FaqPage } from "../components/marketing/faq/faq-page"

export default dataPage(
  "data/faq.json",
  (data: Queries.FaqQuery) => data.faqJson?.inLanguage,
  (faq) => <FaqPage faq={faq} />,
)

export const query = graphql`
  query Faq($language: Language = en) {
    faqJson {
      inLanguage(language: $language) {
        seo {
          ...PageSeo
        }
        ...FaqPage
      }
    }
  }
`
