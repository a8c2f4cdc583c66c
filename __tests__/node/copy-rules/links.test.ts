/**
 * The link checks on small built pages: broken links and anchors, orphans, links to unlisted pages.
 */
import { brokenLinks, listedLinksToUnlisted, orphans } from "../../../src/node/copy-rules/links"
import { page } from "./sample-page"

describe("brokenLinks", () => {
  const exists = (p: string) => ["/", "/privacy"].includes(p)
  it("passes links to pages that exist and anchors that have a target", () => {
    expect(
      brokenLinks([page("/x", `<a href="/privacy">Privacy policy</a><a href="#a">Up</a><p id="a"></p>`)], exists),
    ).toEqual([])
  })
  it("names the page and the label of a link to nowhere or a missing anchor", () => {
    expect(
      brokenLinks([page("/x", `<a href="/privacy-policy">Privacy policy</a><a href="#b">Up</a>`)], exists),
    ).toEqual(['/x: link "Privacy policy" → /privacy-policy leads to no page', '/x: link "Up" → #b: no such anchor'])
  })
})

describe("orphans and unlisted pages", () => {
  const pages = [page("/", `<a href="/faq">FAQ</a>`), page("/faq", `<a href="/thank-you">Thanks</a>`)]
  it("finds a content page no other content page links to", () => {
    expect(orphans(pages, ["/", "/faq"])).toEqual([])
    expect(orphans(pages, ["/", "/faq", "/goalcalculator"])).toEqual(["/goalcalculator: no other page links to it"])
  })
  it("finds a listed page linking to an unlisted one", () => {
    expect(listedLinksToUnlisted(pages, ["/", "/faq"], ["/thank-you"])).toEqual([
      '/faq: link "Thanks" → /thank-you lists an unlisted page',
    ])
  })
})
