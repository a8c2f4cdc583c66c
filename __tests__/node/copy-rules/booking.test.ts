/**
 * The booking rule: the calendar's band, or its alternative's, carries the call-and-text consent.
 */
import { bookingWithoutConsent } from "../../../src/node/copy-rules/booking"
import { page } from "./sample-page"

describe("bookingWithoutConsent", () => {
  const consent =
    "Consent is optional: it is not a condition of any purchase, a result or a booking. Reply STOP to opt out or HELP for help."
  const booking = (widget: string, after = "") =>
    `<section><h1>Book your interview</h1></section><section><h2>Book a time</h2>${widget}</section><section><h2>Next steps</h2>${after}</section>`
  const alternative = `<div data-embed-alternative><p>Call us and we'll book your call.</p></div>`
  it("passes the consent beside the calendar, or beside the alternative shown while it is not set up", () => {
    const frame = page(
      "/calendar",
      booking(`<iframe title="Interview booking calendar" src="https://book.example"></iframe><p>${consent}</p>`),
    )
    const fallback = page("/co-calendar", booking(`${alternative}<p>${consent}</p>`))
    expect(bookingWithoutConsent([frame, fallback])).toEqual([])
  })
  it("fails a booking without it, or with it in another band, or a page with no booking", () => {
    const without = page("/calendar", booking(alternative))
    const apart = page("/tl-booking", booking(alternative, `<p>${consent}</p>`))
    const half = page("/co-calendar", booking(`${alternative}<p>Reply STOP to opt out.</p>`))
    expect(bookingWithoutConsent([without, apart, half, page("/x", "<section><p>Hello</p></section>")])).toEqual([
      '/calendar: the booking (section "Book a time") has no call-and-text consent beside it (missing /Reply STOP/ and /not a condition/i)',
      '/tl-booking: the booking (section "Book a time") has no call-and-text consent beside it (missing /Reply STOP/ and /not a condition/i)',
      '/co-calendar: the booking (section "Book a time") has no call-and-text consent beside it (missing /not a condition/i)',
      "/x: no booking calendar, nor the alternative shown in its place",
    ])
  })
})
