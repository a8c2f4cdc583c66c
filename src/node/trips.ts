/** Incentive trips: data/trips/{tripId}/ folders, their photos, and the gallery pages. */
import type { Feature } from "./feature"

export const tripsFeature: Feature = {
  name: "trips",
}
