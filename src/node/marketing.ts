/** Home, product, team and FAQ content. */
import type { Feature } from "./feature"

export const marketingFeature: Feature = {
  name: "marketing",
}
