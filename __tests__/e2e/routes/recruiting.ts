import recruiting from "../../../data/recruiting.json"
import booking from "../../../data/booking.json"
import wheel from "../../../data/wheel.json"
import meetingSignin from "../../../data/meeting-signin.json"
import type { Headings } from "./types"

/** The h1 of this area's pages, by address; the addresses are the one list's (src/lib/routes.ts). */
export const RECRUITING_HEADINGS: Headings = {
  "/ziprecruiter": recruiting.landing.hero.title,
  "/ziprecruiter-apply": recruiting.apply.hero.title,
  "/ziprecruiter-zip": recruiting.careerInfo.hero.title,
  "/fl-tx-agents": recruiting.zipPage.hero.title,
  ...Object.fromEntries(booking.variants.map((variant) => [variant.path, variant.hero.title])),
  "/wheel-spin": wheel.hero.title,
  "/meeting-signin": meetingSignin.hero.title,
}
