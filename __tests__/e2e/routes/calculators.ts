import calculators from "../../../data/calculators.json"
import type { Headings } from "./types"

/** The h1 of this area's pages, by address; the addresses are the one list's (src/lib/routes.ts). */
export const CALCULATOR_HEADINGS: Headings = {
  "/goalcalculator": calculators.goal.title,
  "/comp-comparison": calculators.comparison.title,
}
