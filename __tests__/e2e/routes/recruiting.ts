import type { RouteCheck } from "./types"
import recruiting from "../../../data/recruiting.json"
import booking from "../../../data/booking.json"
import wheel from "../../../data/wheel.json"
import meetingSignin from "../../../data/meeting-signin.json"

/** Routes of this area, checked by routes.e2e.ts (status, one h1, title, axe, console). */
export const RECRUITING_ROUTES: RouteCheck[] = [
  { path: "/ziprecruiter", status: 200, h1: recruiting.landing.hero.title },
  { path: "/ziprecruiter-apply", status: 200, h1: recruiting.apply.hero.title },
  { path: "/ziprecruiter-zip", status: 200, h1: recruiting.careerInfo.hero.title },
  { path: "/fl-tx-agents", status: 200, h1: recruiting.zipPage.hero.title },
  ...booking.variants.map((v) => ({ path: v.path, status: 200 as const, h1: v.hero.title })),
  { path: "/wheel-spin", status: 200, h1: wheel.hero.title },
  { path: "/meeting-signin", status: 200, h1: meetingSignin.hero.title },
]
