/** /agent-incentives: the incentive trips, with one card per folder in data/trips/. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { IncentivesPage } from "../components/gallery/incentives-page"
import { fromData } from "../lib/from-data"

export default function AgentIncentivesPage({ data, location }: PageProps<Queries.AgentIncentivesQuery>) {
  const content = fromData(data.incentivesJson, "data/incentives.json")
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname}>
      <IncentivesPage content={content} trips={data.allTrip.nodes} />
    </Layout>
  )
}

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
