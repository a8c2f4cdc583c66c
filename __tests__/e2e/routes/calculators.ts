import type { RouteCheck } from "./types"

/** Routes of this area, checked by routes.e2e.ts (status, one h1, title, axe, console). */
export const CALCULATOR_ROUTES: RouteCheck[] = [
  { path: "/goalcalculator", status: 200, h1: "Goal Calculator" },
  { path: "/comp-comparison", status: 200, h1: "Compensation Comparison" },
]
