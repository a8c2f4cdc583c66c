/** /reviews: the testimonials page under the footer's Reviews link; canonical → /testimonials. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { TestimonialsPage } from "../components/testimonials/testimonials-page"

export default function ReviewsRoute({ data, location }: PageProps<Queries.ReviewsRouteQuery>) {
  if (!data.testimonialsJson) throw new Error("data/testimonials.json is missing from the data layer")
  return <TestimonialsPage content={data.testimonialsJson} path={location.pathname} variant="reviews" />
}

export const query = graphql`
  query ReviewsRoute {
    testimonialsJson {
      ...TestimonialsPageContent
    }
  }
`
