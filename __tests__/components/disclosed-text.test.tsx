/** A disclosure said in full where a page first needs it, and linked to after. */
import React, { useState } from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { DisclosedText, DisclosureProvider } from "../../src/components/ui/disclosed-text"

const STATEMENT = "Typical earnings: the median net earnings of all 312 agents were $14,200 a year."
const texts = { typicalEarnings: [STATEMENT], leadTerms: ["Agents pay for their leads."], gradedBenefit: [] }
const seeAbove = {
  typicalEarnings: "See what a typical agent earns, above",
  leadTerms: "See what leads cost, above",
  gradedBenefit: "See the limit, above",
}

function Page({ path = "/our-team" }: { path?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <DisclosureProvider path={path} texts={texts} seeAbove={seeAbove}>
      <p data-testid="first">
        <DisclosedText text={`Everyone quoted is an agent. ${STATEMENT}`} />
      </p>
      <p data-testid="second">
        <DisclosedText text={`Results are not typical. ${STATEMENT} Agents pay for their leads.`} />
      </p>
      <button onClick={() => setOpen(!open)}>More</button>
      {open ? <p>Opened</p> : null}
    </DisclosureProvider>
  )
}

it("says the statement in full in the first text, at its anchor, and links to it from the second", () => {
  const { container } = render(<Page />)
  expect(container.querySelectorAll("#typical-earnings")).toHaveLength(1)
  expect(screen.getByTestId("first").querySelector("#typical-earnings")?.textContent).toBe(STATEMENT)
  const second = screen.getByTestId("second")
  expect(second.textContent).not.toContain(STATEMENT)
  expect(screen.getByRole("link", { name: seeAbove.typicalEarnings }).getAttribute("href")).toBe("#typical-earnings")
  // A disclosure the page has not said yet is said in full, even in a later text.
  expect(second.querySelector("#lead-terms")?.textContent).toBe("Agents pay for their leads.")
})

it("keeps the same text in full when the page draws again", () => {
  const { container } = render(<Page />)
  fireEvent.click(screen.getByRole("button", { name: "More" }))
  expect(screen.getByText("Opened")).toBeTruthy()
  expect(screen.getByTestId("first").querySelector("#typical-earnings")).not.toBeNull()
  expect(container.querySelectorAll("#typical-earnings")).toHaveLength(1)
})

it("starts again on a new page", () => {
  const { rerender } = render(<Page path="/a" />)
  rerender(<Page path="/b" />)
  expect(screen.getByTestId("first").querySelector("#typical-earnings")).not.toBeNull()
  expect(screen.getAllByRole("link", { name: seeAbove.typicalEarnings })).toHaveLength(1)
})

it("shows the text as written outside a page", () => {
  render(
    <p data-testid="alone">
      <DisclosedText text={STATEMENT} />
    </p>,
  )
  expect(screen.getByTestId("alone").innerHTML).toBe(STATEMENT)
})
