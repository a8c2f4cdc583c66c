/** Every content area of the site, in the order gatsby-node runs them. */
import type { Feature } from "./feature-type"
import { checkReferences, readAllCollections, type Collection } from "./schema/collection"
import { calculatorsFeature } from "./calculators"
import { leadMagnetsFeature } from "./lead-magnets"
import { marketingFeature } from "./marketing"
import { recruitingFeature } from "./recruiting"
import { storiesFeature } from "./stories"
import { tripsFeature } from "./trips"
import { siteFeature } from "./site"
import { navigationFeature } from "./navigation"
import { videosFeature } from "./videos"
import { peopleFeature } from "./people"

export const features: Feature[] = [
  siteFeature,
  navigationFeature,
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

/**
 * The build's checks of a data folder, before anything is built: every file against its
 * schema, each area's own checks (a trip's folder, say), then every reference between
 * files. Throws a DataError naming the file and the field; gives the files as read.
 */
export function checkData(dataDir: string): ReturnType<typeof readAllCollections> {
  const { files, read } = readAllCollections(dataDir, collections)
  for (const feature of features) feature.validate?.(dataDir)
  // Every record a file names (a video by its key, say) must exist.
  const targets = Object.assign({}, ...features.map((feature) => feature.referenceTargets?.(read) ?? {}))
  checkReferences(
    files,
    targets,
    features.flatMap((feature) => feature.derivedTypes ?? []),
  )
  return { files, read }
}
