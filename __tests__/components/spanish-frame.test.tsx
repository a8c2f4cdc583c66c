import React from "react"
import { render, screen, within } from "@testing-library/react"
import { NavBar } from "../../src/components/layout/nav-bar"
import { PageLanguage } from "../../src/hooks/use-language"
import siteFile from "../../data/site.json"
import navigationFile from "../../data/navigation.json"
import { staticQueryData } from "../setup/static-query-data"
import { overEnglish } from "../../src/node/schema/languages"

const spanish = overEnglish(navigationFile.en, navigationFile.es) as typeof navigationFile.en

function renderBar(path: string, language: "en" | "es") {
  return render(
    <PageLanguage context={{ language }}>
      <NavBar path={path} />
    </PageLanguage>,
  )
}

afterEach(() => {
  staticQueryData.siteJson = { ...siteFile.en, es: (staticQueryData.siteJson as { es: unknown }).es }
})

describe("the top bar of a Spanish page", () => {
  it("speaks Spanish, and its menu lists the pages in Spanish, each at its Spanish address", () => {
    renderBar("/es/our-product", "es")
    const main = screen.getByRole("navigation", { name: spanish.menuLabel })
    const links = within(main).getAllByRole("link")
    const inSpanish = ["/", "/our-product", "/faq", "/contact"]
    expect(links.map((link) => link.textContent)).toEqual(
      spanish.menu.filter((item) => inSpanish.includes(item.to)).map((item) => item.label),
    )
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/es", "/es/our-product", "/es/faq", "/es/contact"])
    const product = within(main).getByRole("link", { name: navigationFile.es.menu[1].label })
    expect(product).toHaveAttribute("aria-current", "page")
    // A careers page, in English only, is not in the Spanish menu.
    const incentives = spanish.menu.find((item) => item.to === "/agent-incentives")!
    expect(within(main).queryByRole("link", { name: incentives.label })).toBeNull()
    // The families' page's button is the quote, in Spanish.
    expect(screen.getAllByRole("link", { name: navigationFile.es.quote.label })[0]).toHaveAttribute("href", "/es/quote")
  })

  it("links the same page in English, in English", () => {
    renderBar("/es/faq", "es")
    const english = screen.getByRole("link", { name: navigationFile.es.otherLanguage })
    expect(english).toHaveAttribute("href", "/faq")
    expect(english).toHaveAttribute("lang", "en")
    expect(english).toHaveAttribute("hreflang", "en")
  })

  it("shows the line answered in Spanish where the agency has one, and the main line where not", () => {
    const { unmount } = renderBar("/es", "es")
    const strip = () => screen.getByRole("link", { name: new RegExp(`^${spanish.call} `) })
    expect(strip()).toHaveTextContent(siteFile.en.phone)
    unmount()
    staticQueryData.siteJson = { ...(staticQueryData.siteJson as object), spanishPhone: "(559) 555-0199" }
    renderBar("/es", "es")
    expect(strip()).toHaveTextContent("(559) 555-0199")
    expect(strip()).toHaveAttribute("href", "tel:5595550199")
  })
})

describe("the top bar of an English page", () => {
  it("links its Spanish version where there is one, in Spanish, and no other where there is none", () => {
    const { unmount } = renderBar("/contact", "en")
    const link = screen.getByRole("link", { name: navigationFile.en.otherLanguage })
    expect(link).toHaveAttribute("href", "/es/contact")
    expect(link).toHaveAttribute("lang", "es")
    unmount()
    renderBar("/goalcalculator", "en")
    expect(screen.queryByRole("link", { name: navigationFile.en.otherLanguage })).toBeNull()
  })
})
