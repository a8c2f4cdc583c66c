import React from "react"
import { render, screen, within } from "@testing-library/react"
import { ConsumerFooter } from "../../src/components/quote/consumer-footer"
import { ContactCards } from "../../src/components/contact/contact-cards"
import { FreeQuoteCard } from "../../src/components/quote/free-quote-card"
import { PlaylistFacade } from "../../src/components/stories/playlist-facade"
import userEvent from "@testing-library/user-event"
import { en as site } from "../../data/site.json"
import { configuredSite, withConfiguredSite } from "../fixtures/site-configured"
import { en as quote } from "../../data/quote.json"
import { en as contact } from "../../data/contact.json"
import { served, servedData } from "../fixtures/records"

afterEach(() => {
  document.head.querySelectorAll("script[data-form-embed]").forEach((s) => s.remove())
})

describe("ConsumerFooter", () => {
  it("shows each rating badge of the data with the carrier's figure, each rating's rater and scale, and the full disclaimer", () => {
    render(<ConsumerFooter content={servedData(quote.landing.footer)} />)
    const badges = screen.getAllByRole("listitem").map((li) => li.textContent)
    const figure = {
      bbb: site.carrier.bbbRating,
      amBest: site.carrier.amBestRating,
      heritage: `${site.carrier.heritageYears}+`,
    }
    expect(badges).toEqual(
      quote.landing.footer.badges.map((b) => `${figure[b.kind as keyof typeof figure]}${b.label}${b.description}`),
    )
    const text = document.body.textContent ?? ""
    for (const phrase of [
      served("{ratings}"),
      served("{availability}"),
      served("For the first {contestablePeriod}, the insurer may check the application"),
      "within two years",
      "one year in Colorado, Minnesota, Missouri and North Dakota",
      served("Graded plans go up to {modifiedCoverage}"),
      "never goes up",
      "varies by state",
    ]) {
      expect(text).toContain(phrase)
    }
  })
})

describe("ContactCards", () => {
  it("fills phone, e-mail, address with directions and the hours from the site settings", () => {
    render(<ContactCards cards={servedData(contact.cards)} />)
    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(contact.cards.length)
    const card = (kind: string) => items[contact.cards.findIndex((c) => c.kind === kind)]
    const phone = within(card("phone"))
    expect(phone.getByRole("heading", { name: "Call Us" })).toBeInTheDocument()
    expect(phone.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:5595550142")
    expect(within(card("email")).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    )
    const directions = within(card("address")).getByRole("link", { name: /Get directions/ })
    expect(directions).toHaveAttribute("href", site.links.directions)
    expect(directions).toHaveAttribute("target", "_blank")
    expect(directions).toHaveAccessibleName("Get directions to our office (opens in a new tab)")
    expect(within(card("email")).getByRole("link", { name: `Send an email to ${site.email}` })).toBeInTheDocument()
    expect(card("address")).toHaveTextContent(site.address.street)
    expect(card("hours")).toHaveTextContent("Monday to Friday")
    expect(card("hours")).toHaveTextContent("8:00 AM to 4:00 PM Pacific time")
  })

  it("shows only the cards the data lists, in its order", () => {
    const cards = [...contact.cards].reverse().filter((c) => c.kind !== "address")
    render(<ContactCards cards={cards} />)
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(cards.map((c) => c.title))
    expect(screen.queryByText(site.address.street)).not.toBeInTheDocument()
  })
})

describe("FreeQuoteCard", () => {
  withConfiguredSite()
  it("embeds the application form under 'Get Your Free Quote' and adds the form script once", () => {
    render(
      <>
        <FreeQuoteCard />
        <FreeQuoteCard headingId="second-card" />
      </>,
    )
    expect(screen.getAllByRole("heading", { name: "Get Your Free Quote" })).toHaveLength(2)
    const frame = screen.getAllByTitle(quote.freeQuoteCard.formTitle)[0]
    expect(frame.getAttribute("src")).toBe(
      `${configuredSite.embeds.formOrigin}/widget/form/${configuredSite.embeds.forms.application}`,
    )
    expect(frame).toHaveAttribute("loading", "lazy")
    expect(document.head.querySelectorAll("script[data-form-embed]")).toHaveLength(1)
  })

  it("removes the form script when it leaves the page", () => {
    const { unmount } = render(<FreeQuoteCard />)
    expect(document.head.querySelectorAll("script[data-form-embed]")).toHaveLength(1)
    unmount()
    expect(document.head.querySelectorAll("script[data-form-embed]")).toHaveLength(0)
  })
})

describe("PlaylistFacade", () => {
  withConfiguredSite()
  it("loads the playlist player only when play is pressed", async () => {
    render(<PlaylistFacade title="Founder success stories playlist" linkLabel="Open the playlist on YouTube" />)
    expect(document.querySelector("iframe")).toBeNull()
    expect(screen.getByRole("link", { name: /Open the playlist/ })).toHaveAttribute(
      "href",
      configuredSite.links.playlist,
    )
    await userEvent.setup().click(screen.getByRole("button", { name: /Founder success stories playlist/ }))
    const frame = screen.getByTitle("Founder success stories playlist")
    expect(frame.getAttribute("src")).toBe(
      `${configuredSite.embeds.videoPlayerOrigin}/embed/videoseries?list=${configuredSite.embeds.playlistId}&autoplay=1`,
    )
  })
})
