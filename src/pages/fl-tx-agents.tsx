/**
 * /fl-tx-agents: the Florida and Texas zip-code eligibility checker. The lists come with
 * the page query (page data), so they are not part of the JavaScript bundle.
 */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { ZipPage } from "../components/recruiting/zip-page"

export default function FlTxAgentsPage({ data, location }: PageProps<Queries.ZipEligibilityPageQuery>) {
  const t = data.recruitingJson?.zipPage
  const lists = data.zipEligibilityJson
  if (!t || !lists) throw new Error("data/recruiting.json or data/zip-eligibility.json is missing from the data layer")
  return (
    <Layout title={t.seo.title} description={t.seo.description} path={location.pathname}>
      <ZipPage t={t} lists={lists} />
    </Layout>
  )
}

export const query = graphql`
  query ZipEligibilityPage {
    recruitingJson {
      zipPage {
        ...ZipPageFields
      }
    }
    zipEligibilityJson {
      ...ZipListsFields
    }
  }
`
