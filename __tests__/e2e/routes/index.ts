/**
 * Every route the site must answer, with its status and main heading. routes.e2e.ts runs
 * its checks over this one list; each area keeps its own routes in its own file.
 */
import { FOUNDATION_ROUTES } from "./foundation"
import { TRIP_ROUTES } from "./trips"
import { MARKETING_ROUTES } from "./marketing"
import { STORIES_ROUTES } from "./stories"
import { CALCULATOR_ROUTES } from "./calculators"
import { LEAD_MAGNET_ROUTES } from "./lead-magnets"
import { RECRUITING_ROUTES } from "./recruiting"
export type { RouteCheck } from "./types"

export const ROUTES = [
  ...FOUNDATION_ROUTES,
  ...TRIP_ROUTES,
  ...MARKETING_ROUTES,
  ...STORIES_ROUTES,
  ...CALCULATOR_ROUTES,
  ...LEAD_MAGNET_ROUTES,
  ...RECRUITING_ROUTES,
]
