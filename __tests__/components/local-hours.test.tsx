import React from "react"
import { render, screen, within } from "@testing-library/react"
import { en as site } from "../../data/site.json"
import { en as navigation } from "../../data/navigation.json"
import { en as contact } from "../../data/contact.json"
import { LocalHours } from "../../src/components/ui/local-hours"
import { ContactCards } from "../../src/components/contact/contact-cards"
import { PageContactFooter } from "../../src/components/lead-magnets/page-contact-footer"
import { builtHtml, drawnForHydration } from "../fixtures/server-html"

const { hoursTo } = navigation.shared
const { businessHours } = site

/** Summer in the office (Pacific daylight time, UTC-7). */
const JULY = new Date("2026-07-15T18:00:00Z")

/** Minutes the browser adds to its local time to reach UTC (Date#getTimezoneOffset), by where the visitor is. */
const FLORIDA = 240
const CALIFORNIA = 420
const INDIA = -330

const visitorIn = (offset: number) => jest.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(offset)

/** The hours as the contact card writes them, with the visitor's line where they end. */
const hoursLine = (
  <p>
    {businessHours.open} {hoursTo} {businessHours.close} {businessHours.timeZone}
    <LocalHours hours={businessHours} to={hoursTo} />
  </p>
)

beforeEach(() => {
  jest.useFakeTimers({ now: JULY })
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  document.body.innerHTML = ""
})

describe("LocalHours", () => {
  it("adds nothing to the server's HTML, which shows the office's hours only", async () => {
    visitorIn(FLORIDA)
    expect(await builtHtml(<LocalHours hours={businessHours} to={hoursTo} />)).toBe("")
    expect(await builtHtml(hoursLine)).toBe(
      `<p>${businessHours.open} ${hoursTo} ${businessHours.close} ${businessHours.timeZone}</p>`,
    )
  })

  it("takes over the server's HTML unchanged, then adds the visitor's line", async () => {
    visitorIn(FLORIDA)
    const errors = jest.spyOn(console, "error")
    const container = await drawnForHydration(hoursLine)
    render(hoursLine, { container, hydrate: true })
    expect(errors).not.toHaveBeenCalled()
    expect(screen.getByText(`11:00 AM ${hoursTo} 7:00 PM ${businessHours.yourTime}`)).toBeInTheDocument()
    // On a line of its own, under the office's hours.
    expect(container.querySelector("p")?.innerHTML).toMatch(/Pacific time<br><span>11:00 AM/)
  })

  it("shows a family in Florida 8 to 4 Pacific time as 11 to 7 their time", () => {
    visitorIn(FLORIDA)
    render(hoursLine)
    expect(screen.getByText("11:00 AM to 7:00 PM your time")).toBeInTheDocument()
  })

  it("shows nothing more to a visitor on the office's clock", () => {
    visitorIn(CALIFORNIA)
    const { container } = render(hoursLine)
    expect(container.querySelector("p")?.textContent).toBe("8:00 AM to 4:00 PM Pacific time")
    expect(container.querySelector("br")).toBeNull()
  })

  it("says when closing time falls on the visitor's next day", () => {
    visitorIn(INDIA)
    render(hoursLine)
    expect(screen.getByText("8:30 PM to 4:30 AM the next day your time")).toBeInTheDocument()
  })
})

describe("where the hours are shown", () => {
  it("the contact page's hours card gives the office's hours, then the visitor's", () => {
    visitorIn(FLORIDA)
    render(<ContactCards cards={contact.cards} />)
    const hoursCard = contact.cards.find((card) => card.kind === "hours")!
    const card = screen.getByRole("heading", { name: hoursCard.title }).closest("li")!
    expect(within(card).getByText(/8:00 AM to 4:00 PM Pacific time/)).toBeInTheDocument()
    expect(within(card).getByText("11:00 AM to 7:00 PM your time")).toBeInTheDocument()
  })

  it("the lead-magnet pages' contact lines give them too", () => {
    visitorIn(FLORIDA)
    const { container } = render(<PageContactFooter heading="Contact" disclaimer="Disclaimer" />)
    const lines = container.querySelector("address")!
    expect(within(lines).getByText(/Monday to Friday, 8:00 AM to 4:00 PM Pacific time/)).toBeInTheDocument()
    expect(within(lines).getByText("11:00 AM to 7:00 PM your time")).toBeInTheDocument()
  })
})
