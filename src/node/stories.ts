/**
 * The story pages generated from data/stories/{slug}.json (→ /{slug}-story): their schema
 * and collection, the reading and checking of the files (the founder's story among them,
 * naming the file and the field), the slug resolver and the pages.
 */
import path from "path"
import type { CreatePagesArgs, CreateResolversArgs } from "gatsby"
import { z } from "zod"
import { DataError } from "./schema/data-validation"
import { STORY_SLUG_PATTERN, founderStorySlug, incomeTableProblem, storyPath } from "../lib/stories"
import { queryForPages, type ReadFiles } from "./feature-type"
import { defineCollection } from "./schema/collection"
import { callToAction, hero, line, paragraphs, sampleFlag, seo, stat, text, textWith } from "./schema/vocabulary"
import { siteCollection } from "./site"

/** The content of one data/stories/{slug}.json. */
const storySchema = z.strictObject({
  sample: sampleFlag(
    "a written story and income table",
    "Put in the person's own story and the yearly figures from the agency's books.",
  ),
  name: line().describe("Full name of the person (the founder's must match founderFullName in data/site.json)."),
  role: text().describe("Their role, shown under the name."),
  seo: seo.describe("Head tags of the story page."),
  hero: hero.describe("Opening band of the story page."),
  sections: z
    .array(
      z
        .strictObject({
          heading: line().describe("Heading of the section."),
          paragraphs: paragraphs().describe("Its paragraphs."),
        })
        .meta({ id: "StorySection", description: "A titled part of the narrative." }),
    )
    .min(1)
    .describe("The narrative, in order. At least one section: the story page is built around it."),
  sectionsNote: textWith("typicalEarnings").describe(
    "Short results-not-typical line at the end of the narrative: the income it names needs its disclosure in the same band.",
  ),
  income: z
    .strictObject({
      heading: line().describe("Heading of the income table."),
      lead: text().describe("Paragraph before the table."),
      incomeByYear: z
        .array(
          z
            .strictObject({
              year: z.int().min(1900).max(2100).describe("Calendar year."),
              amount: z.int().nonnegative().describe("Income that year, in whole dollars."),
              note: text().optional().describe("Optional note on what happened that year."),
            })
            .meta({ id: "StoryIncomeYear", description: "One row of the income table." }),
        )
        .min(1)
        .superRefine((rows, ctx) => {
          const problem = incomeTableProblem(rows)
          if (problem) ctx.addIssue({ code: "custom", message: problem })
        })
        .describe(
          "One row per year, oldest first, without gaps; add or remove years at either end. At least one: the table and its total are built from them.",
        ),
      disclaimer: textWith("typicalEarnings").describe("Results-not-typical disclosure under the table."),
      caption: line()
        .refine((v) => v.includes("{years}"), "must contain {years}")
        .describe("Caption of the table; {years} is its first and last year, e.g. 2008–2024."),
      yearHeader: line().describe("Header of the year column."),
      amountHeader: line().describe("Header of the income column."),
      noteHeader: line().describe("Header of the note column."),
      totalLabel: line().describe("Label of the total row."),
      totalNote: line()
        .refine((v) => v.includes("{years}") && v.includes("{amount}"), "must contain {years} and {amount}")
        .describe("Note of the total row; {years} is the number of years, {amount} the total in words."),
    })
    .describe("The income table and its disclaimer."),
  careerTotal: z
    .strictObject({
      tilesLabel: line().describe("Name of the two tiles (career total and family legacy), read by screen readers."),
      label: line().describe("Label of the tile."),
      description: text().describe("One line under it."),
      basis: text().describe(
        "What the total counts, shown under the tile (e.g. an agency owner's income, overrides on agents' business included).",
      ),
    })
    .describe("Tile with the sum of the income table (computed, never typed)."),
  legacy: stat.describe("The family legacy tile."),
  cta: callToAction.describe("Closing band with Apply Here (→ /contact)."),
})

/** The content of one story file, as checked. */
export type StoryData = z.infer<typeof storySchema>

/** Every data/stories/*.json: checked before the build and typed in GraphQL as StoryJson, with its slug. */
export const storyCollection = defineCollection({
  typeName: "StoryJson",
  label: "Stories",
  entries: { singular: "Story", identifierField: "name", previewPath: "{{slug}}-story" },
  files: ["stories/*.json"],
  schema: storySchema,
  description: "A story page, from data/stories/{slug}.json (→ /{slug}-story).",
  derived: z.strictObject({
    slug: text().describe("The file name without .json; the page address is /{slug}-story."),
  }),
})

/** The stories of the data as read, by slug (the file name without .json). */
export function storiesOf(data: ReadFiles): Map<string, StoryData> {
  const stories = new Map<string, StoryData>()
  for (const { file, data: story, collection } of data.files) {
    if (collection !== storyCollection) continue
    stories.set(path.posix.basename(file, ".json"), story as StoryData)
  }
  return stories
}

/**
 * Checks the story files' names (each is its page's address), and that the founder's story
 * exists under the founder's first name and names the founder as data/site.json does;
 * throws a DataError naming the file and the field.
 */
export function validateStories(data: ReadFiles): void {
  const stories = storiesOf(data)
  for (const slug of stories.keys()) {
    if (!STORY_SLUG_PATTERN.test(slug)) {
      throw new DataError(
        `data/stories/${slug}.json: the file name is the page address (/${slug}-story) and must be lowercase letters, digits and hyphens`,
      )
    }
  }
  // The home page links to the founder's story by the founder's first name: that page must exist.
  const site = data.read(siteCollection)
  const slug = founderStorySlug(site.founderFirstName)
  const founder = stories.get(slug)
  if (!founder) {
    throw new DataError(
      `data/stories/${slug}.json: file is missing (the founder story page ${storyPath(slug)} is built from it; founderFirstName in data/site.json is "${site.founderFirstName}")`,
    )
  }
  if (founder.name !== site.founderFullName) {
    throw new DataError(
      `data/stories/${slug}.json: field "name" is "${founder.name}" but founderFullName in data/site.json is "${site.founderFullName}"`,
    )
  }
}

type StoryPagesQuery = { allStoryJson: { nodes: { id: string; slug: string }[] } }

/** Resolves a story's slug from its file name. */
export function createStoryResolvers({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    StoryJson: {
      slug: {
        // The slug is the file name, so a curator adds a story by adding a file.
        resolve: async (
          source: { parent?: string },
          _args: unknown,
          context: { nodeModel: { getNodeById: (a: { id: string }) => Promise<{ name?: string } | null> } },
        ) => {
          const parent = source.parent ? await context.nodeModel.getNodeById({ id: source.parent }) : null
          if (!parent?.name) throw new Error("StoryJson node without its file")
          return parent.name
        },
      },
    },
  })
}

/** Creates a page /{slug}-story for every story file. */
export async function createStoryPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryForPages<StoryPagesQuery>(
    args,
    "the story pages (data/stories/)",
    `
      query StoryPages {
        allStoryJson {
          nodes {
            id
            slug
          }
        }
      }
    `,
  )
  if (!data) return
  const component = path.resolve("src/templates/story.tsx")
  for (const node of data.allStoryJson.nodes) {
    args.actions.createPage({ path: storyPath(node.slug), component, context: { id: node.id } })
  }
}
