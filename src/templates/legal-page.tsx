/**
 * /privacy and /terms, created in src/node/lead-magnets.ts with the date data/legal.json
 * gives as "last updated". Text from data/legal.json, names filled in from data/site.json by the data layer.
 */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { LegalDocument } from "../components/lead-magnets/legal-document"
import { fromData } from "../lib/from-data"

type Context = { kind: "privacy" | "terms"; lastUpdated: string }

export default function LegalPageTemplate({ data, location, pageContext }: PageProps<Queries.LegalPageQuery, Context>) {
  const legal = fromData(data.legalJson?.inLanguage, "data/legal.json")
  const doc = legal[pageContext.kind]
  return (
    <Layout title={doc.title} description={doc.seoDescription} path={location.pathname}>
      <LegalDocument
        doc={doc}
        backLabel={legal.backLabel}
        lastUpdatedLabel={legal.lastUpdatedLabel}
        lastUpdated={pageContext.lastUpdated}
      />
    </Layout>
  )
}

export const query = graphql`
  query LegalPage($language: Language = en) {
    legalJson {
      inLanguage(language: $language) {
        backLabel
        lastUpdatedLabel
        privacy {
          ...PrivacyDocumentFields
        }
        terms {
          ...LegalDocumentFields
        }
      }
    }
  }
`
