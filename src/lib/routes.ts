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

/** A page left out of the menus and the sitemap, with why, and where its h1 is in data/. */
const unlisted = (path: string, audience: SiteRoute["audience"], because: string, heading?: string): SiteRoute => ({
  path,
  audience,
  listed: false,
  unlistedBecause: because,
  ...(heading ? { heading } : {}),
})

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
  unlisted("/get-quote", "families", "ad landing page", "quote.json#landing.hero.title"),
  unlisted("/ziprecruiter", "agents", "job-board landing page", "recruiting.json#landing.hero.title"),
  unlisted("/ziprecruiter-apply", "agents", "job-board landing page", "recruiting.json#apply.hero.title"),
  unlisted("/ziprecruiter-zip", "agents", "job-board landing page", "recruiting.json#careerInfo.hero.title"),
  unlisted("/calendar", "agents", "booking page of the job-board landings"),
  unlisted("/co-calendar", "agents", "booking page sent to applicants"),
  unlisted("/{author}-7-step-blueprint", "agents", "ad landing page"),
  unlisted("/in-home-survey", "agents", "ad landing page", "in-home-survey.json#hero.title"),
  unlisted("/thank-you", "everyone", "shown after a form is sent", "thank-you.json#request.body.title"),
  unlisted("/thank-you-interview", "agents", "shown after booking", "thank-you.json#interview.body.title"),
  unlisted("/thank-you-survey", "agents", "shown after a download", "thank-you.json#survey.body.title"),
  unlisted("/thank-you-blueprint", "agents", "shown after a download", "thank-you.json#blueprint.hero.title"),
  unlisted("/wheel-spin", "agents", "contest page used at team meetings", "wheel.json#hero.title"),
  unlisted("/meeting-signin", "agents", "sign-in shown at team meetings", "meeting-signin.json#hero.title"),
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
