import React from "react"
import { render, screen, within } from "@testing-library/react"
import booking from "../../../data/booking.json"
import { BookingPage, type BookingContent } from "../../../src/components/recruiting/booking-page"
import { quote, servedData, video } from "../../fixtures/records"
import { withConfiguredSite } from "../../fixtures/site-configured"

const served = servedData(booking)
const content = {
  ...served,
  videos: booking.videos.map(video),
  reviewsPanel: { ...served.reviewsPanel, quotes: booking.reviewsPanel.quotes.map(quote) },
} as unknown as BookingContent
const withPanel = booking.variants.find((v) => v.reviewsPanel)!

/** The band of the booking widget: where the consent must stand. */
const widgetBand = () => screen.getByRole("heading", { name: booking.widgetHeading }).closest("section") as HTMLElement

function expectConsentBesideBooking() {
  const band = within(widgetBand())
  const consent = band.getByText(/Reply STOP to opt out/)
  expect(consent).toHaveTextContent(/not a condition/)
  expect(within(consent).getByRole("link", { name: booking.privacyLinkLabel })).toHaveAttribute("href", "/privacy")
}

describe("BookingPage", () => {
  it("shows the call-and-text consent beside the fallback while no booking widget is set", () => {
    render(<BookingPage content={content} variant={withPanel as never} />)
    expect(widgetBand().querySelector("iframe")).toBeNull()
    expectConsentBesideBooking()
  })

  describe("with a booking widget", () => {
    withConfiguredSite()

    it("shows the same consent beside the widget", () => {
      render(<BookingPage content={content} variant={withPanel as never} />)
      expect(widgetBand().querySelector("iframe")).not.toBeNull()
      expectConsentBesideBooking()
    })
  })

  it("says the people quoted are the agency's agents, with no earnings note under quotes that state no income, and the ratings' raters", () => {
    render(<BookingPage content={content} variant={withPanel as never} />)
    const panel = screen.getByRole("complementary", { name: booking.reviewsPanel.heading })
    expect(panel).toHaveTextContent(/Everyone quoted here is an agent of /)
    expect(panel).not.toHaveTextContent(/median net earnings|not typical/)
    expect(panel).toHaveTextContent(/AM Best rates its financial strength/)
  })
})
