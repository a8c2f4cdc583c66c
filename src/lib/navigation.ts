/**
 * The rules of the site's menus: which link is the current page, which button the top bar
 * offers, and which links the build accepts. Their words and addresses are in
 * data/navigation.json.
 */
import type { SiteRoute } from "./routes"

export type NavLink = {
  readonly label: string
  readonly to: string
  /** Other addresses of the same page (e.g. /reviews for /testimonials): the link is current there too. */
  readonly also?: readonly string[] | null
  /** Whether pages below this address (/agent-incentives/hawaii-2016) belong to it. */
  readonly section?: boolean | null
}

/** A page's address without its query, fragment and trailing slash (except the home page's "/"). */
export function pagePath(path: string): string {
  const bare = path.split(/[?#]/)[0]
  return bare.length > 1 ? bare.replace(/\/+$/, "") : "/"
}

/**
 * The one menu link that is the current page for `pathname`: its own address, another
 * address of the same page, or the section the page sits in. Null for pages outside the
 * menu (a story, a thank-you page), so at most one link is ever marked.
 */
export function currentNavLink(pathname: string, links: readonly NavLink[]): NavLink | null {
  const path = pagePath(pathname)
  return (
    links.find((link) => link.to === path || link.also?.includes(path)) ??
    links.find((link) => link.section && path.startsWith(`${link.to}/`)) ??
    null
  )
}

/** What decides the top bar's button: its two links, and the pages made for families. */
export type BarButtons = {
  /** The agent application: the button on every page but the families'. */
  readonly apply: NavLink
  /** The quote: the button on the families' pages. */
  readonly quote: NavLink
  /** The addresses of the families' pages (/, /our-product, /quote…). */
  readonly familyPages: readonly string[]
}

/**
 * The top bar's button on `pathname`, the visitor's next step: the quote on a page made for
 * families, the agent application on every other page. A page is a family page at its own
 * address only (with or without a trailing slash, a query or a fragment), not below it.
 */
export function barButton(pathname: string, buttons: BarButtons): NavLink {
  const path = pagePath(pathname)
  return buttons.familyPages.some((page) => pagePath(page) === path) ? buttons.quote : buttons.apply
}

/** The links of data/navigation.json, as the build checks them. */
export type NavigationLinks = BarButtons & {
  readonly menu: readonly NavLink[]
  readonly footer: {
    readonly quickLinks: readonly NavLink[]
    readonly agentLinks: readonly NavLink[]
    readonly legalLinks: readonly NavLink[]
  }
}

/**
 * What is wrong with the links, each problem a phrase naming the link's field (menu[6].to):
 * every link leads to a page visitors browse (the menu and footer are on every page, and
 * unlisted pages are reached only from an ad, a form or a meeting); every other address of
 * a page is a page; every family page is a page; and one label leads to one page, wherever
 * it stands. `routes` is the site's one list of pages, the generated ones (trip galleries,
 * stories) included.
 */
export function navigationProblems(navigation: NavigationLinks, routes: readonly SiteRoute[]): string[] {
  const listed = new Set(routes.filter((route) => route.listed).map((route) => route.path))
  const known = new Set(routes.map((route) => route.path))
  const each = (name: string, links: readonly NavLink[]) =>
    links.map((link, i): [string, NavLink] => [`${name}[${i}]`, link])
  const fields: [string, NavLink][] = [
    ...each("menu", navigation.menu),
    ["apply", navigation.apply],
    ["quote", navigation.quote],
    ...each("footer.quickLinks", navigation.footer.quickLinks),
    ...each("footer.agentLinks", navigation.footer.agentLinks),
    ...each("footer.legalLinks", navigation.footer.legalLinks),
  ]
  const problems: string[] = []
  // A family page may be one reached only from an ad or a form (/get-quote, /thank-you):
  // the bar's button is chosen there too.
  navigation.familyPages.forEach((page, i) => {
    if (!known.has(pagePath(page))) problems.push(`familyPages[${i}]: ${page} is not a page of the site`)
  })
  const destinations = new Map<string, string>()
  for (const [field, link] of fields) {
    const to = pagePath(link.to)
    link.also?.forEach((other, i) => {
      if (!known.has(pagePath(other)))
        problems.push(`${field}.also[${i}]: "${link.label}" names ${other}, which is not a page of the site`)
    })
    if (!listed.has(to)) {
      problems.push(
        known.has(to)
          ? `${field}.to: "${link.label}" leads to ${link.to}, a page reached only from an ad, a form or a meeting`
          : `${field}.to: "${link.label}" leads to ${link.to}, which is not a page of the site`,
      )
      // One mistake, one problem: a link refused for its address is not also set against
      // the links of the same label (the bar's quote button and the footer's share theirs).
      continue
    }
    const label = link.label.toLowerCase()
    const before = destinations.get(label)
    if (before !== undefined && before !== to) {
      problems.push(`${field}.to: "${link.label}" leads to ${link.to}, but the same label leads to ${before} elsewhere`)
    } else destinations.set(label, to)
  }
  return problems
}

/** Scroll distance (px) past which the top bar turns opaque. */
const NAV_SCROLL_THRESHOLD = 20

/** True when the bar should show its scrolled (opaque, blurred, bordered) state. */
export function isScrolled(scrollY: number): boolean {
  return scrollY > NAV_SCROLL_THRESHOLD
}
