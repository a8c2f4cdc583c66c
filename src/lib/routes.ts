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
  /**
   * Where the page's h1 is in data/, as file#field (quote.json#quote.hero.title): where its
   * words are, and what the end-to-end checks expect. Absent where the h1 is made from more
   * than one field; the area's file in __tests__/e2e/routes/ names it then.
   */
  heading?: string
}

/** Every page of the site except the 404 page and the pages of GENERATED_ROUTES (the founder's story is both). */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: "/", audience: "everyone", listed: true, heading: "home.json#hero.title" },
  { path: "/our-product", audience: "families", listed: true, heading: "product.json#hero.title" },
  { path: "/quote", audience: "families", listed: true, heading: "quote.json#quote.hero.title" },
  { path: "/faq", audience: "everyone", listed: true, heading: "faq.json#hero.title" },
  { path: "/contact", audience: "everyone", listed: true, heading: "contact.json#hero.title" },
  { path: "/testimonials", audience: "everyone", listed: true, heading: "testimonials.json#hero.title" },
  { path: "/reviews", audience: "everyone", listed: true, heading: "testimonials.json#hero.title" },
  { path: "/our-team", audience: "agents", listed: true, heading: "team.json#hero.title" },
  { path: "/podcast", audience: "agents", listed: true, heading: "podcast.json#hero.title" },
  { path: "/agent-incentives", audience: "agents", listed: true, heading: "incentives.json#hero.title" },
  { path: "/fl-tx-agents", audience: "agents", listed: true, heading: "recruiting.json#zipPage.hero.title" },
  { path: "/tl-booking", audience: "agents", listed: true },
  { path: "/request-info", audience: "agents", listed: true, heading: "quote.json#requestInfo.hero.title" },
  { path: "/goalcalculator", audience: "agents", listed: true, heading: "calculators.json#goal.title" },
  { path: "/comp-comparison", audience: "agents", listed: true, heading: "calculators.json#comparison.title" },
  { path: "/{founder}-story", audience: "agents", listed: true },
  { path: "/privacy", audience: "everyone", listed: true, heading: "legal.json#privacy.title" },
  { path: "/terms", audience: "everyone", listed: true, heading: "legal.json#terms.title" },
  {
    path: "/get-quote",
    audience: "families",
    listed: false,
    unlistedBecause: "ad landing page",
    heading: "quote.json#landing.hero.title",
  },
  {
    path: "/ziprecruiter",
    audience: "agents",
    listed: false,
    unlistedBecause: "job-board landing page",
    heading: "recruiting.json#landing.hero.title",
  },
  {
    path: "/ziprecruiter-apply",
    audience: "agents",
    listed: false,
    unlistedBecause: "job-board landing page",
    heading: "recruiting.json#apply.hero.title",
  },
  {
    path: "/ziprecruiter-zip",
    audience: "agents",
    listed: false,
    unlistedBecause: "job-board landing page",
    heading: "recruiting.json#careerInfo.hero.title",
  },
  { path: "/calendar", audience: "agents", listed: false, unlistedBecause: "booking page of the job-board landings" },
  { path: "/co-calendar", audience: "agents", listed: false, unlistedBecause: "booking page sent to applicants" },
  { path: "/{author}-7-step-blueprint", audience: "agents", listed: false, unlistedBecause: "ad landing page" },
  {
    path: "/in-home-survey",
    audience: "agents",
    listed: false,
    unlistedBecause: "ad landing page",
    heading: "in-home-survey.json#hero.title",
  },
  {
    path: "/thank-you",
    audience: "everyone",
    listed: false,
    unlistedBecause: "shown after a form is sent",
    heading: "thank-you.json#request.body.title",
  },
  {
    path: "/thank-you-interview",
    audience: "agents",
    listed: false,
    unlistedBecause: "shown after booking",
    heading: "thank-you.json#interview.body.title",
  },
  {
    path: "/thank-you-survey",
    audience: "agents",
    listed: false,
    unlistedBecause: "shown after a download",
    heading: "thank-you.json#survey.body.title",
  },
  {
    path: "/thank-you-blueprint",
    audience: "agents",
    listed: false,
    unlistedBecause: "shown after a download",
    heading: "thank-you.json#blueprint.hero.title",
  },
  {
    path: "/wheel-spin",
    audience: "agents",
    listed: false,
    unlistedBecause: "contest page used at team meetings",
    heading: "wheel.json#hero.title",
  },
  {
    path: "/meeting-signin",
    audience: "agents",
    listed: false,
    unlistedBecause: "sign-in shown at team meetings",
    heading: "meeting-signin.json#hero.title",
  },
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
  /** The field of the record holding the page's h1 (dotted, e.g. hero.title). */
  heading: string
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
    heading: "destination",
    audience: "agents",
    listed: true,
  },
  { name: "story", folder: "stories", path: storyPath, heading: "hero.title", audience: "agents", listed: true },
]

/** Addresses the sitemap leaves out: the unlisted pages and the 404 page under each of its names. */
export function sitemapExcludes(routes: readonly SiteRoute[]): string[] {
  return [...routes.filter((route) => !route.listed).map((route) => route.path), "/404", "/404.html", "/dev-404-page"]
}
