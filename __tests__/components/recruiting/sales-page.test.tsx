import React from "react"
import { act, render, screen } from "@testing-library/react"
import recruiting from "../../../data/recruiting.json"
import { SalesPage, type SalesPageContent } from "../../../src/components/recruiting/sales-page"
import { quote, servedData } from "../../fixtures/records"
import { builtHtml } from "../../fixtures/server-html"

const NOW = Date.parse("2026-11-27T12:00:00-08:00")

function content(scarcity: Partial<SalesPageContent["scarcity"]> = {}): SalesPageContent {
  const apply = servedData(recruiting.apply)
  return {
    ...apply,
    scarcity: { ...apply.scarcity, spotsLeft: null, ...scarcity },
    testimonials: { ...apply.testimonials, quotes: apply.testimonials.quotes.map(quote) },
  } as unknown as SalesPageContent
}

describe("SalesPage scarcity", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    jest.setSystemTime(NOW)
  })
  afterEach(() => jest.useRealTimers())

  it("without a real count and moment, keeps the sample line and the countdown from 23:45:00", () => {
    render(<SalesPage content={content()} />)
    expect(screen.getByText(recruiting.apply.spotsText)).toBeInTheDocument()
    expect(screen.getByRole("timer", { name: new RegExp(recruiting.apply.countdownLabel) })).toHaveTextContent(
      "23:45:00",
    )
  })

  it("with a count and a moment ahead, names the count and counts down to that moment", () => {
    const closes = "2026-11-28T12:00:00-08:00" // a day after NOW
    render(<SalesPage content={content({ spotsLeft: 4, closes })} />)
    expect(screen.getByText("Only 4 spots left in our next training class")).toBeInTheDocument()
    expect(screen.queryByText(recruiting.apply.spotsText)).not.toBeInTheDocument()
    const timer = screen.getByRole("timer", { name: new RegExp(recruiting.apply.scarcity.countdownLabel) })
    expect(timer).toHaveTextContent("24:00:00")
    act(() => jest.advanceTimersByTime(61_000))
    expect(timer).toHaveTextContent("23:58:59")
  })

  it("builds the sample's line and 23:45:00 into the HTML, a real claim only once the page reads the clock, and none when turned off", async () => {
    const sample = await builtHtml(<SalesPage content={content()} />)
    expect(sample).toContain(recruiting.apply.spotsText)
    expect(sample).toContain("23:45:00")
    const off = await builtHtml(<SalesPage content={content({ shown: false })} />)
    expect(off).not.toMatch(/spots left|role="timer"/)
    const real = await builtHtml(<SalesPage content={content({ spotsLeft: 4, closes: "2026-11-28T12:00:00-08:00" })} />)
    expect(real).not.toMatch(/spots left|role="timer"/)
  })

  it("once the moment has passed, shows neither the line nor the countdown, and still offers the interview", () => {
    render(<SalesPage content={content({ spotsLeft: 4, closes: "2026-11-27T11:59:59-08:00" })} />)
    expect(screen.queryByText(/spots left/)).not.toBeInTheDocument()
    expect(screen.queryByRole("timer")).not.toBeInTheDocument()
    expect(screen.getAllByRole("link", { name: recruiting.apply.bookLabel })[0]).toHaveAttribute("href", "/calendar")
  })
})

describe("SalesPage copy", () => {
  it("shows the typical-earnings statement with the pay figures, and the consent the other forms use", () => {
    render(<SalesPage content={content()} />)
    const pay = screen.getByRole("region", { name: recruiting.apply.earnings.heading })
    expect(pay).toHaveTextContent(/Typical earnings: .*median net earnings/)
    expect(pay).toHaveTextContent(/gross: before lead costs and chargebacks/)
    const quotes = screen.getByRole("region", { name: recruiting.apply.testimonials.heading })
    expect(quotes).toHaveTextContent(/Everyone quoted here is an agent of .*median net earnings/)
    expect(screen.getByText(/Reply STOP to opt out/)).toHaveTextContent(/not a condition/)
    expect(screen.getByRole("link", { name: recruiting.apply.privacyLinkLabel })).toHaveAttribute("href", "/privacy")
  })
})
