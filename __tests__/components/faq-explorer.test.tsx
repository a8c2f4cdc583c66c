import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FaqExplorer } from "../../src/components/marketing/faq/faq-explorer"
import { en as faq } from "../../data/faq.json"
import { faqExplorerText } from "../fixtures/faq-explorer-props"

const total = faq.categories.reduce((n, c) => n + c.questions.length, 0)

function setup() {
  const user = userEvent.setup()
  render(<FaqExplorer categories={faq.categories} {...faqExplorerText} notes={{ income_earnings: faq.incomeNote }} />)
  const input = screen.getByRole("searchbox", { name: faq.searchLabel })
  const triggers = () => [...document.querySelectorAll("details > summary")]
  return { user, input, triggers }
}

describe("FaqExplorer", () => {
  it("lists all six categories and every question, with answers in the markup", () => {
    const { triggers } = setup()
    for (const c of faq.categories) expect(screen.getByRole("heading", { level: 2, name: c.title })).toBeInTheDocument()
    expect(triggers()).toHaveLength(total)
    expect(screen.getByText(faq.categories[0].questions[0].answer)).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("")
  })

  it("filters, counts and highlights with <mark> elements", async () => {
    const { user, input, triggers } = setup()
    await user.type(input, "Lake Louise")
    expect(screen.getByRole("status")).toHaveTextContent('Found 1 result for "Lake Louise"')
    expect(triggers()).toHaveLength(1)
    const marks = document.querySelectorAll("mark")
    expect([...marks].map((m) => m.textContent)).toEqual(["Lake Louise"])
    expect(screen.queryByRole("heading", { name: "Business Overview" })).not.toBeInTheDocument()
  })

  it("renders a markup query as text only", async () => {
    const { user, input } = setup()
    await user.type(input, "<b>x</b>")
    expect(document.querySelector("b")).toBeNull()
    expect(screen.getByRole("status")).toHaveTextContent('No results found for "<b>x</b>"')
  })

  it("shows No Results Found and resets with View all questions, focusing the search box", async () => {
    const { user, input, triggers } = setup()
    await user.type(input, "zebra")
    expect(screen.getByRole("heading", { name: "No Results Found" })).toBeInTheDocument()
    expect(triggers()).toHaveLength(0)
    await user.click(screen.getByRole("button", { name: "View all questions" }))
    expect(input).toHaveValue("")
    expect(input).toHaveFocus()
    expect(triggers()).toHaveLength(total)
  })

  it("clears with the clear button", async () => {
    const { user, input, triggers } = setup()
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument()
    await user.type(input, "residuals")
    await user.click(screen.getByRole("button", { name: "Clear search" }))
    expect(input).toHaveValue("")
    expect(triggers()).toHaveLength(total)
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("")
  })

  it("opens one question at a time and closes it again", async () => {
    const { user } = setup()
    const question = (text: string) => screen.getByText(text).closest("details") as HTMLDetailsElement
    const a = question(faq.categories[0].questions[0].question)
    const b = question(faq.categories[1].questions[0].question)
    await user.click(a.querySelector("summary") as HTMLElement)
    expect(a.open).toBe(true)
    await user.click(b.querySelector("summary") as HTMLElement)
    expect(b.open).toBe(true)
    expect(a.open).toBe(false)
    await user.click(b.querySelector("summary") as HTMLElement)
    expect(b.open).toBe(false)
  })

  it("keeps the open question open when a search hides it and brings it back", async () => {
    const { user, input } = setup()
    const text = faq.categories[0].questions[0].question
    await user.click(screen.getByText(text).closest("summary") as HTMLElement)
    await user.type(input, "zebra")
    expect(screen.queryByText(text)).not.toBeInTheDocument()
    await user.clear(input)
    expect((screen.getByText(text).closest("details") as HTMLDetailsElement).open).toBe(true)
  })
})
