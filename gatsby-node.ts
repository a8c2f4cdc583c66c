/**
 * Composes the site's features: each declares its GraphQL types, checks its files in
 * data/ before anything is built, and creates its pages. Bad data stops the build with
 * a message naming the file and the field.
 */
import path from "path"
import type { GatsbyNode } from "gatsby"
import { collections, features } from "./src/node/features"
import { checkReferences, collectionTypes, readAllCollections } from "./src/node/schema/collection"
import { mergeTypeDefs } from "./src/node/schema/zod-graphql"
import { CssNamesInServerHash } from "./src/node/css-in-html"
import { flattenedManifest, restorePages, writeBuildExtras } from "./src/node/post-build"
import { readSite } from "./src/node/site"
import { fillFacts, siteFacts } from "./src/lib/site-facts"
import type { GraphqlField } from "./src/node/schema/zod-graphql"

const DATA_DIR = path.resolve(__dirname, "data")

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  // The last build wrote pages as name.html; put them back where Gatsby's incremental build looks.
  restorePages(path.join(__dirname, "public"), flattenedManifest(__dirname))
  try {
    const { files, read } = readAllCollections(DATA_DIR, collections)
    for (const feature of features) feature.validate?.(DATA_DIR)
    // Every record a file names (a video by its key, say) must exist.
    const targets = Object.assign({}, ...features.map((feature) => feature.referenceTargets?.(read) ?? {}))
    checkReferences(files, targets)
  } catch (error) {
    reporter.panic(`Invalid content in data/: ${(error as Error).message}`)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // Every text field serves its {fact} tokens filled from data/site.json (src/lib/site-facts.ts).
  const facts = siteFacts(readSite(DATA_DIR), new Date().getFullYear())
  // Every GraphQL type of data/ is derived from the zod schemas (src/node/schema/zod-graphql.ts).
  const defs = mergeTypeDefs(
    features.flatMap((f) => [...(f.collections ?? []), ...(f.derivedTypes ?? [])].map(collectionTypes)),
  )
  actions.createTypes(
    defs.map((def) =>
      def.kind === "enum"
        ? schema.buildEnumType({
            name: def.name,
            description: def.description,
            values: Object.fromEntries(def.values.map((v) => [v, { value: v }])),
          })
        : schema.buildObjectType({
            name: def.name,
            description: def.description,
            interfaces: def.interfaces,
            extensions: { infer: false },
            fields: withFilledFacts(def.fields, facts),
          }),
    ),
  )
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

/**
 * Production class names of CSS Modules: a short hash instead of Gatsby's
 * `file-module--class--hash`, which repeats in every class attribute of the HTML and in
 * the JavaScript that maps names to classes (about 1.3 KB compressed per page). The
 * browser bundles and the HTML renderer must name classes alike, so both stages set it.
 */
function shortenCssModuleNames(rules: unknown): void {
  if (Array.isArray(rules)) return rules.forEach(shortenCssModuleNames)
  if (!rules || typeof rules !== "object") return
  const rule = rules as { oneOf?: unknown; rules?: unknown; use?: unknown; loader?: unknown; options?: unknown }
  shortenCssModuleNames(rule.oneOf)
  shortenCssModuleNames(rule.rules)
  shortenCssModuleNames(rule.use)
  const options = rule.options as { modules?: { localIdentName?: string } } | undefined
  if (typeof rule.loader === "string" && rule.loader.includes("css-loader") && options?.modules?.localIdentName) {
    options.modules.localIdentName = "_[hash:base64:6]"
  }
}

/**
 * Font files are always files: Gatsby inlines small ones as data: URLs, which the pages'
 * Content-Security-Policy (`font-src 'self'`) refuses and which no preload can share.
 */
function neverInlineFonts(rules: unknown): void {
  if (!Array.isArray(rules)) return
  for (const rule of rules as { test?: unknown; use?: unknown; oneOf?: unknown }[]) {
    neverInlineFonts(rule.oneOf)
    if (!(rule.test instanceof RegExp) || !rule.test.test("face.woff2") || !Array.isArray(rule.use)) continue
    for (const use of rule.use as { loader?: string; options?: Record<string, unknown> }[]) {
      if (use.loader?.includes("url-loader")) use.options = { ...use.options, limit: false }
    }
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  const config = getConfig()
  neverInlineFonts(config.module?.rules)
  if (stage === "build-html") {
    shortenCssModuleNames(config.module?.rules)
    // A change to CSS alone renders every page's HTML again, with the new rules inline.
    config.plugins = [...(config.plugins ?? []), new CssNamesInServerHash(path.join(__dirname, "public"))]
  }
  if (stage !== "build-javascript") {
    actions.replaceWebpackConfig(config)
    return
  }
  shortenCssModuleNames(config.module?.rules)
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name !== "MiniCssExtractPlugin") continue
    // CSS Modules are scoped per component, so the order in which chunks list them cannot
    // change a page's styles; silence mini-css-extract's "conflicting order" warnings.
    plugin.options.ignoreOrder = true
    // Named by content alone, as the JavaScript chunks below.
    plugin.options.chunkFilename = "[contenthash:16].css"
  }
  // Gatsby merges every page's CSS into one stylesheet and inlines it into every page
  // (about 80 KB here). CSS Modules are scoped, so each page can carry only its own:
  // the page's chunks bring their CSS, loaded before the page renders on navigation.
  const groups = config.optimization?.splitChunks?.cacheGroups
  if (groups && "styles" in groups) groups.styles = false
  // No source maps in public/: they would publish the source. `npm run develop` keeps its own.
  config.devtool = false
  // Chunk files named by their content alone: the webpack runtime every page loads lists
  // every chunk's file name, and the component names in them only made that list longer.
  config.output = { ...config.output, chunkFilename: "[contenthash:16].js" }
  // Gatsby's Partytown snippet is used only by `gatsby develop`, and its service-worker
  // registration only with an offline plugin: keep both out of every page.
  config.resolve = {
    ...config.resolve,
    alias: {
      ...config.resolve?.alias,
      "@builder.io/partytown/integration": path.resolve("src/node/no-partytown.js"),
    },
  }
  config.plugins.push(
    plugins.normalModuleReplacement(
      /[\\/]register-service-worker(\.js)?$/,
      path.resolve("src/node/no-service-worker.js"),
    ),
  )
  actions.replaceWebpackConfig(config)
}

/** A type's fields, each text field (String or [String]) resolving with the site's fact tokens filled in. */
function withFilledFacts(fields: Record<string, GraphqlField>, facts: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const bare = field.type.replace(/!/g, "")
      if (field.extensions || (bare !== "String" && bare !== "[String]")) return [name, field]
      return [name, { ...field, resolve: (source: Record<string, unknown>) => fillFacts(source[name], facts) }]
    }),
  )
}
