import type { RouteCheck } from "./types"
import recruiting from "../../../data/recruiting.json"
import booking from "../../../data/booking.json"
import wheel from "../../../data/wheel.json"
import meetingSignin from "../../../data/meeting-signin.json"

/** Routes of this area, checked by routes.e2e.ts (status, one h1, title, axe, console). */
export const RECRUITING_ROUTES: RouteCheck[] = [
  { path: "/ziprecruiter", status: 200, h1: recruiting.landing.heading },
  { path: "/ziprecruiter-apply", status: 200, h1: recruiting.apply.heading },
  { path: "/ziprecruiter-zip", status: 200, h1: recruiting.careerInfo.heading },
  { path: "/fl-tx-agents", status: 200, h1: recruiting.zipPage.heading },
  ...booking.variants.map((v) => ({ path: v.path, status: 200 as const, h1: v.heading })),
  { path: "/wheel-spin", status: 200, h1: wheel.heading },
  { path: "/meeting-signin", status: 200, h1: meetingSignin.heading },
]
