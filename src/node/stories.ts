/** Testimonials, podcast, contact, quote pages and the founder story pages from data/stories/. */
import type { Feature } from "./feature"

export const storiesFeature: Feature = {
  name: "stories",
}
