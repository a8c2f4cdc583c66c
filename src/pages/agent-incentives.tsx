/** /agent-incentives: the incentive trips, with one card per folder in data/trips/. */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { IncentivesPage } from "../components/gallery/incentives-page"

export default dataPage(
  "data/incentives.json",
  (data: Queries.AgentIncentivesQuery) => data.incentivesJson,
  (content, data) => <IncentivesPage content={content} trips={data.allTrip.nodes} />,
)

export const query = graphql`
  query AgentIncentives {
    incentivesJson {
      seo {
        ...PageSeo
      }
      ...IncentivesPage
    }
    allTrip(sort: [{ year: DESC }, { destination: ASC }]) {
      nodes {
        ...TripCard
      }
    }
  }
`
