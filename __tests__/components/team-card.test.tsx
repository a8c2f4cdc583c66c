import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { TeamCard } from "../../src/components/marketing/team-card"
import team from "../../data/team.json"
import { asCard, person, quote } from "../fixtures/records"

/** What a test reads of a member: their name, quote and story. */
const view = (m: (typeof team.members)[number]) => ({
  ...m,
  name: person(m.person).name,
  shortTestimonial: quote(m.quote).text,
  fullTestimonial: person(m.person).story ?? [],
})
const [first, second] = team.members.map(view)

function renderTwo() {
  render(
    <>
      <TeamCard member={asCard(team.members[0])} labels={team.memberLabels as Queries.TeamCardLabelsFragment} />
      <TeamCard member={asCard(team.members[1])} labels={team.memberLabels as Queries.TeamCardLabelsFragment} />
    </>,
  )
  return {
    a: screen.getByRole("article", { name: first.name }),
    b: screen.getByRole("article", { name: second.name }),
  }
}

describe("TeamCard", () => {
  it("starts collapsed with the short testimonial, an initials avatar and the achievement", () => {
    const { a } = renderTwo()
    const toggle = within(a).getByRole("button", { name: /Read more/ })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    const quote = document.getElementById(toggle.getAttribute("aria-controls") ?? "")
    expect(quote).not.toBeNull()
    expect(quote).toHaveTextContent(first.shortTestimonial)
    expect(within(a).queryByText(first.fullTestimonial[0])).not.toBeInTheDocument()
    expect(within(a).getByText("MV")).toBeInTheDocument()
    expect(within(a).getByText(first.achievement)).toBeInTheDocument()
    expect(within(a).getByText(first.background ?? "missing background")).toBeInTheDocument()
  })

  it("toggles between the short and the full testimonial, one card at a time", async () => {
    const user = userEvent.setup()
    const { a, b } = renderTwo()
    const toggleA = within(a).getByRole("button")
    const toggleB = within(b).getByRole("button")
    await user.click(toggleA)
    expect(toggleA).toHaveAttribute("aria-expanded", "true")
    expect(toggleA).toHaveTextContent(/^Read less/)
    expect(first.fullTestimonial.length).toBeGreaterThan(0)
    for (const p of first.fullTestimonial) expect(within(a).getByText(p)).toBeInTheDocument()
    expect(within(a).queryByText(first.shortTestimonial)).not.toBeInTheDocument()
    // The other card is untouched.
    expect(toggleB).toHaveAttribute("aria-expanded", "false")
    expect(within(b).getByText(second.shortTestimonial)).toBeInTheDocument()

    await user.click(toggleA)
    expect(toggleA).toHaveAttribute("aria-expanded", "false")
    expect(within(a).getByText(first.shortTestimonial)).toBeInTheDocument()
  })

  it("gives each card's toggle a distinct accessible name", () => {
    renderTwo()
    expect(screen.getByRole("button", { name: `Read more of ${first.name}'s story` })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: `Read more of ${second.name}'s story` })).toBeInTheDocument()
  })
})
