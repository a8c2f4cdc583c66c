/** The site's fixed navigation, in the order the rules are listed. */
import { DO_NOT_SELL_PATH } from "./lead-magnets"

export type NavLink = {
  label: string
  to: string
  /** Other addresses of the same page (e.g. /reviews for /testimonials): the link is current there too. */
  also?: readonly string[]
  /** Whether pages below this address (/agent-incentives/hawaii-2016) belong to it. */
  section?: boolean
}

// Labels are in sentence case, and each names one destination everywhere on the site
// (docs/content.md, "House style").
export const MAIN_NAV: readonly NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Our product", to: "/our-product" },
  { label: "FAQ", to: "/faq" },
  { label: "Testimonials", to: "/testimonials", also: ["/reviews"] },
  { label: "Podcast", to: "/podcast" },
  { label: "Agent incentives", to: "/agent-incentives", section: true },
  { label: "FL/TX agents", to: "/fl-tx-agents" },
  { label: "Book a call", to: "/tl-booking", also: ["/calendar", "/co-calendar"] },
  { label: "Contact", to: "/contact" },
]

/** A path without its trailing slash (except the home page's). */
function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0]
  return bare.length > 1 ? bare.replace(/\/+$/, "") : "/"
}

/**
 * The one menu link that is the current page for `pathname`: its own address, another
 * address of the same page, or the section the page sits in. Null for pages outside the
 * menu (a story, a thank-you page), so at most one link is ever marked.
 */
export function currentNavLink(pathname: string, links: readonly NavLink[] = MAIN_NAV): NavLink | null {
  const path = normalise(pathname)
  return (
    links.find((link) => link.to === path || link.also?.includes(path)) ??
    links.find((link) => link.section && path.startsWith(`${link.to}/`)) ??
    null
  )
}

export const APPLY_LINK: NavLink = { label: "Apply now", to: "/request-info" }

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: "Our product", to: "/our-product" },
  { label: "Get my quote", to: "/quote" },
  { label: "FAQ", to: "/faq" },
  { label: "Testimonials", to: "/testimonials" },
  { label: "Reviews", to: "/reviews" },
  { label: "Podcast", to: "/podcast" },
  { label: "Contact", to: "/contact" },
]

/** Where an agent looks for the career pages and the two calculators. */
export const FOOTER_AGENT_LINKS: readonly NavLink[] = [
  { label: "Apply now", to: "/request-info" },
  { label: "Our team", to: "/our-team" },
  { label: "Agent incentives", to: "/agent-incentives" },
  { label: "Goal calculator", to: "/goalcalculator" },
  { label: "Compensation comparison", to: "/comp-comparison" },
]

export const FOOTER_SERVICES: readonly string[] = [
  "Final Expense Insurance",
  "Burial Insurance",
  "Life Insurance Solutions",
  "Agent Training Programs",
]

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: "Privacy policy", to: "/privacy" },
  { label: "Terms and conditions", to: "/terms" },
  { label: "Do not sell or share my personal information", to: DO_NOT_SELL_PATH },
]

/** Scroll distance (px) past which the top bar turns opaque. */
export const NAV_SCROLL_THRESHOLD = 20

/** True when the bar should show its scrolled (opaque, blurred, bordered) state. */
export function isScrolled(scrollY: number): boolean {
  return scrollY > NAV_SCROLL_THRESHOLD
}
