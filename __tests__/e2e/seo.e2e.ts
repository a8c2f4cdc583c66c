/**
 * What search engines and link previews get, read from what the server sends: sitemap,
 * robots.txt, manifest, preview images, JSON-LD, headers.
 */
import { fetchHtml } from "./support/browser"
import { SITE_ORIGIN } from "./support/env"
import { en as site } from "../../data/site.json"
import { siteRoutes, spanishPages } from "../../src/lib/routes"
import { shippedData } from "../fixtures/shipped-data"
import { en as home } from "../../data/home.json"
import videoData from "../../data/videos.json"

/** The site's fixed pages in both languages. */
const routes = siteRoutes(site, spanishPages(shippedData().files, site))

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  )
}

describe("SEO files", () => {
  it("has a sitemap of the listed pages, without the unlisted ones (landings, thank-you pages, the sign-in, the wheel)", async () => {
    const index = await fetch(`${SITE_ORIGIN}/sitemap-index.xml`)
    expect(index.status).toBe(200)
    const sitemap = await (await fetch(`${SITE_ORIGIN}/sitemap-0.xml`)).text()
    expect(sitemap).toContain(`<loc>${site.siteUrl}/faq</loc>`)
    expect(sitemap).toContain(`<loc>${site.siteUrl}/agent-incentives/hawaii-2016</loc>`)
    for (const hidden of [
      "/thank-you",
      "/thank-you-survey",
      "/thank-you-blueprint",
      "/thank-you-interview",
      "/meeting-signin",
      "/wheel-spin",
      "/404",
      ...routes.filter((r) => !r.listed).map((r) => r.path),
    ]) {
      expect(sitemap).not.toContain(`<loc>${site.siteUrl}${hidden}</loc>`)
    }
    for (const listed of routes.filter((r) => r.listed)) {
      expect(sitemap).toContain(`<loc>${site.siteUrl}${listed.path}</loc>`)
    }
  })

  it("points robots.txt at the sitemap", async () => {
    const robots = await (await fetch(`${SITE_ORIGIN}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`)
  })

  it("gives the home page's after-paint script, not its HTML's head (where it would compete), a web manifest whose icons exist", async () => {
    const { html } = await fetchHtml("/")
    expect(html).not.toMatch(/<link rel="manifest"/)
    // The address the script links once the first paint is on screen (its timing is
    // __tests__/node/inline-scripts.test.ts's): the config the build gave it.
    const script = /<script id="after-paint">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""
    // The compiled module, called with its config: `(function(CONFIG){…})({…})`.
    const href = JSON.parse(script.slice(script.lastIndexOf("})(") + 3, -1) || "{}").manifestHref
    expect(href).toBeTruthy()
    const manifest = await (await fetch(`${SITE_ORIGIN}${href}`)).json()
    expect(manifest.name).toBe(site.companyName)
    expect(manifest.icons.length).toBeGreaterThan(3)
    for (const icon of manifest.icons) {
      expect((await fetch(`${SITE_ORIGIN}${icon.src.startsWith("/") ? "" : "/"}${icon.src}`)).status).toBe(200)
    }
  })

  it("gives every page a preview image that exists, with its alt text, for Open Graph and Twitter cards", async () => {
    for (const path of ["/", "/faq", "/agent-incentives/bahamas-2012"]) {
      const { html } = await fetchHtml(path)
      const tag = (key: string) =>
        new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]+content="([^"]+)"`).exec(html)?.[1]
      const image = tag("og:image")
      expect(image).toBeTruthy()
      expect(tag("og:image:alt")).toBeTruthy()
      expect(tag("twitter:image")).toBe(image)
      expect(tag("twitter:image:alt")).toBe(tag("og:image:alt"))
      const local = image!.replace(site.siteUrl, SITE_ORIGIN)
      expect((await fetch(local)).status).toBe(200)
    }
  })
})

describe("structured data", () => {
  it("describes the agency on home and contact", async () => {
    for (const path of ["/", "/contact"]) {
      const { html } = await fetchHtml(path)
      // In the body: the head stays small enough to come with the start of the body.
      expect(jsonLd(html.slice(0, html.indexOf("</head>")))).toEqual([])
      const agency = jsonLd(html).find((d) => d["@type"] === "InsuranceAgency")
      expect(agency).toBeDefined()
      expect(agency!.telephone).toBe(site.phone)
      expect(agency!.address.addressLocality).toBe(site.address.city)
      expect(agency!.openingHours).toBe(site.businessHours.openingHoursSpec)
      expect(agency!.areaServed.length).toBe(site.areaServed.length)
    }
  })

  it("describes the featured videos", async () => {
    const videos = jsonLd((await fetchHtml("/")).html).filter((d) => d["@type"] === "VideoObject")
    expect(videos.map((v) => v.embedUrl)).toEqual([
      ...[home.hero.video, home.secondVideo.video].map(
        (key) => `${site.embeds.videoPlayerOrigin}/embed/${videoData.videos.find((v) => v.key === key)?.youtubeId}`,
      ),
    ])
  })

  it("gives gallery pages a breadcrumb trail", async () => {
    const crumbs = jsonLd((await fetchHtml("/agent-incentives/hawaii-2016")).html).find(
      (d) => d["@type"] === "BreadcrumbList",
    )
    expect(crumbs!.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Home",
      "Agent incentives",
      "Hawaii 2016",
    ])
  })
})

describe("security headers", () => {
  it("sends CSP, nosniff, referrer and framing rules on every page", async () => {
    for (const path of ["/", "/goalcalculator", "/no-such-page"]) {
      const { headers } = await fetchHtml(path)
      const csp = headers.get("content-security-policy") ?? ""
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(headers.get("x-content-type-options")).toBe("nosniff")
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
      expect(headers.get("permissions-policy")).toContain("camera=()")
    }
  })

  it("lets every page call exactly the configured webhook origins, the same list on each page", async () => {
    const policyOf = async (path: string) =>
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec((await fetchHtml(path)).html)?.[1] ?? ""
    const connect = (policy: string) =>
      policy
        .split("; ")
        .find((d) => d.startsWith("connect-src"))!
        .split(" ")
    const { E2E_BUILD_ENV } = await import("./support/env")
    const webhooks = [
      ...new Set(
        Object.entries(E2E_BUILD_ENV).flatMap(([name, url]) =>
          /WEBHOOK|FIRE_TRIGGER/.test(name) ? [new URL(url).origin] : [],
        ),
      ),
    ].sort()
    const calculator = connect(await policyOf("/goalcalculator"))
    expect(calculator).toEqual(["connect-src", "'self'", ...webhooks])
    expect(connect(await policyOf("/faq"))).toEqual(calculator)
    // No form is set up in the shipped data/site.json, so no page allows the form service.
    expect(await policyOf("/contact")).not.toContain(site.embeds.formOrigin)
  })
})
