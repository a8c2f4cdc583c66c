/**
 * The label rules: one label per destination, and labels in sentence case.
 */
import { labelCase, labelCaseProblem, labelDestinations } from "../../../src/node/copy-rules/labels"
import { page } from "./sample-page"

describe("labelDestinations", () => {
  it("passes one label per destination and look-alike links told apart by their hidden context", () => {
    const pages = [
      page(
        "/a",
        `<a href="/request-info" data-cta>Apply now</a><a href="/t/1">View gallery<span class="visually-hidden"> of Hawaii</span></a><a href="/t/2">View gallery<span class="visually-hidden"> of Bahamas</span></a>`,
      ),
      page("/b", `<a href="/request-info" data-cta>Apply now</a>`),
    ]
    expect(labelDestinations(pages)).toEqual([])
  })
  it("fails a label that leads to two places, and a destination with two button labels", () => {
    const pages = [
      page("/a", `<a href="/contact" data-cta>Apply here</a><a href="/request-info" data-cta>Apply now</a>`),
      page("/b", `<a href="/request-info" data-cta>Apply here</a>`),
    ]
    expect(labelDestinations(pages)).toEqual([
      'label "Apply here" leads to /contact (on /a) and /request-info (on /b)',
      '/request-info is reached by buttons "Apply now" (on /a) and "Apply here" (on /b)',
    ])
  })
})

describe("label case", () => {
  const nouns = new Set(["Daniel", "Hawaii"])
  it("accepts sentence case, acronyms, proper nouns and quoted titles", () => {
    for (const label of [
      "Get my quote",
      "FL/TX agents",
      "Read Daniel's story",
      "Watch “How We Work” on YouTube",
      "FAQ",
    ])
      expect(labelCaseProblem(label, nouns)).toBeNull()
  })
  it("fails title case and a lowercase start, naming the page", () => {
    expect(labelCaseProblem("Book A Call To Learn More", nouns)).toMatch(/"A" is capitalised/)
    expect(labelCaseProblem("contact page", nouns)).toMatch(/does not start with a capital/)
    expect(labelCaseProblem("contact page", nouns, { inText: true })).toBeNull()
    expect(labelCase([page("/x", `<a href="/quote">Get A Quote</a>`)], nouns, new Set())).toEqual([
      '/x: "Get A Quote": "A" is capitalised (labels are in sentence case)',
    ])
  })
})
