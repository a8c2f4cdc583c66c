/** /{author}-7-step-blueprint, created in src/node/lead-magnets.ts from the author's first name. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { BlueprintLanding } from "../components/lead-magnets/blueprint-landing"
import { fillTokens } from "../lib/text"
import { fromData } from "../lib/from-data"

type Context = { authorFirstName: string }

export default function BlueprintLandingTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.BlueprintLandingPageQuery, Context>) {
  const content = fromData(data.blueprintJson, "data/blueprint.json")
  const values = { name: pageContext.authorFirstName }
  return (
    <Layout
      title={fillTokens(content.seo.title, values)}
      description={fillTokens(content.seo.description, values)}
      path={location.pathname}
    >
      <BlueprintLanding content={content} authorFirstName={pageContext.authorFirstName} />
    </Layout>
  )
}

export const query = graphql`
  query BlueprintLandingPage {
    blueprintJson {
      ...BlueprintLandingFields
    }
  }
`
