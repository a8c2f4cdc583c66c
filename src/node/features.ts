/** Every content area of the site, in the order gatsby-node runs them. */
import type { Feature } from "./feature-type"
import { checkReferences, readAllCollections, type Collection } from "./schema/collection"
import { calculatorsFeature } from "./calculators"
import { leadMagnetsFeature } from "./lead-magnets"
import { marketingFeature } from "./marketing"
import { recruitingFeature } from "./recruiting"
import { type StoryData } from "./stories"
import { storiesFeature } from "./stories-feature"
import { tripsFeature } from "./trips"
import { siteCollection, siteFeature } from "./site"
import { checkTokens, siteFacts } from "./site-facts"
import { founderStorySlug } from "../lib/stories"
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
 * schema, each area's own checks (a trip's folder, say), every reference between files,
 * and every {token} of the copy. Throws a DataError naming the file and the field; gives the files as read.
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
  // Every {token} in the copy is one the site fills.
  const site = read(siteCollection)
  const founder = files.find((f) => f.file === `stories/${founderStorySlug(site.founderFirstName)}.json`)
  const income = (founder?.data as StoryData | undefined)?.income.incomeByYear ?? []
  checkTokens(files, siteFacts(site, new Date().getFullYear(), income))
  return { files, read }
}
