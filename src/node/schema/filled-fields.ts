/**
 * The text fields of every data type, as GraphQL serves them: each `{fact}` token filled
 * with the site's facts (src/node/site-facts.ts), and each blank the browser editor left
 * read as absent.
 *
 * The facts are read from the nodes of data/site.json and of the founder's story, through
 * the query's own node model. That is what makes an edit of site.json reach every page:
 * Gatsby re-runs a page's query (on a build that keeps its cache, and in the development
 * server) only when a node the query read has changed, so each query that fills a token
 * records those two nodes, and the build's year, as what it read.
 */
import { founderStorySlug, type IncomeYear } from "../../lib/stories"
import { siteCollection } from "../site"
import { storyCollection } from "../stories"
import { fillFacts, siteFacts } from "../site-facts"
import { validateData } from "./data-validation"
import { translatedFileSchema } from "./collection"
import { overEnglish } from "./languages"
import type { SiteData } from "../site"
import type { Language } from "../../lib/languages"
import type { GraphqlField } from "./zod-graphql"

/** The node that carries the build's year, which `yearsInBusiness` counts to (created by gatsby-node's sourceNodes). */
export const BUILD_YEAR_NODE = { id: "build-year", type: "BuildYear" } as const

/** What a resolver needs of Gatsby's node model: each call records the node it gives as read by the running query. */
type NodeModel = {
  getNodeById(args: { id: string; type?: string }): unknown
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
}
type ResolverContext = { nodeModel: NodeModel }
type DataNode = {
  id: string
  parent?: string | null
  internal: { contentDigest: string }
  [field: string]: unknown
}

/** A node of gatsby-transformer-json as the data file it was read from. */
function fileContent(node: DataNode): unknown {
  const { id: _id, parent: _parent, children: _children, internal: _internal, ...content } = node
  return content
}

/** The facts in each language. */
type Facts = Record<Language, Record<string, string>>

/** The facts last worked out, by the digests of the nodes they came from. */
let lastFacts: { key: string; facts: Facts } | undefined

/** The facts of the site's and the founder story's nodes, read through (and recorded by) `nodeModel`. */
async function readFacts(nodeModel: NodeModel): Promise<Facts> {
  const [site] = (await nodeModel.findAll({ type: siteCollection.typeName })).entries as Iterable<DataNode>
  if (!site) throw new Error("data/site.json: file is missing")
  const year = (nodeModel.getNodeById(BUILD_YEAR_NODE) as { year?: number } | null)?.year
  if (!year) throw new Error(`no ${BUILD_YEAR_NODE.type} node: gatsby-node's sourceNodes creates it`)
  // The founder's name as written (the check of the whole file waits for a change).
  const slug = founderStorySlug(String((site.en as { founderFirstName?: unknown } | undefined)?.founderFirstName ?? ""))
  let founder: DataNode | undefined
  for (const story of (await nodeModel.findAll({ type: storyCollection.typeName })).entries as Iterable<DataNode>) {
    const file = story.parent ? (nodeModel.getNodeById({ id: story.parent }) as { name?: string } | null) : null
    if (file?.name === slug) founder = story
  }
  const key = [site.internal.contentDigest, founder?.internal.contentDigest, year].join(" ")
  if (lastFacts?.key !== key) {
    const { en: english, es: spanish } = validateData(
      "data/site.json",
      translatedFileSchema(siteCollection.schema),
      fileContent(site),
    ) as { en: SiteData; es?: unknown }
    const income: readonly IncomeYear[] = founder
      ? validateData(`data/stories/${slug}.json`, storyCollection.schema, fileContent(founder)).income.incomeByYear
      : []
    lastFacts = {
      key,
      facts: {
        en: siteFacts(english, year, income),
        es: siteFacts(overEnglish(english, spanish) as SiteData, year, income, "es"),
      },
    }
  }
  return lastFacts.facts
}

/** The facts, read once per running query (Gatsby gives each its own context). */
const factsByQuery = new WeakMap<object, Promise<Facts>>()

function factsOf(context: ResolverContext): Promise<Facts> {
  let facts = factsByQuery.get(context)
  if (!facts) {
    facts = readFacts(context.nodeModel)
    factsByQuery.set(context, facts)
  }
  return facts
}

/** What the browser editor writes for an emptied field: "" or null. */
const isBlank = (value: unknown) => value === "" || value === null

/**
 * A type's fields, each text field (String or [String]) resolving with the site's fact
 * tokens filled in, and each optional field reading a blank the browser editor left ("" or
 * null, see withEditorBlanksRemoved) as absent.
 */
export function withFilledFacts(fields: Record<string, GraphqlField>): Record<string, GraphqlField> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const bare = field.type.replace(/!/g, "")
      const optional = !field.type.endsWith("!")
      if (field.extensions || (bare !== "String" && bare !== "[String]")) {
        if (!optional) return [name, field]
        return [
          name,
          { ...field, resolve: (source: Record<string, unknown>) => (isBlank(source[name]) ? null : source[name]) },
        ]
      }
      return [
        name,
        {
          ...field,
          resolve: async (source: Record<string, unknown>, _args: unknown, context: ResolverContext) => {
            const value = source[name]
            if (optional && isBlank(value)) return null
            if (!hasToken(value)) return value
            return fillFacts(value, (await factsOf(context)).en)
          },
        },
      ]
    }),
  )
}

/**
 * A file's whole text in Spanish with the fact tokens filled by the Spanish facts ("0 a 85",
 * "dos años"), every text of every object and list. It is filled here, where the language
 * is known: the fields' own resolvers then find no fact token left to fill in English.
 */
export async function withSpanishFacts(text: unknown, context: unknown): Promise<unknown> {
  return fillFacts(text, (await factsOf(context as ResolverContext)).es)
}

/** Whether a text (or a list of texts) holds a `{token}`. */
const hasToken = (value: unknown): boolean =>
  typeof value === "string" ? value.includes("{") : Array.isArray(value) && value.some(hasToken)
