import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FaqAccordion } from "../../../src/components/recruiting/faq-accordion"
import recruiting from "../../../data/recruiting.json"

const items = recruiting.landing.faq

describe("FaqAccordion", () => {
  it("has every answer in the markup, each question closed to begin with", () => {
    expect(items.length).toBeGreaterThan(0)
    render(<FaqAccordion items={items} />)
    const details = [...document.querySelectorAll("details")]
    expect(details).toHaveLength(items.length)
    expect(details.every((d) => !d.open)).toBe(true)
    for (const item of items) expect(screen.getByText(item.answer)).toBeInTheDocument()
  })

  it("opens questions independently and closes them again", async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={items} tone="dark" />)
    const [a, b] = [...document.querySelectorAll("details")]
    await user.click(screen.getByText(items[0].question))
    await user.click(screen.getByText(items[1].question))
    expect([a.open, b.open]).toEqual([true, true])
    await user.click(screen.getByText(items[0].question))
    expect([a.open, b.open]).toEqual([false, true])
  })
})
