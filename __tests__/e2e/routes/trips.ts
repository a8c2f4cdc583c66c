import type { RouteCheck } from "./types"

/** Routes of this area, checked by routes.e2e.ts (status, one h1, title, axe, console). */
export const TRIP_ROUTES: RouteCheck[] = [
  { path: "/agent-incentives", status: 200, h1: "Earn Trips to Amazing Destinations" },
  { path: "/agent-incentives/hawaii-2016", status: 200, h1: "Hawaii" },
  { path: "/agent-incentives/puerto-vallarta-2018", status: 200, h1: "Puerto Vallarta" },
  { path: "/agent-incentives/winter-wonderland-canada-2018", status: 200, h1: "Winter Wonderland Canada" },
  { path: "/agent-incentives/germany-italy-2015", status: 200, h1: "Germany & Italy" },
  { path: "/agent-incentives/dominican-republic-2013", status: 200, h1: "Dominican Republic" },
  { path: "/agent-incentives/bahamas-2012", status: 200, h1: "Bahamas" },
  { path: "/agent-incentives/no-such-trip", status: 404, h1: "Trip Not Found" },
]
