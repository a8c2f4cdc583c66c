/**
 * The label rules: one label per destination, across the built pages; and labels in
 * sentence case, judged on the label fields of data/.
 */
import { isLabel } from "../../../src/node/copy-rules/check-copy"
import { labelCaseProblem, labelDestinations } from "../../../src/node/copy-rules/labels"
import { problemsOf, sample, withChanges } from "./sample-data"
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
  it("fails title case and a lowercase start", () => {
    expect(labelCaseProblem("Book A Call To Learn More", nouns)).toMatch(/"A" is capitalised/)
    expect(labelCaseProblem("contact page", nouns)).toMatch(/does not start with a capital/)
    expect(labelCaseProblem("contact page", nouns, { inText: true })).toBeNull()
  })
})

describe("label fields of data/", () => {
  const cases = (problems: string[]) => problems.filter((p) => p.includes("labels are in sentence case"))
  it("knows a label by the record that says where it leads, or by a name for its button or link", () => {
    expect(isLabel({ key: "label", record: { label: "", to: "/faq" } })).toBe(true)
    expect(isLabel({ key: "buttonLabel", record: { buttonLabel: "", buttonTo: "/x" } })).toBe(true)
    expect(isLabel({ key: "submitButton", record: {} })).toBe(true)
    expect(isLabel({ key: "privacyLinkLabel", record: {} })).toBe(true)
    // A stat's label names a figure; a form field's label names what to type.
    expect(isLabel({ key: "label", record: { value: "98%", label: "Client Satisfaction" } })).toBe(false)
  })
  it("passes the sample's labels, the agency's and its people's names kept", () => {
    expect(cases(problemsOf(sample.files))).toEqual([])
  })
  it("fails a menu label and a button in title case, naming the file and the field", () => {
    const files = withChanges({
      "navigation.json": (navigation) => {
        navigation.menu[1].label = "Our Product"
      },
      "incentives.json": (incentives) => {
        incentives.hero.buttonLabel = "Apply Now"
      },
    })
    expect(cases(problemsOf(files))).toEqual([
      'data/navigation.json: field "menu[1].label": "Our Product": "Product" is capitalised (labels are in sentence case)',
      'data/incentives.json: field "hero.buttonLabel": "Apply Now": "Now" is capitalised (labels are in sentence case)',
    ])
  })
})
