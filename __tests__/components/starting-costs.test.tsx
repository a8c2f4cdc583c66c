import React from "react"
import { render, screen, within } from "@testing-library/react"
import { StartingCosts } from "../../src/components/recruiting/starting-costs"
import { en as site } from "../../data/site.json"
import { staticQueryData } from "../setup/static-query-data"

const words = site.startingCosts

/** The box's terms and their definitions, in order, as a reader of the list meets them. */
function costs(): [string, string][] {
  const box = screen.getByRole("region", { name: words.heading })
  return within(box)
    .getAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""])
}

describe("StartingCosts", () => {
  afterEach(() => {
    staticQueryData.siteJson = site
  })

  it("is a region named by its heading, with the intro, the costs and who pays what", () => {
    render(<StartingCosts />)
    const box = screen.getByRole("region", { name: words.heading })
    expect(within(box).getByRole("heading", { level: 3, name: words.heading })).toBeInTheDocument()
    expect(box).toHaveTextContent(words.intro)
    expect(box).toHaveTextContent(words.whoPays)
    // Read at the size of the text around it: nothing of it is small print or hidden.
    expect(box.querySelector("small, [aria-hidden], .visually-hidden")).toBeNull()
  })

  it("gives the license, E&O, a week of leads worked out from the price and the leads a week, and the total", () => {
    render(<StartingCosts />)
    expect(costs()).toEqual([
      [words.licenseLabel, "$150 to $300, paid once, for the exam and the license. The fees depend on your state."],
      [words.errorsAndOmissionsLabel, "$30 to $60 a month. It covers you if a client says you made a mistake."],
      [words.leadsLabel, "$180 to $705 for 10 to 15 leads, at $18 to $47 a lead on average."],
      [words.totalLabel, "$360 to $1,065: your license, one month of E&O and one week of leads."],
    ])
  })

  it("sets each cost's figure in bold", () => {
    render(<StartingCosts />)
    const box = screen.getByRole("region", { name: words.heading })
    const figures = Array.from(box.querySelectorAll("dd strong"), (strong) => strong.textContent)
    expect(figures).toEqual(["$150 to $300", "$30 to $60", "$180 to $705", "$360 to $1,065"])
  })

  it("writes a cost known exactly as one figure, and follows the figures the agency gives", () => {
    staticQueryData.siteJson = {
      ...site,
      leads: { ...site.leads, priceLow: 20, priceHigh: 20 },
      startingCosts: {
        ...words,
        licenseLow: 200,
        licenseHigh: 200,
        leadsPerWeekLow: 12,
        leadsPerWeekHigh: 12,
        range: "{low}–{high}",
      },
    }
    render(<StartingCosts />)
    const [license, eo, leads, total] = costs().map(([, cost]) => cost)
    expect(license).toMatch(/^\$200, paid once/)
    expect(eo).toMatch(/^\$30–\$60 a month/)
    expect(leads).toBe("$240 for 12 leads, at $20 a lead on average.")
    expect(total).toMatch(/^\$470–\$500:/)
  })
})
