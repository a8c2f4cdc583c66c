/** /reviews: the testimonials page under the footer's Reviews link; canonical → /testimonials. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { TestimonialsPage } from "../components/testimonials/testimonials-page"
import { fromData } from "../lib/from-data"

export default function ReviewsRoute({ data, location }: PageProps<Queries.ReviewsRouteQuery>) {
  const content = fromData(data.testimonialsJson, "data/testimonials.json")
  return <TestimonialsPage content={content} path={location.pathname} variant="reviews" />
}

export const query = graphql`
  query ReviewsRoute {
    testimonialsJson {
      ...TestimonialsPageContent
    }
  }
`
