/** Every content area of the site, in the order gatsby-node runs them. */
import type { CheckedData, Feature } from "./feature-type"
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
import { checkCopy } from "./copy-rules/check-copy"
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
 * Reads and checks a data folder, once, before anything is built: every file against its
 * schema, each area's own checks (a trip's folder, say), every reference between files, and
 * every {token} of the copy. Throws a DataError naming the file and the field; gives the
 * data as every later step takes it. `year` is the build's, which the facts count to.
 */
export function checkData(dataDir: string, year = new Date().getFullYear()): CheckedData {
  const { files, read } = readAllCollections(dataDir, collections)
  for (const feature of features) feature.validate?.({ dir: dataDir, files, read })
  // Every record a file names (a video by its key, say) must exist.
  const targets = Object.assign({}, ...features.map((feature) => feature.referenceTargets?.(read) ?? {}))
  checkReferences(
    files,
    targets,
    features.flatMap((feature) => feature.derivedTypes ?? []),
  )
  const site = read(siteCollection)
  const founder = files.find((f) => f.file === `stories/${founderStorySlug(site.founderFirstName)}.json`)
  const facts = siteFacts(site, year, (founder?.data as StoryData | undefined)?.income.incomeByYear ?? [])
  // Every {token} in the copy is one the site fills, in English and in Spanish.
  const spanish = files.flatMap(({ file, spanish }) => (spanish === undefined ? [] : [{ file, data: { es: spanish } }]))
  checkTokens([...files, ...spanish], facts)
  // The copy rules of one field, on the words as the pages show them (their facts filled).
  checkCopy(files, facts, read, year)
  return { dir: dataDir, files, read, facts }
}
