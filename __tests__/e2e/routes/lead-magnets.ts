import site from "../../../data/site.json"
import type { RouteCheck } from "./types"

/** Routes of this area, checked by routes.e2e.ts (status, one h1, title, axe, console). */
export const LEAD_MAGNET_ROUTES: RouteCheck[] = [
  {
    path: `/${site.blueprintAuthorFirstName.toLowerCase()}-7-step-blueprint`,
    status: 200,
    h1: `Download ${site.blueprintAuthorFirstName}'s 7-Step Blueprint to $13K/Month Residuals`,
  },
  { path: "/in-home-survey", status: 200, h1: "Download the One-Page In-Home Final Expense Survey" },
  { path: "/thank-you", status: 200, h1: "Thank you! We've received your request." },
  { path: "/thank-you-interview", status: 200, h1: "You're booked! Your interview is scheduled." },
  { path: "/thank-you-survey", status: 200, h1: "Thanks! Your In-Home Survey is on its way." },
  { path: "/thank-you-blueprint", status: 200, h1: "Your 7-Step Blueprint is ready" },
  { path: "/privacy", status: 200, h1: "Privacy Policy" },
  { path: "/terms", status: 200, h1: "Terms & Conditions" },
]
