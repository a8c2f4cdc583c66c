/**
 * The one list of the site's pages: the fixed pages below, and the families of pages made
 * from data records (GENERATED_ROUTES). The sitemap, the check of the menu's links and the
 * end-to-end route list all read it (src/node/routes.ts adds the generated pages).
 */
import { storyPath } from "./stories"
import { englishPath, LANGUAGE_TAGS, pathIn, type Language } from "./languages"
import { pagePath } from "./navigation"

/** True for paths under /agent-incentives/ (a trip gallery, known or not). */
export function isTripPath(pathname: string): boolean {
  return /^\/agent-incentives\/[^/]+/.test(pathname)
}

export type SiteRoute = {
  /** The address; {founder} and {author} stand for first names from data/site.json, lowercased. */
  path: string
  /**
   * Listed pages are part of the site a visitor browses: each is linked from at least one
   * other listed page. Unlisted pages (ad landings, thank-you pages, the sign-in, the
   * contest) are reached from an ad, a form or a meeting, and no listed page links to them.
   */
  listed: boolean
  /**
   * Where the page's h1 is in data/, as file#field (quote.json#quote.hero.title): where its
   * words are, and what the end-to-end checks expect. Absent where the h1 is made from more
   * than one field; the area's file in __tests__/e2e/routes/ names it then.
   */
  heading?: string
  /** The page's language: English unless said (a Spanish page's twin in English is at `englishPath`). */
  language?: Language
}

/** A page left out of the menus and the sitemap (why: the comment beside it), and where its h1 is in data/. */
const unlisted = (path: string, heading?: string): SiteRoute => ({
  path,
  listed: false,
  ...(heading ? { heading } : {}),
})

/** Every page of the site except the 404 page and the pages of GENERATED_ROUTES (the founder's story is both). */
const SITE_ROUTES: readonly SiteRoute[] = [
  { path: "/", listed: true, heading: "home.json#hero.title" },
  { path: "/our-product", listed: true, heading: "product.json#hero.title" },
  { path: "/quote", listed: true, heading: "quote.json#quote.hero.title" },
  { path: "/faq", listed: true, heading: "faq.json#hero.title" },
  { path: "/contact", listed: true, heading: "contact.json#hero.title" },
  { path: "/testimonials", listed: true, heading: "testimonials.json#hero.title" },
  { path: "/reviews", listed: true, heading: "testimonials.json#hero.title" },
  { path: "/our-team", listed: true, heading: "team.json#hero.title" },
  { path: "/podcast", listed: true, heading: "podcast.json#hero.title" },
  { path: "/agent-incentives", listed: true, heading: "incentives.json#hero.title" },
  { path: "/fl-tx-agents", listed: true, heading: "recruiting.json#zipPage.hero.title" },
  { path: "/tl-booking", listed: true },
  { path: "/request-info", listed: true, heading: "quote.json#requestInfo.hero.title" },
  { path: "/goalcalculator", listed: true, heading: "calculators.json#goal.title" },
  { path: "/comp-comparison", listed: true, heading: "calculators.json#comparison.title" },
  { path: "/{founder}-story", listed: true },
  { path: "/privacy", listed: true, heading: "legal.json#privacy.title" },
  { path: "/terms", listed: true, heading: "legal.json#terms.title" },
  unlisted("/get-quote", "quote.json#landing.hero.title"), // ad landing page
  unlisted("/ziprecruiter", "recruiting.json#landing.hero.title"), // job-board landing page
  unlisted("/ziprecruiter-apply", "recruiting.json#apply.hero.title"), // job-board landing page
  unlisted("/ziprecruiter-zip", "recruiting.json#careerInfo.hero.title"), // job-board landing page
  unlisted("/calendar"), // booking page of the job-board landings
  unlisted("/co-calendar"), // booking page sent to applicants
  unlisted("/{author}-7-step-blueprint"), // ad landing page
  unlisted("/in-home-survey", "in-home-survey.json#hero.title"), // ad landing page
  unlisted("/thank-you", "thank-you.json#request.body.title"), // shown after a form is sent
  unlisted("/thank-you-interview", "thank-you.json#interview.body.title"), // shown after booking
  unlisted("/thank-you-survey", "thank-you.json#survey.body.title"), // shown after a download
  unlisted("/thank-you-blueprint", "thank-you.json#blueprint.hero.title"), // shown after a download
  unlisted("/wheel-spin", "wheel.json#hero.title"), // contest page used at team meetings
  unlisted("/meeting-signin", "meeting-signin.json#hero.title"), // sign-in shown at team meetings
]

/**
 * The table with {founder} and {author} filled from first names, and after it the Spanish
 * page of each page in `spanish` (English addresses: the pages data gives a Spanish h1,
 * spanishPages), listed as its English one is.
 */
export function siteRoutes(
  names: { founderFirstName: string; blueprintAuthorFirstName: string },
  spanish: readonly string[] = [],
): SiteRoute[] {
  const english = SITE_ROUTES.map((route) => ({
    ...route,
    path: route.path
      .replace("{founder}", names.founderFirstName.toLowerCase())
      .replace("{author}", names.blueprintAuthorFirstName.toLowerCase()),
  }))
  const inSpanish = english
    .filter((route) => spanish.includes(route.path))
    .map((route): SiteRoute => ({ ...route, path: pathIn("es", route.path), language: "es" }))
  return [...english, ...inSpanish]
}

/**
 * The English addresses of the fixed pages built in Spanish too: each page whose h1 (its
 * route's `heading`) data gives in Spanish (`files`: the files of data/ with their
 * Spanish). A file in English and Spanish may hold Spanish for some of its texts only (the
 * rest shows in English); a page is in Spanish once its heading is, so the careers pages
 * stay English until their file gives them Spanish.
 */
export function spanishPages(
  files: readonly { file: string; spanish?: unknown }[],
  names: Parameters<typeof siteRoutes>[0],
): string[] {
  return siteRoutes(names)
    .filter((route) => route.heading && writtenInSpanish(files, route.heading))
    .map((route) => route.path)
}

/** Whether the field `heading` (file#dotted.field) points at has a Spanish text of its own. */
function writtenInSpanish(files: readonly { file: string; spanish?: unknown }[], heading: string): boolean {
  const [file, field] = heading.split("#")
  const spanish = files.find((f) => f.file === file)?.spanish
  const value = field ? valueAt(spanish, field) : undefined
  return typeof value === "string" && value.trim() !== ""
}

/** The value at a dotted field ("hero.title") of `record`. */
export const valueAt = (record: unknown, field: string): unknown =>
  field.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], record)

/**
 * The address of the page at `path` in `language`, or null when the page is not built in
 * that language (a page whose h1 data does not give in Spanish). `path` is a page's address
 * without its query, fragment or trailing slash, in either language; `spanish` the English
 * addresses of the pages built in Spanish too.
 */
export function pageIn(language: Language, path: string, spanish: readonly string[]): string | null {
  const english = englishPath(path)
  if (language === "en") return english
  return spanish.includes(english) ? pathIn("es", english) : null
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
    listed: true,
  },
  { name: "story", folder: "stories", path: storyPath, heading: "hero.title", listed: true },
]

/** The 404 page's file, which a static host serves for an unknown address (/es/404.html under /es). */
export const NOT_FOUND_FILE = "/404.html"

/** Addresses the sitemap leaves out: the unlisted pages in either language and the 404 page under each of its names. */
export function sitemapExcludes(routes: readonly SiteRoute[]): string[] {
  return [
    ...routes.filter((route) => !route.listed).flatMap((route) => [route.path, pathIn("es", route.path)]),
    "/404",
    NOT_FOUND_FILE,
    pathIn("es", NOT_FOUND_FILE),
    "/dev-404-page",
  ]
}

/**
 * The page's versions by language for `hreflang`: English and Spanish, and the English as
 * the default for any other language. Empty for a page in one language only.
 */
export function languageVersions(path: string, spanishPages: readonly string[]): { hreflang: string; path: string }[] {
  const page = pagePath(path)
  const spanish = pageIn("es", page, spanishPages)
  if (!spanish) return []
  const english = englishPath(page)
  return [
    { hreflang: LANGUAGE_TAGS.en, path: english },
    { hreflang: LANGUAGE_TAGS.es, path: spanish },
    { hreflang: "x-default", path: english },
  ]
}
