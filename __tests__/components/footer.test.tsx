import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/layout/footer"
import { en as site } from "../../data/site.json"
import { en as navigation } from "../../data/navigation.json"
import { en as legal } from "../../data/legal.json"
import { staticQueryData } from "../setup/static-query-data"
import { configuredSite, withConfiguredSite } from "../fixtures/site-configured"

describe("Footer", () => {
  beforeEach(() => render(<Footer />))

  const labelsAndHrefs = (list: HTMLElement) =>
    within(list)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")])
  const asPairs = (links: { label: string; to: string }[]) => links.map((l) => [l.label, l.to])

  it("has every quick link", () => {
    const quick = screen.getByRole("navigation", { name: navigation.footer.quickLinksHeading })
    expect(labelsAndHrefs(quick)).toEqual(asPairs(navigation.footer.quickLinks))
  })

  it("gives agents the career pages and both calculators", () => {
    const agents = screen.getByRole("navigation", { name: navigation.footer.agentLinksHeading })
    expect(labelsAndHrefs(agents)).toEqual(asPairs(navigation.footer.agentLinks))
  })

  it("has the about heading and the copyright line, their tokens filled", () => {
    const { aboutHeading, copyright } = navigation.footer
    expect(
      screen.getByRole("heading", { name: aboutHeading.replace("{company}", site.companyName) }),
    ).toBeInTheDocument()
    const year = String(new Date().getFullYear())
    expect(
      screen.getByText(copyright.replace("{year}", year).replace("{legalName}", site.legalName)),
    ).toBeInTheDocument()
  })

  it("carries the coverage notice and the carrier-ratings line, and no license line while the number is empty", () => {
    expect(screen.getByText(/This is a solicitation of insurance/)).toBeInTheDocument()
    expect(
      screen.getByText(/AM Best rates its financial strength \{amBest\}\{amBestAsOf\}, on a scale from A\+\+/),
    ).toBeInTheDocument()
    expect(screen.getByText(/\{availability\}/)).toBeInTheDocument() // filled by the data layer in a build
    expect(site.licenseNumber).toBe("")
    expect(screen.queryByText(/license no\./)).toBeNull()
  })

  it("lists the services", () => {
    const services = screen.getByRole("region", { name: navigation.footer.servicesHeading })
    expect(
      within(services)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(navigation.footer.services)
  })

  it("gives phone, Chowchilla street address and e-mail", () => {
    const contact = screen.getByRole("region", { name: navigation.footer.contactHeading })
    expect(within(contact).getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:5595550142")
    expect(within(contact).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(contact).toHaveTextContent(site.address.street)
    expect(contact).toHaveTextContent("Chowchilla, California")
  })

  it("links the privacy policy, the terms and the opt-out from the sale or sharing of personal information", () => {
    const list = screen.getByRole("list", { name: navigation.footer.legalLabel })
    expect(labelsAndHrefs(list)).toEqual([
      ...asPairs(navigation.footer.legalLinks),
      [legal.privacy.doNotSellLabel, "/privacy#do-not-sell"],
    ])
  })
})

describe("Footer's words and links come from data/", () => {
  afterEach(() => {
    staticQueryData.navigationJson = navigation
    staticQueryData.legalJson = legal
  })

  it("shows a column heading, a link and the opt-out label an editor changed", () => {
    staticQueryData.navigationJson = {
      ...navigation,
      footer: {
        ...navigation.footer,
        quickLinksHeading: "Families",
        quickLinks: [{ label: "Our coverage", to: "/our-product" }],
      },
    }
    staticQueryData.legalJson = { ...legal, privacy: { ...legal.privacy, doNotSellLabel: "Opt out of sale" } }
    render(<Footer />)
    const quick = screen.getByRole("navigation", { name: "Families" })
    expect(within(quick).getByRole("link")).toHaveTextContent("Our coverage")
    expect(screen.getByRole("link", { name: "Opt out of sale" })).toHaveAttribute("href", "/privacy#do-not-sell")
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
