/**
 * One content area of the site (site settings, trips, content pages, tools) as seen
 * by gatsby-node: its GraphQL types, the checks of its files in data/, and the pages
 * it generates. gatsby-node.ts only composes these, so each area is read in one file.
 */
import type { CreateNodeArgs, CreatePagesArgs, CreateResolversArgs } from "gatsby"

export type Feature = {
  name: string
  /** SDL for createSchemaCustomization, with """ descriptions for GraphiQL. */
  typeDefs?: string
  /** Reads and checks this feature's files under `dataDir`; throws DataError naming file and field. */
  validate?: (dataDir: string) => void
  onCreateNode?: (args: CreateNodeArgs) => void | Promise<void>
  createResolvers?: (args: CreateResolversArgs) => void | Promise<void>
  createPages?: (args: CreatePagesArgs) => Promise<void>
}
