import type { RouteCheck } from "./types"

/** Routes of this area, checked by routes.e2e.ts (status, one h1, title, axe, console). */
export const STORIES_ROUTES: RouteCheck[] = [
  { path: "/testimonials", status: 200, h1: "Testimonials & Reviews" },
  { path: "/reviews", status: 200, h1: "Testimonials & Reviews" },
  { path: "/podcast", status: 200, h1: "Founder Success Stories" },
  { path: "/contact", status: 200, h1: "Contact Us" },
  { path: "/daniel-story", status: 200, h1: "Daniel's story: from a kitchen table to a family legacy" },
  { path: "/request-info", status: 200, h1: "Request More Information" },
  { path: "/quote", status: 200, h1: "Get Your Quote" },
  { path: "/get-quote", status: 200, h1: "Final Expense Whole Life Insurance Quote" },
]
