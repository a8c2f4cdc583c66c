/** /tl-booking, /calendar, /co-calendar: one template, the variant chosen by its path (data/booking.json). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { BookingPage } from "../components/recruiting/booking-page"

type Context = { variantPath: string }

export default function BookingTemplate({ data, location, pageContext }: PageProps<Queries.BookingPageQuery, Context>) {
  const booking = data.bookingJson!
  const variant = booking.variants.find((v) => v.path === pageContext.variantPath)!
  return (
    <Layout title={variant.seo.title} description={variant.seo.description} path={location.pathname}>
      <BookingPage content={booking} variant={variant} />
    </Layout>
  )
}

export const query = graphql`
  query BookingPage {
    bookingJson {
      ...BookingPageFields
    }
  }
`
