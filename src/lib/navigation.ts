/** The site's fixed navigation, in the order the rules are listed. */
export type NavLink = { label: string; to: string }

export const MAIN_NAV: readonly NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Our Product", to: "/our-product" },
  { label: "FAQ", to: "/faq" },
  { label: "Testimonials/Reviews", to: "/testimonials" },
  { label: "Podcast", to: "/podcast" },
  { label: "Agent Incentives", to: "/agent-incentives" },
  { label: "FL/TX Agents", to: "/fl-tx-agents" },
  { label: "Book An Interview", to: "/tl-booking" },
  { label: "Contact", to: "/contact" },
]

export const APPLY_LINK: NavLink = { label: "Apply Now", to: "/request-info" }

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: "Our Product", to: "/our-product" },
  { label: "FAQ", to: "/faq" },
  { label: "Testimonials", to: "/testimonials" },
  { label: "Reviews", to: "/reviews" },
  { label: "Podcast", to: "/podcast" },
  { label: "Agent Incentives", to: "/agent-incentives" },
  { label: "Contact", to: "/contact" },
]

export const FOOTER_SERVICES: readonly string[] = [
  "Final Expense Insurance",
  "Burial Insurance",
  "Life Insurance Solutions",
  "Agent Training Programs",
]

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms & Conditions", to: "/terms" },
]

/** Scroll distance (px) past which the top bar turns opaque. */
export const NAV_SCROLL_THRESHOLD = 20

/** True when the bar should show its scrolled (opaque, blurred, bordered) state. */
export function isScrolled(scrollY: number): boolean {
  return scrollY > NAV_SCROLL_THRESHOLD
}
