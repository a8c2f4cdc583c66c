/**
 * Composes the site's features: each declares its GraphQL types, checks its files in
 * data/ before anything is built, and creates its pages. Bad data stops the build with
 * a message naming the file and the field.
 */
import path from "path"
import type { GatsbyNode } from "gatsby"
import type { Feature } from "./src/node/feature"
import { calculatorsFeature } from "./src/node/calculators"
import { leadMagnetsFeature } from "./src/node/lead-magnets"
import { marketingFeature } from "./src/node/marketing"
import { recruitingFeature } from "./src/node/recruiting"
import { storiesFeature } from "./src/node/stories"
import { tripsFeature } from "./src/node/trips"
import { siteFeature } from "./src/node/site"
import { videosFeature } from "./src/node/videos"
import { writeBuildExtras } from "./src/node/post-build"

const DATA_DIR = path.resolve(__dirname, "data")

const features: Feature[] = [
  siteFeature,
  tripsFeature,
  marketingFeature,
  storiesFeature,
  calculatorsFeature,
  leadMagnetsFeature,
  recruitingFeature,
  videosFeature,
]

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  for (const feature of features) {
    try {
      feature.validate?.(DATA_DIR)
    } catch (error) {
      reporter.panic(`Invalid content in data/: ${(error as Error).message}`)
    }
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(features.flatMap((f) => (f.typeDefs ? [f.typeDefs] : [])))
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  for (const feature of features) await feature.onCreateNode?.(args)
}

export const createResolvers: GatsbyNode["createResolvers"] = async (args) => {
  for (const feature of features) await feature.createResolvers?.(args)
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  for (const feature of features) await feature.createPages?.(args)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  try {
    await writeBuildExtras(__dirname)
  } catch (error) {
    reporter.panicOnBuild(`Could not write _headers, robots.txt or the preview image: ${(error as Error).message}`)
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  // CSS Modules are scoped per component, so the order in which chunks list them cannot
  // change a page's styles; silence mini-css-extract's "conflicting order" warnings.
  const config = getConfig()
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === "MiniCssExtractPlugin") plugin.options.ignoreOrder = true
  }
  // Gatsby merges every page's CSS into one stylesheet and inlines it into every page
  // (about 80 KB here). CSS Modules are scoped, so each page can carry only its own:
  // the page's chunks bring their CSS, loaded before the page renders on navigation.
  const groups = config.optimization?.splitChunks?.cacheGroups
  if (groups && "styles" in groups) groups.styles = false
  actions.replaceWebpackConfig(config)
}
