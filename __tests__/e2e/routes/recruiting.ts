import booking from "../../../data/booking.json"
import type { Headings } from "./types"

/** h1s the list cannot point at: each booking page's is its variant's in data/booking.json, found by address. */
export const RECRUITING_HEADINGS: Headings = Object.fromEntries(
  booking.variants.map((variant) => [variant.path, variant.hero.title]),
)
