/**
 * Composes the site's features: each declares its GraphQL types, checks its files in
 * data/ before anything is built, and creates its pages. Bad data stops the build with
 * a message naming the file and the field.
 */
import path from "path"
import type { GatsbyNode } from "gatsby"
import { checkData, features } from "./src/node/features"
import { collectionTypes } from "./src/node/schema/collection"
import { mergeTypeDefs } from "./src/node/schema/zod-graphql"
import { languageEnum, translatedFields } from "./src/node/schema/languages"
import { afterBuild } from "./src/node/post-build"
import { writePdfs } from "./src/node/pdfs"
import { configureWebpack } from "./src/node/webpack-config"
import { ADMIN_DIR, adminDevHandler } from "./src/node/cms/admin"
import { devData, type DevData } from "./src/node/dev-data"
import { BUILD_YEAR_NODE, withFilledFacts, withSpanishFacts } from "./src/node/schema/filled-fields"
import type { CheckedData } from "./src/node/feature-type"
import { NOT_FOUND_FILE, pageIn, spanishPages } from "./src/lib/routes"
import { SPANISH_PAGES_NODE, spanishPagesOfNode } from "./src/node/routes"
import { siteCollection } from "./src/node/site"
import { pathIn, SPANISH_PREFIX } from "./src/lib/languages"

const DATA_DIR = path.resolve(__dirname, "data")

/**
 * data/ as this build read and checked it, once, before anything else (onPreBootstrap):
 * the pages' creation, the PDFs, the editor's files and the checks after the build take it
 * from here. The pages' queries read the same files as nodes, through Gatsby.
 */
let data: CheckedData | undefined
/** In the development server, data/ as last saved and checked (src/node/dev-data.ts). */
let dev: DevData | undefined
const checked = (): CheckedData => {
  if (dev) return dev.current()
  if (!data) throw new Error("data/ has not been read yet (onPreBootstrap reads it)")
  return data
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  try {
    data = checkData(DATA_DIR)
  } catch (error) {
    reporter.panic(`Invalid content in data/: ${(error as Error).message}`)
  }
  // The PDFs of data/ as it is now: here rather than after the build, so the development server serves them too.
  try {
    await writePdfs(checked(), path.join(__dirname, "public"))
  } catch (error) {
    reporter.panic(`Could not draw the PDFs (src/node/pdfs): ${(error as Error).message}`)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // Every GraphQL type of data/ is derived from the zod schemas (src/node/schema/zod-graphql.ts).
  const defs = mergeTypeDefs(
    features.flatMap((f) => [...(f.collections ?? []), ...(f.derivedTypes ?? [])].map(collectionTypes)),
  )
  actions.createTypes(schema.buildEnumType(languageEnum))
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
            // Every text field serves its {fact} tokens filled from the nodes of data/site.json
            // and the founder story (src/node/schema/filled-fields.ts).
            // A file in English and Spanish reads its fields from one of them (src/node/schema/languages.ts).
            fields: def.languages
              ? translatedFields(def.name, withFilledFacts(def.fields), withSpanishFacts)
              : withFilledFacts(def.fields),
          }),
    ),
  )
  actions.createTypes(
    `"The year the site was built, which the years in business count to." type ${BUILD_YEAR_NODE.type} implements Node { year: Int! }`,
  )
  actions.createTypes(
    `"The pages built in Spanish too, at the same address under /es: those whose h1 data gives in Spanish." type ${SPANISH_PAGES_NODE.type} implements Node @dontInfer { "Their English addresses." paths: [String!]! }`,
  )
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  // A node of its own, so that a build in a new year fills the years in business anew.
  const year = new Date().getFullYear()
  args.actions.createNode({
    id: BUILD_YEAR_NODE.id,
    year,
    internal: { type: BUILD_YEAR_NODE.type, contentDigest: String(year) },
  })
  const { files, read } = checked()
  const paths = spanishPages(files, read(siteCollection))
  args.actions.createNode({
    id: SPANISH_PAGES_NODE.id,
    paths,
    internal: { type: SPANISH_PAGES_NODE.type, contentDigest: paths.join(" ") },
  })
  for (const feature of features) await feature.sourceNodes?.(args)
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  for (const feature of features) await feature.onCreateNode?.(args)
  // In the development server, a data file saved after the start (by the editor, say) is
  // read again for what no query reads: the PDFs and the editor's previews.
  if (dev && args.node.internal.owner === "gatsby-transformer-json") void dev.changed()
}

export const createResolvers: GatsbyNode["createResolvers"] = async (args) => {
  for (const feature of features) await feature.createResolvers?.(args)
}

/**
 * A page of src/pages whose h1 data gives in Spanish is built a second time in Spanish,
 * under /es, from the same component: its context's `language` (English when absent)
 * chooses the text its query reads and the words of its frame.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, getNode }) => {
  if ((page.context as { language?: string } | undefined)?.language) return
  // The 404 page a static host serves for an unknown address under /es (the nearest
  // 404.html up the folders), and the page the browser shows for one it is sent to.
  if (page.path === NOT_FOUND_FILE) {
    actions.createPage({
      ...page,
      path: pathIn("es", NOT_FOUND_FILE),
      matchPath: `${SPANISH_PREFIX}/*`,
      context: { ...page.context, language: "es" },
    })
    return
  }
  const spanish = pageIn("es", page.path, spanishPagesOfNode(getNode))
  if (spanish) actions.createPage({ ...page, path: spanish, context: { ...page.context, language: "es" } })
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { read } = checked()
  for (const feature of features) await feature.createPages?.(args, read)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  try {
    for (const warning of await afterBuild(__dirname, checked())) reporter.warn(warning)
  } catch (error) {
    reporter.panicOnBuild(`Could not finish public/ (src/node/post-build): ${(error as Error).message}`)
  }
}

// The browser editor at /admin/, as the build writes it, with decap-server on this machine as
// its backend. The development server serves public/ before any handler added here, so the
// files are written there (over any a build left); the handler answers the rest (/admin).
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  dev = devData(DATA_DIR, path.join(__dirname, "public"), checked(), (message) => reporter.error(message))
  app.use(
    `/${ADMIN_DIR}`,
    adminDevHandler(() => dev!.adminFiles()),
  )
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(args, __dirname)
