/** Goal Calculator and Compensation Comparison content (labels, hints, consent text). */
import type { Feature } from "./feature"

export const calculatorsFeature: Feature = {
  name: "calculators",
}
