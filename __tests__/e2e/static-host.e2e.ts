import fs from "fs"
import path from "path"
import { fetchHtml } from "./support/browser"
import { SITE_ORIGIN } from "./support/env"
import { E2E_PUBLIC } from "./support/site"

describe("served like a static host", () => {
  it("answers unknown paths with 404.html and status 404", async () => {
    for (const path of ["/no-such-page", "/privacy-policy", "/terms-conditions", "/faq/nope/deeper"]) {
      const res = await fetchHtml(path)
      expect(res.status).toBe(404)
      expect(res.html).toContain("Oops! Page not found")
    }
  })

  it("serves each page at its address without a redirect, and redirects the slashed form to it", async () => {
    expect((await fetchHtml("/")).status).toBe(200)
    for (const page of ["/faq", "/agent-incentives", "/agent-incentives/hawaii-2016"]) {
      const plain = await fetch(`${SITE_ORIGIN}${page}`, { redirect: "manual" })
      expect({ page, status: plain.status }).toEqual({ page, status: 200 })
      const slashed = await fetch(`${SITE_ORIGIN}${page}/`, { redirect: "manual" })
      expect({ page, status: slashed.status, location: slashed.headers.get("location") }).toEqual({
        page,
        status: 308,
        location: page,
      })
    }
  })

  it("publishes no source maps", () => {
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [e.name]))
    expect(files(E2E_PUBLIC).filter((f) => f.endsWith(".map"))).toEqual([])
  })

  it("refuses to leave the site folder", async () => {
    const res = await fetch(`${SITE_ORIGIN}/..%2f..%2fpackage.json`)
    expect(res.status).toBe(404)
  })
})
