/** /our-team: content from data/team.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { TeamPage } from "../components/marketing/team-page"
import { fromData } from "../lib/from-data"

export default function OurTeamPage({ data, location }: PageProps<Queries.OurTeamQuery>) {
  const team = fromData(data.teamJson, "data/team.json")
  return (
    <Layout title={team.seo.title} description={team.seo.description} path={location.pathname}>
      <TeamPage team={team} />
    </Layout>
  )
}

export const query = graphql`
  query OurTeam {
    teamJson {
      seo {
        ...PageSeo
      }
      ...TeamPage
    }
  }
`
