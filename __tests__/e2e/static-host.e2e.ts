import { fetchHtml } from "./support/browser"
import { SITE_ORIGIN } from "./support/env"

describe("served like a static host", () => {
  it("answers unknown paths with 404.html and status 404", async () => {
    for (const path of ["/no-such-page", "/privacy-policy", "/terms-conditions", "/faq/nope/deeper"]) {
      const res = await fetchHtml(path)
      expect(res.status).toBe(404)
      expect(res.html).toContain("Oops! Page not found")
    }
  })

  it("serves a folder's index.html with or without the trailing slash", async () => {
    expect((await fetchHtml("/")).status).toBe(200)
    const res = await fetchHtml("/404/")
    expect(res.status).toBe(200)
  })

  it("refuses to leave the site folder", async () => {
    const res = await fetch(`${SITE_ORIGIN}/..%2f..%2fpackage.json`)
    expect(res.status).toBe(404)
  })
})
