/**
 * One content area of the site (site settings, trips, content pages, tools) as seen
 * by gatsby-node: the data files it owns, its cross-file checks, and the pages it
 * generates. gatsby-node.ts only composes these, so each area is read in one file.
 */
import type { CreateNodeArgs, CreatePagesArgs, CreateResolversArgs, SourceNodesArgs } from "gatsby"
import type { z } from "zod"
import type { Collection, DerivedType, ReadFile } from "./schema/collection"

/** One thing an agency must change before its site goes live: the data file, the field, and what to do, in plain words. */
export type PreflightItem = { file: string; field: string; problem: string }

/** The parsed content of a single-file collection, as the build already read and checked it. */
export type ReadData = <S extends z.ZodType>(collection: Collection<S>) => z.output<S>

/** One data file as the build read it: its path under data/, its content (checked against its schema), its kind. */
export type DataFile = ReadFile & { collection: Collection }

/** The files of data/, each read once and checked against its schema, with the editor's blanks removed. */
export type ReadFiles = {
  /** The folder they were read from: a trip's photos are files there. */
  dir: string
  files: DataFile[]
  read: ReadData
}

/**
 * data/ as the build takes it, read once before anything is built: every file checked, each
 * area's and the cross-file checks passed, and the site's facts (the values of the {tokens},
 * src/node/site-facts.ts) worked out. Page creation, the PDFs, the preflight, the editor's
 * configuration and the checks of the built pages all take this one result.
 */
export type CheckedData = ReadFiles & { facts: Record<string, string> }

export type Feature = {
  name: string
  /** What the browser editor calls this area's group of single files, e.g. "Main pages". */
  label: string
  /** The data files this area owns: each is checked before the build and typed in GraphQL from its schema. */
  collections?: Collection[]
  /** Node types built by this area's code (not read from a file), declared by a zod schema too. */
  derivedTypes?: DerivedType[]
  /**
   * What must change before this area may go live (besides records marked sample): facts a
   * lawful claim needs that are still empty. `npm run preflight` lists them.
   */
  preflight?: (read: ReadData, now: Date) => PreflightItem[]
  /** Checks across files (e.g. a story named after the founder); throws an Error naming file and field. */
  validate?: (data: ReadFiles) => void
  /**
   * The records other files may name with `reference()`, by node type: e.g. { Video: [every
   * video key] }. The build fails when a file names one that is not here.
   */
  referenceTargets?: (read: ReadData) => Record<string, readonly string[]>
  /** Runs on every build, once the data files are read: nodes that must follow them (e.g. a file removed). */
  sourceNodes?: (args: SourceNodesArgs) => void | Promise<void>
  onCreateNode?: (args: CreateNodeArgs) => void | Promise<void>
  createResolvers?: (args: CreateResolversArgs) => void | Promise<void>
  /** Creates this area's pages; `read` gives a data file's content as the build checked it. */
  createPages?: (args: CreatePagesArgs, read: ReadData) => Promise<void>
}

/**
 * Runs a query of `createPages`. When GraphQL answers with errors or without data it stops
 * the build naming `what` could not be read, and gives null.
 */
export async function queryForPages<T>(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  what: string,
  query: string,
): Promise<T | null> {
  const result = await graphql<T>(query)
  if (!result.errors && result.data) return result.data
  reporter.panicOnBuild(`Could not read ${what}`, result.errors)
  return null
}
