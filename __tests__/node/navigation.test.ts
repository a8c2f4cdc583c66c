import fs from "fs"
import path from "path"
import { dataCopy } from "../fixtures/temp-dir"
import { editData } from "../fixtures/data-files"
import { navigationProblems, type NavigationLinks } from "../../src/lib/navigation"
import { checkData } from "../../src/node/features"
import { validateNavigation } from "../../src/node/navigation"
import { allRoutes } from "../../src/node/routes"
import { en as navigation } from "../../data/navigation.json"
import { shippedData } from "../fixtures/shipped-data"

const DATA = path.join(__dirname, "../../data")
const SHIPPED = shippedData()
const routes = allRoutes(SHIPPED)

/** data/navigation.json with `edit` applied. */
const edited = (edit: (copy: typeof navigation) => void): NavigationLinks => {
  const copy: typeof navigation = JSON.parse(JSON.stringify(navigation))
  edit(copy)
  return copy
}

describe("navigationProblems", () => {
  it("accepts data/navigation.json", () => {
    expect(navigationProblems(navigation, routes)).toEqual([])
  })

  it("refuses a link to an address the site has no page at", () => {
    const links = edited((n) => (n.menu[6].to = "/fl-tx"))
    expect(navigationProblems(links, routes)).toEqual([
      expect.stringMatching(/^menu\[6\]\.to: "FL\/TX agents" leads to \/fl-tx, which is not a page/),
    ])
  })

  it("refuses a link to a page reached only from an ad, a form or a meeting", () => {
    const links = edited((n) => (n.footer.quickLinks[1].to = "/get-quote"))
    expect(navigationProblems(links, routes)).toEqual([
      expect.stringMatching(
        /^footer\.quickLinks\[1\]\.to: "Get my quote" leads to \/get-quote, a page reached only from an ad/,
      ),
    ])
  })

  it("refuses another address of a page that is no page", () => {
    const links = edited((n) => (n.menu[3].also = ["/review"]))
    expect(navigationProblems(links, routes)).toEqual([
      expect.stringMatching(/^menu\[3\]\.also\[0\]: "Testimonials" names \/review, which is not a page/),
    ])
  })

  it("refuses one label leading to two pages", () => {
    const links = edited((n) => (n.footer.agentLinks[1].label = "Contact"))
    expect(navigationProblems(links, routes)).toEqual([
      expect.stringMatching(
        /^footer\.agentLinks\[1\]\.to: "Contact" leads to \/our-team, but the same label leads to \/contact/,
      ),
    ])
  })

  it("accepts a link to a page made from data (a trip gallery), and refuses one to a trip that has no folder", () => {
    const trip = fs.readdirSync(path.join(DATA, "trips"))[0]
    const links = edited((n) => {
      n.footer.agentLinks.push({ label: "A trip", to: `/agent-incentives/${trip}` })
      n.footer.agentLinks.push({ label: "No trip", to: "/agent-incentives/no-such-trip" })
    })
    expect(navigationProblems(links, routes)).toEqual([
      expect.stringMatching(
        /^footer\.agentLinks\[6\]\.to: "No trip" leads to \/agent-incentives\/no-such-trip, which is not a page/,
      ),
    ])
  })

  it("accepts a page's address with a fragment, and the same label for the same page", () => {
    const links = edited((n) => n.footer.legalLinks.push({ label: "Privacy policy", to: "/privacy#top" }))
    expect(navigationProblems(links, routes)).toEqual([])
  })
})

describe("validateNavigation", () => {
  it("stops the build naming data/navigation.json and the link", () => {
    const dir = dataCopy("navigation-")
    editData(dir, "navigation.json", (n) => (n.apply.to = "/apply"))
    expect(() => checkData(dir)).toThrow(/^data\/navigation\.json: apply\.to: "Apply now" leads to \/apply/)
    expect(() => validateNavigation(SHIPPED)).not.toThrow()
  })
})
