/** A story page generated from data/stories/{slug}.json (see src/node/stories.ts). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { StoryPage } from "../components/stories/story-page"
import { fromData } from "../lib/from-data"

export default function StoryTemplate({ data, location }: PageProps<Queries.StoryTemplateQuery>) {
  return <StoryPage story={fromData(data.storyJson, "This story (data/stories/)")} path={location.pathname} />
}

export const query = graphql`
  query StoryTemplate($id: String!) {
    storyJson(id: { eq: $id }) {
      ...StoryPageContent
    }
  }
`
