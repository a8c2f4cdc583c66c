import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/layout/footer"
import site from "../../data/site.json"

describe("Footer", () => {
  beforeEach(() => render(<Footer />))

  it("has the social links", () => {
    const social = screen.getByRole("list", { name: "Social media" })
    const hrefs = within(social)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"))
    expect(hrefs).toEqual([site.social.facebook, site.social.instagram, site.social.linkedin, site.social.youtube])
    for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
      expect(within(social).getByRole("link", { name: new RegExp(name) })).toBeInTheDocument()
    }
  })

  it("has every quick link", () => {
    const quick = screen.getByRole("navigation", { name: "Quick Links" })
    expect(
      within(quick)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/our-product", "/faq", "/testimonials", "/reviews", "/podcast", "/agent-incentives", "/contact"])
  })

  it("lists the four services", () => {
    const services = screen.getByRole("region", { name: "Services" })
    expect(
      within(services)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Final Expense Insurance", "Burial Insurance", "Life Insurance Solutions", "Agent Training Programs"])
  })

  it("gives phone, Chowchilla street address and e-mail", () => {
    const contact = screen.getByRole("region", { name: "Contact" })
    expect(within(contact).getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:5595550142")
    expect(within(contact).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(contact).toHaveTextContent(site.address.street)
    expect(contact).toHaveTextContent("Chowchilla, California")
  })

  it("links the privacy policy and the terms", () => {
    const legal = screen.getByRole("list", { name: "Legal" })
    expect(
      within(legal)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/privacy", "/terms"])
  })
})
