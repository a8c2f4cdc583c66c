/** /tl-booking, /calendar, /co-calendar: one template, the variant chosen by its path (data/booking.json). */
import React from "react"
import { graphql } from "gatsby"
import { dataPage } from "../components/layout/data-page"
import { BookingPage } from "../components/recruiting/booking-page"
import { fromData } from "../lib/from-data"

const booking = (data: Queries.BookingPageQuery) => fromData(data.bookingJson, "data/booking.json")

/** The variant of `variantPath`, the page's address, among the file's variants. */
export default dataPage(
  "data/booking.json (variants)",
  (data: Queries.BookingPageQuery, { variantPath }: { variantPath: string }) =>
    booking(data).variants.find((v) => v.path === variantPath),
  (variant, data) => <BookingPage content={booking(data)} variant={variant} />,
)

export const query = graphql`
  query BookingPage {
    bookingJson {
      ...BookingPageFields
    }
  }
`
