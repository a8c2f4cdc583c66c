/** /testimonials: agent video testimonials, earnings results and independent reviews. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { TestimonialsPage } from "../components/testimonials/testimonials-page"
import { fromData } from "../lib/from-data"

export default function TestimonialsRoute({ data, location }: PageProps<Queries.TestimonialsRouteQuery>) {
  const content = fromData(data.testimonialsJson, "data/testimonials.json")
  return <TestimonialsPage content={content} path={location.pathname} />
}

export const query = graphql`
  query TestimonialsRoute {
    testimonialsJson {
      ...TestimonialsPageContent
    }
  }
`
