/** A story page generated from data/stories/{slug}.json (see src/node/stories.ts). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { StoryPage } from "../components/stories/story-page"

export default function StoryTemplate({ data, location }: PageProps<Queries.StoryTemplateQuery>) {
  if (!data.storyJson) throw new Error("This story is missing from the data layer")
  return <StoryPage story={data.storyJson} path={location.pathname} />
}

export const query = graphql`
  query StoryTemplate($id: String!) {
    storyJson(id: { eq: $id }) {
      ...StoryPageContent
    }
  }
`
