import { dataPage } from "../../src/components/layout/data-page"

describe("dataPage", () => {
  it("fails a page whose record is missing from the data layer, naming its data file", () => {
    const FaqPage = dataPage(
      "data/faq.json",
      (data: { faqJson: { seo: { title: string; description: string } } | null }) => data.faqJson,
      () => null,
    )
    const props = { data: { faqJson: null }, location: { pathname: "/faq" }, pageContext: {} }
    expect(() => FaqPage(props as unknown as Parameters<typeof FaqPage>[0])).toThrow(
      "data/faq.json is missing from the data layer",
    )
  })
})
