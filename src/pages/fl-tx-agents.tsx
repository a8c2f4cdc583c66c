/**
 * /fl-tx-agents: the Florida and Texas zip-code eligibility checker. The lists come with
 * the page query (page data), so they are not part of the JavaScript bundle.
 */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { ZipPage } from "../components/recruiting/zip-page"
import { fromData } from "../lib/from-data"

export default dataPage(
  "data/recruiting.json (zipPage)",
  (data: Queries.ZipEligibilityPageQuery) => data.recruitingJson?.zipPage,
  (t, data) => <ZipPage t={t} lists={fromData(data.zipEligibilityJson, "data/zip-eligibility.json")} />,
)

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
