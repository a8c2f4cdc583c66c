/** /testimonials: agent video testimonials, earnings results and independent reviews. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { TestimonialsPage } from "../components/testimonials/testimonials-page"

export default function TestimonialsRoute({ data, location }: PageProps<Queries.TestimonialsRouteQuery>) {
  if (!data.testimonialsJson) throw new Error("data/testimonials.json is missing from the data layer")
  return <TestimonialsPage content={data.testimonialsJson} path={location.pathname} />
}

export const query = graphql`
  query TestimonialsRoute {
    testimonialsJson {
      ...TestimonialsPageContent
    }
  }
`
