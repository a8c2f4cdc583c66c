import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/layout/footer"
import site from "../../data/site.json"
import { configuredSite, withConfiguredSite } from "../fixtures/site-configured"

describe("Footer", () => {
  beforeEach(() => render(<Footer />))

  it("has every quick link", () => {
    const quick = screen.getByRole("navigation", { name: "Quick links" })
    expect(
      within(quick)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/our-product", "/quote", "/faq", "/testimonials", "/reviews", "/podcast", "/contact"])
  })

  it("gives agents the career pages and both calculators", () => {
    const agents = screen.getByRole("navigation", { name: "For agents" })
    expect(
      within(agents)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/request-info", "/our-team", "/agent-incentives", "/goalcalculator", "/comp-comparison"])
  })

  it("carries the coverage notice and the carrier-ratings line, and no license line while the number is empty", () => {
    expect(screen.getByText(/This is a solicitation of insurance/)).toBeInTheDocument()
    expect(screen.getByText(/from AM Best for financial strength \(its scale runs from A\+\+/)).toBeInTheDocument()
    expect(screen.getByText(/\{availability\}/)).toBeInTheDocument() // filled by the data layer in a build
    expect(site.licenseNumber).toBe("")
    expect(screen.queryByText(/license no\./)).toBeNull()
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

  it("links the privacy policy, the terms and the opt-out from the sale or sharing of personal information", () => {
    const legal = screen.getByRole("list", { name: "Legal" })
    expect(
      within(legal)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/privacy", "/terms", "/privacy#do-not-sell"])
  })
})

describe("Footer social links", () => {
  it("are left out while data/site.json names no profile", () => {
    render(<Footer />)
    expect(screen.queryByRole("list", { name: "Social media" })).toBeNull()
    expect(Object.values(site.social).every((href) => href === "")).toBe(true)
  })

  describe("once the profiles are set", () => {
    withConfiguredSite()
    it("shows the license number", () => {
      render(<Footer />)
      expect(screen.getByText(/license no\./)).toBeInTheDocument()
    })

    it("has the social links", () => {
      render(<Footer />)
      const social = screen.getByRole("list", { name: "Social media" })
      const hrefs = within(social)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href"))
      expect(hrefs).toEqual([
        configuredSite.social.facebook,
        configuredSite.social.instagram,
        configuredSite.social.linkedin,
        configuredSite.social.youtube,
      ])
      for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
        expect(within(social).getByRole("link", { name: new RegExp(name) })).toBeInTheDocument()
      }
    })
  })
})
