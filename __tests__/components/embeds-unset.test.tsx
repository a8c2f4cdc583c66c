import React from "react"
import { render, screen } from "@testing-library/react"
import { FormEmbed } from "../../src/components/embeds/form-embed"
import { IframeEmbed } from "../../src/components/embeds/iframe-embed"
import { BookingCalendar } from "../../src/components/recruiting/booking-calendar"
import { ReviewsEmbed } from "../../src/components/recruiting/reviews-embed"
import { PlaylistFacade } from "../../src/components/stories/playlist-facade"
import { ChannelLinks } from "../../src/components/lead-magnets/channel-links"
import { en as site } from "../../data/site.json"
import { en as navigation } from "../../data/navigation.json"
import { EmbedAlternative } from "../../src/components/embeds/embed-alternative"
import { staticQueryData } from "../setup/static-query-data"
import { configuredSite, withConfiguredSite } from "../fixtures/site-configured"

const forms = Object.keys(site.embeds.forms) as (keyof typeof site.embeds.forms)[]

/** Every third-party frame the site can show, as the pages place them. */
const everyEmbed = (
  <>
    {forms.map((form) => (
      <FormEmbed key={form} formId={site.embeds.forms[form]} title={`Form ${form}`} />
    ))}
    <BookingCalendar />
    <ReviewsEmbed />
    <PlaylistFacade title="Founder success stories playlist" linkLabel="Open the playlist on YouTube" />
  </>
)

/** The application form with its own words (shown only with the frame) and its fallback. */
const renderApplicationForm = (formId: string) =>
  render(
    <FormEmbed
      formId={formId}
      title="Agent application form"
      intro="Fill in the short application below."
      fallback="Apply by phone."
    />,
  )

afterEach(() => {
  document.head.querySelectorAll("script[data-form-embed]").forEach((s) => s.remove())
})

describe("embeds while data/site.json leaves their ids empty (as shipped)", () => {
  it("ships with no third-party account id or profile filled in", () => {
    expect(Object.values(site.embeds.forms).every((id) => id === "")).toBe(true)
    expect([site.embeds.bookingWidgetUrl, site.embeds.reviewsWidgetUrl, site.embeds.playlistId]).toEqual(["", "", ""])
    expect(Object.values(site.social).every((href) => href === "")).toBe(true)
  })

  it("renders no frame, loads no form script and offers a call, an email and the contact page instead", () => {
    const { container } = render(everyEmbed)
    expect(container.querySelector("iframe")).toBeNull()
    expect(document.head.querySelector("script[data-form-embed]")).toBeNull()
    const alternatives = container.querySelectorAll("[data-embed-alternative]")
    // The reviews widget has no alternative: a reviews section without reviews is left out.
    expect(alternatives).toHaveLength(forms.length + 2)
    for (const alt of Array.from(alternatives)) {
      expect(alt.querySelector(`a[href^="tel:"]`)).not.toBeNull()
      expect(alt.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull()
      expect(alt.querySelector(`a[href="/contact"]`)).not.toBeNull()
    }
    expect(screen.queryByRole("button", { name: /playlist/i })).toBeNull()
  })

  it("shows an embed's own words only with the embed, and its fallback without it", () => {
    renderApplicationForm("")
    expect(screen.queryByText("Fill in the short application below.")).toBeNull()
    expect(screen.getByText("Apply by phone.")).toBeInTheDocument()
  })

  it("drops an outside link whose address is empty instead of linking nowhere", () => {
    const { container } = render(
      <ChannelLinks content={{ text: "Watch our channel.", channelLabel: "Channel", latestLabel: "Latest" }} />,
    )
    expect(container).toBeEmptyDOMElement()
    render(<IframeEmbed src="https://map.example/embed" title="Map" height={300} fallbackHref="" fallbackLabel="x" />)
    expect(screen.getByTitle("Map")).toBeInTheDocument()
    expect(screen.queryByText(/Trouble seeing it/)).toBeNull()
  })
})

describe("embeds once the agency sets its ids", () => {
  withConfiguredSite()

  it("renders every frame, titled and lazy, with no alternative", () => {
    const { container } = render(
      <>
        {forms.map((form) => (
          <FormEmbed key={form} formId={configuredSite.embeds.forms[form]} title={`Form ${form}`} />
        ))}
        <BookingCalendar />
        <ReviewsEmbed />
      </>,
    )
    const frames = Array.from(container.querySelectorAll("iframe"))
    expect(frames).toHaveLength(forms.length + 2)
    for (const frame of frames) {
      expect(frame.title).toBeTruthy()
      expect(frame.getAttribute("loading")).toBe("lazy")
    }
    expect(container.querySelector("[data-embed-alternative]")).toBeNull()
    expect(document.head.querySelectorAll("script[data-form-embed]")).toHaveLength(1)
  })

  it("shows the words that speak of the frame above it", () => {
    renderApplicationForm(configuredSite.embeds.forms.application)
    expect(screen.getByText("Fill in the short application below.")).toBeInTheDocument()
    expect(screen.queryByText("Apply by phone.")).toBeNull()
  })
})

describe("the words around the frames", () => {
  withConfiguredSite()
  afterEach(() => {
    staticQueryData.navigationJson = navigation
  })

  it("reads the sentence without a frame as one line of words, links and punctuation", () => {
    const { container } = render(<EmbedAlternative title="Booking calendar" />)
    expect(container.querySelector("[data-embed-alternative] p:last-child")).toHaveTextContent(
      `Call ${configuredSite.phone}, email ${configuredSite.email} or use our contact page.`,
    )
  })

  it("come from data/navigation.json's shared words, so an edit there changes every frame", () => {
    staticQueryData.navigationJson = {
      ...navigation,
      shared: {
        ...navigation.shared,
        reachUs: { call: "Phone", email: "write to", contactPage: "or open the", contactPageLink: "contact form" },
        troubleSeeing: "Frame not loading?",
        openEmbed: "Take “{name}” in a new window",
      },
    }
    const { container } = render(
      <>
        <EmbedAlternative title="Booking calendar" />
        <FormEmbed formId="example-quote-survey" title="Quote survey" kind="survey" />
      </>,
    )
    expect(container.querySelector("[data-embed-alternative] p:last-child")).toHaveTextContent(
      `Phone ${configuredSite.phone}, write to ${configuredSite.email} or open the contact form.`,
    )
    expect(screen.getByText(/Frame not loading\?/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Take “Quote survey” in a new window/ })).toBeInTheDocument()
  })
})
