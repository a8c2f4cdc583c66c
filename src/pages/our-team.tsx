/** /our-team: content from data/team.json. */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { TeamPage } from "../components/marketing/team-page"

export default dataPage(
  "data/team.json",
  (data: Queries.OurTeamQuery) => data.teamJson,
  (team) => <TeamPage team={team} />,
)

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
