/**
 * The one list of the site's pages: the fixed pages below, and the families of pages made
 * from data records (GENERATED_ROUTES). The sitemap, the check of the menu's links and the
 * end-to-end route list all read it (src/node/routes.ts adds the generated pages).
 */
import { storyPath } from "./stories"

/** True for paths under /agent-incentives/ (a trip gallery, known or not). */
export function isTripPath(pathname: string): boolean {
  return /^\/agent-incentives\/[^/]+/.test(pathname)
}

export type SiteRoute = {
  /** The address; {founder} and {author} stand for first names from data/site.json, lowercased. */
  path: string
  /** Who the page is for. */
  audience: "families" | "agents" | "everyone"
  /**
   * Listed pages are part of the site a visitor browses: each is linked from at least one
   * other listed page. Unlisted pages (ad landings, thank-you pages, the sign-in, the
   * contest) are reached from an ad, a form or a meeting, and no listed page links to them.
   */
  listed: boolean
  /** Why an unlisted page is unlisted. */
  unlistedBecause?: string
}

/** Every page of the site except the 404 page and the pages of GENERATED_ROUTES (the founder's story is both). */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: "/", audience: "everyone", listed: true },
  { path: "/our-product", audience: "families", listed: true },
  { path: "/quote", audience: "families", listed: true },
  { path: "/faq", audience: "everyone", listed: true },
  { path: "/contact", audience: "everyone", listed: true },
  { path: "/testimonials", audience: "everyone", listed: true },
  { path: "/reviews", audience: "everyone", listed: true },
  { path: "/our-team", audience: "agents", listed: true },
  { path: "/podcast", audience: "agents", listed: true },
  { path: "/agent-incentives", audience: "agents", listed: true },
  { path: "/fl-tx-agents", audience: "agents", listed: true },
  { path: "/tl-booking", audience: "agents", listed: true },
  { path: "/request-info", audience: "agents", listed: true },
  { path: "/goalcalculator", audience: "agents", listed: true },
  { path: "/comp-comparison", audience: "agents", listed: true },
  { path: "/{founder}-story", audience: "agents", listed: true },
  { path: "/privacy", audience: "everyone", listed: true },
  { path: "/terms", audience: "everyone", listed: true },
  { path: "/get-quote", audience: "families", listed: false, unlistedBecause: "ad landing page" },
  { path: "/ziprecruiter", audience: "agents", listed: false, unlistedBecause: "job-board landing page" },
  { path: "/ziprecruiter-apply", audience: "agents", listed: false, unlistedBecause: "job-board landing page" },
  { path: "/ziprecruiter-zip", audience: "agents", listed: false, unlistedBecause: "job-board landing page" },
  { path: "/calendar", audience: "agents", listed: false, unlistedBecause: "booking page of the job-board landings" },
  { path: "/co-calendar", audience: "agents", listed: false, unlistedBecause: "booking page sent to applicants" },
  { path: "/{author}-7-step-blueprint", audience: "agents", listed: false, unlistedBecause: "ad landing page" },
  { path: "/in-home-survey", audience: "agents", listed: false, unlistedBecause: "ad landing page" },
  { path: "/thank-you", audience: "everyone", listed: false, unlistedBecause: "shown after a form is sent" },
  { path: "/thank-you-interview", audience: "agents", listed: false, unlistedBecause: "shown after booking" },
  { path: "/thank-you-survey", audience: "agents", listed: false, unlistedBecause: "shown after a download" },
  { path: "/thank-you-blueprint", audience: "agents", listed: false, unlistedBecause: "shown after a download" },
  { path: "/wheel-spin", audience: "agents", listed: false, unlistedBecause: "contest page used at team meetings" },
  { path: "/meeting-signin", audience: "agents", listed: false, unlistedBecause: "sign-in shown at team meetings" },
]

/** The table with {founder} and {author} filled from first names. */
export function siteRoutes(names: { founderFirstName: string; blueprintAuthorFirstName: string }): SiteRoute[] {
  return SITE_ROUTES.map((route) => ({
    ...route,
    path: route.path
      .replace("{founder}", names.founderFirstName.toLowerCase())
      .replace("{author}", names.blueprintAuthorFirstName.toLowerCase()),
  }))
}

/** Pages made at build time, one per data record: where the records are and the address of each. */
export type GeneratedRoutes = {
  /** What one page is, e.g. "trip gallery". */
  name: string
  /** The folder under data/ holding one record per page. */
  folder: string
  /** A record is a folder holding this file (trips/{id}/trip.json), or else a file {id}.json. */
  recordFile?: string
  /** A field of the record that overrides its folder or file name as its id. */
  idField?: string
  /** The address of a record's page. */
  path: (id: string) => string
  audience: SiteRoute["audience"]
  listed: boolean
}

export const GENERATED_ROUTES: readonly GeneratedRoutes[] = [
  {
    name: "trip gallery",
    folder: "trips",
    recordFile: "trip.json",
    idField: "slug",
    path: (id) => `/agent-incentives/${id}`,
    audience: "agents",
    listed: true,
  },
  { name: "story", folder: "stories", path: storyPath, audience: "agents", listed: true },
]

/** Addresses the sitemap leaves out: the unlisted pages and the 404 page under each of its names. */
export function sitemapExcludes(routes: readonly SiteRoute[]): string[] {
  return [...routes.filter((route) => !route.listed).map((route) => route.path), "/404", "/404.html", "/dev-404-page"]
}
