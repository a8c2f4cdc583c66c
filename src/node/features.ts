/** Every content area of the site, in the order gatsby-node runs them. */
import type { Feature } from "./feature-type"
import type { Collection } from "./schema/collection"
import { calculatorsFeature } from "./calculators"
import { leadMagnetsFeature } from "./lead-magnets"
import { marketingFeature } from "./marketing"
import { recruitingFeature } from "./recruiting"
import { storiesFeature } from "./stories"
import { tripsFeature } from "./trips"
import { siteFeature } from "./site"
import { videosFeature } from "./videos"
import { peopleFeature } from "./people"

export const features: Feature[] = [
  siteFeature,
  tripsFeature,
  marketingFeature,
  storiesFeature,
  calculatorsFeature,
  leadMagnetsFeature,
  recruitingFeature,
  videosFeature,
  peopleFeature,
]

/** Every kind of data file, for the build checks, GraphQL and the editors' JSON Schemas. */
export const collections: Collection[] = features.flatMap((f) => f.collections ?? [])
