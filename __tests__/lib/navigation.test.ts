import { barButton, navigationProblems } from "../../src/lib/navigation"
import { allRoutes } from "../../src/node/routes"
import { en as navigation } from "../../data/navigation.json"
import { shippedData } from "../fixtures/shipped-data"

const { apply, quote } = navigation

describe("barButton", () => {
  it.each(["/", "/our-product", "/quote", "/get-quote", "/contact", "/thank-you"])(
    "offers the quote on the families' page %s",
    (page) => {
      expect(barButton(page, navigation)).toBe(quote)
    },
  )

  it.each(["/our-team", "/faq", "/request-info", "/agent-incentives", "/testimonials", "/thank-you-interview"])(
    "offers the application on %s",
    (page) => {
      expect(barButton(page, navigation)).toBe(apply)
    },
  )

  it("reads a page's address without its trailing slash, query or fragment, and not the pages below it", () => {
    expect(barButton("/our-product/", navigation)).toBe(quote)
    expect(barButton("/quote?utm_source=ad#form", navigation)).toBe(quote)
    expect(barButton("/quote/extra", navigation)).toBe(apply)
    expect(barButton("/contactx", navigation)).toBe(apply)
  })

  it("follows the listed pages and the links as data/navigation.json writes them", () => {
    const buttons = { apply, quote: { label: "Price my plan", to: "/quote" }, familyPages: ["/faq/"] }
    expect(barButton("/faq", buttons)).toBe(buttons.quote)
    expect(barButton("/", buttons)).toBe(apply)
  })
})

describe("navigationProblems of the bar's buttons", () => {
  const routes = allRoutes(shippedData())
  /** The problems of data/navigation.json with `edit` applied. */
  const problemsAfter = (edit: (copy: typeof navigation) => void): string[] => {
    const copy: typeof navigation = JSON.parse(JSON.stringify(navigation))
    edit(copy)
    return navigationProblems(copy, routes)
  }

  it("accepts data/navigation.json, whose families' pages include ones reached only from an ad or a form", () => {
    expect(navigationProblems(navigation, routes)).toEqual([])
  })

  it("refuses a family page the site does not have, naming the field", () => {
    expect(problemsAfter((n) => (n.familyPages[1] = "/our-products"))).toEqual([
      "familyPages[1]: /our-products is not a page of the site",
    ])
  })

  it("refuses a quote button to a missing page, or to a page reached only from an ad", () => {
    expect(problemsAfter((n) => (n.quote.to = "/quotes"))).toEqual([
      expect.stringMatching(/^quote\.to: "Get my quote" leads to \/quotes, which is not a page/),
    ])
    // One mistake, one problem: the footer's link of the same label is not named too.
    expect(problemsAfter((n) => (n.quote.to = "/get-quote"))).toEqual([
      expect.stringMatching(/^quote\.to: "Get my quote" leads to \/get-quote, a page reached only from an ad/),
    ])
  })

  it("refuses the quote button's label leading elsewhere than the same label does", () => {
    expect(problemsAfter((n) => (n.quote.label = "Contact"))).toEqual([
      'quote.to: "Contact" leads to /quote, but the same label leads to /contact elsewhere',
    ])
  })
})
