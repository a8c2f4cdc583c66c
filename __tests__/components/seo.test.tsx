import React from "react"
import { render, waitFor } from "@testing-library/react"
import { en as site } from "../../data/site.json"
import { Seo } from "../../src/components/seo/seo"

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null

/** Renders the head of a page the visitor moved to within the app, where react-helmet writes it. */
async function renderHead(props: Partial<React.ComponentProps<typeof Seo>> = {}) {
  window.history.pushState({}, "", "/moved-within-the-app")
  render(<Seo title="Our product" description="What we sell" path="/our-product" {...props} />)
  await waitFor(() => expect(meta("og:image")).not.toBeNull())
}

afterEach(() => {
  window.history.pushState({}, "", "/")
})

describe("Seo", () => {
  it("gives the default picture's preview its alt text, for Open Graph and Twitter cards alike", async () => {
    await renderHead()
    const alt = meta("og:image:alt")
    expect(meta("og:image")).toBe(`${site.siteUrl}/og-image.png`)
    expect(meta("twitter:image")).toBe(meta("og:image"))
    expect(alt).toContain(site.companyName)
    expect(meta("twitter:image:alt")).toBe(alt)
  })

  it("describes a page's own picture with the alt text the page gives", async () => {
    await renderHead({ image: { src: "/static/a/cover.jpg", alt: "The group on the beach at sunset" } })
    await waitFor(() => expect(meta("og:image")).toBe(`${site.siteUrl}/static/a/cover.jpg`))
    expect(meta("og:image:alt")).toBe("The group on the beach at sunset")
    expect(meta("twitter:image")).toBe(`${site.siteUrl}/static/a/cover.jpg`)
    expect(meta("twitter:image:alt")).toBe("The group on the beach at sunset")
  })
})
