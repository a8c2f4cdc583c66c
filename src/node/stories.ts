/**
 * Testimonials, podcast, contact and quote pages, and the story pages generated from
 * data/stories/{slug}.json (→ /{slug}-story). Declares their GraphQL types, checks their
 * files before the build (naming the file and the field), and creates the story pages.
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import { DataError } from "./schema/data-validation"
import { STORY_SLUG_PATTERN, founderStorySlug, incomeTableProblem, storyPath } from "../lib/stories"
import { queryForPages, type Feature } from "./feature-type"
import { defineCollection, readDataFile, readSingle, type Collection } from "./schema/collection"
import {
  atLeastOne,
  callToAction,
  embedFallback,
  frameIntro,
  hero,
  intro,
  link,
  paragraphs,
  seo,
  stat,
  text,
  videoIntro,
  videoRef,
  personRef,
  line,
  noTwoAlike,
  sampleFlag,
  textWith,
} from "./schema/vocabulary"
import { readSite } from "./site"

/** Stat tiles: any number, wrapped onto as many rows as they need; at least one, as their band shows nothing else. */
const tiles = (what: string) =>
  atLeastOne(stat, "tile", "the band shows nothing else").describe(
    `${what} In order; at least one, as the band shows nothing else.`,
  )

export const testimonialsSchema = z.strictObject({
  seo: seo.describe("Head tags of /testimonials."),
  reviewsSeo: seo.describe("Head tags of /reviews (its canonical link points to /testimonials)."),
  hero: hero.describe("Opening band of the page."),
  heroLinks: z
    .array(link)
    .min(1)
    .describe("The hero's buttons, in order: apply, then get a quote. At least one: the hero asks the visitor to act."),
  statsLabel: line().describe("Name of the stat tiles under the hero, read by screen readers."),
  stats: tiles("The stat tiles under the hero."),
  featuredVideosHeading: line().describe("Heading of the two featured videos, read by screen readers only."),
  featuredVideo: videoIntro.describe("Featured video."),
  joinVideo: videoIntro.describe("Join Our Team video."),
  videosNote: textWith("company", "typicalEarnings", "leadTerms").describe(
    "Shown under the two featured videos: who speaks in them (agents and managers of the agency, managers earning overrides), the typical earnings ({typicalEarnings}) and the lead terms ({leadTerms}).",
  ),
  videoGrid: intro
    .extend({
      note: textWith("company", "typicalEarnings").describe(
        "Shown under the cards: who the people are (agents and managers of the agency, managers earning overrides) and the typical earnings ({typicalEarnings}) beside their results.",
      ),
      watchLabel: line().describe(
        "Read by screen readers after a card's name and role, e.g. : watch the video testimonial.",
      ),
      dialogDescription: text()
        .refine((v) => v.includes("{name}"), "must contain {name}")
        .describe("Read by screen readers when a video opens; {name} is the person's name and role."),
      closeLabel: line().describe("Name of the button that closes a video, read by screen readers."),
      playerUnavailable: text().describe("Shown in place of a video when its player could not be loaded."),
    })
    .describe("Heading of the grid of agent video cards, and the note under it."),
  videos: atLeastOne(
    z
      .strictObject({
        person: personRef().describe("Who the card is about: their key in data/people.json (name and role)."),
        video: videoRef().describe("The agent's video: its key in data/videos.json."),
      })
      .meta({ id: "TestimonialVideo", description: "An agent's video card." }),
    "card",
    "the section shows nothing else",
  )
    .superRefine(noTwoAlike("person", (person) => `"${person}" has two cards`))
    .describe(
      "The agent and manager video cards, in display order, one per person. At least one: the section shows nothing else.",
    ),
  cta: callToAction.describe("Call to action after the grid (Apply Now, View Incentives)."),
  earnings: intro
    .extend({
      tilesLabel: line().describe("Name of the earnings tiles, read by screen readers."),
      tiles: z
        .array(stat)
        .min(1)
        .describe("Earnings tiles, in order. At least one: the heading and the disclaimer stand with them."),
      disclaimer: textWith("typicalEarnings").describe(
        "Shown under the tiles; earnings figures are never shown without it.",
      ),
    })
    .describe("Earnings section with its disclaimer."),
  reviews: frameIntro
    .extend({
      linkLabel: line().describe("Label of the link to the reviews page (site.json links.reviews) under the frame."),
    })
    .describe("The third-party reviews page (site.json embeds.reviewsWidgetUrl) in a scroll area."),
  closing: callToAction.describe("Closing band with Apply Here."),
})

export const podcastSchema = z.strictObject({
  seo: seo.describe("Head tags of /podcast."),
  hero: hero.describe("Opening band of the page."),
  statsLabel: line().describe("Accessible name of the channel figures."),
  stats: tiles("The channel's figures (subscribers, total views, success rate, years in business, …)."),
  channel: intro
    .extend({
      playlistLabel: line().describe("Label of the link to the playlist (site.json links.playlist)."),
      subscribeLabel: line().describe("Label of the subscribe link (site.json links.subscribe)."),
    })
    .describe("Links to the playlist and the channel subscription."),
  playlist: frameIntro
    .extend({
      linkLabel: line().describe("The plain link under the player, to the playlist itself (site.json links.playlist)."),
    })
    .describe("The playlist player (site.json embeds.playlistId), loaded when the visitor presses play."),
  incomeStory: z
    .strictObject({
      heading: line().describe("Heading of the income story."),
      startFigure: text().describe(
        "The first-year figure, e.g. {founderFirstIncomeShort} (from the founder's income table).",
      ),
      peakFigure: text().describe("The peak figure, e.g. {founderPeakIncomeShort}."),
      paragraphs: paragraphs().describe("The story, in order."),
      disclaimer: textWith("typicalEarnings").describe("Results-not-typical disclosure shown with the figures."),
      startCaption: text().describe("Caption of the first-year figure."),
      peakCaption: text().describe("Caption of the peak figure."),
      betweenLabel: line().describe("Word screen readers hear between the two figures (the arrow is hidden)."),
      spanLabel: line().describe("Line under the figures, e.g. over {founderYearsToPeak} years."),
    })
    .describe("The founder's income story with its disclaimer."),
  cta: callToAction.describe("Closing band with buttons to /contact and /request-info."),
})

const CARD_KINDS = ["phone", "email", "address", "hours"] as const

export const contactSchema = z.strictObject({
  seo: seo.describe("Head tags of /contact."),
  hero: hero.describe("Opening band of the page."),
  cards: atLeastOne(
    z
      .strictObject({
        kind: z
          .enum(CARD_KINDS)
          .meta({ id: "ContactCardKind", description: "Which detail from data/site.json a contact card shows." })
          .describe("One of phone, email, address, hours."),
        title: line().describe("Heading of the card."),
        description: text().describe("One line under the heading."),
        actionLabel: line().describe("Text of the card's link (call, write, directions, or the hours note)."),
        actionHint: text()
          .optional()
          .describe(
            "Read by screen readers after the link's text, e.g. to {email}, or to our office (opens in a new tab) for directions. The phone card reads the number instead.",
          ),
      })
      .meta({ id: "ContactCard", description: "A contact card; its details and link come from data/site.json." }),
    "card",
    "the page opens with them",
  )
    .superRefine(noTwoAlike("kind", (kind) => `a second card of kind "${kind}"`))
    .describe(
      "The contact cards, in order: any of phone, email, address and hours, each at most once, as each shows its detail from data/site.json. At least one: the page opens with them.",
    ),
  survey: frameIntro.describe("The contact survey (site.json embeds.forms.contactSurvey)."),
  reasons: z
    .strictObject({
      heading: line().describe("Heading of the list."),
      items: atLeastOne(text(), "reason").describe(
        "Reasons to contact the agency, in order. At least one: the heading stands over them.",
      ),
    })
    .describe("Why families and agents contact the agency."),
  call: intro
    .extend({ buttonLabel: text().describe("Label of the tel: button.") })
    .describe("The call band with its tel: button."),
  map: frameIntro
    .extend({ fallbackLabel: text().describe("Link to the directions shown instead of the map when it cannot load.") })
    .describe("The office map (site.json embeds.mapEmbedUrl)."),
  replyPromise: text().describe("The reply promise shown with the survey (within 24 hours)."),
})

const BADGE_KINDS = ["bbb", "amBest", "heritage"] as const

const points = (what: string) =>
  z.array(text()).min(1).describe(`${what} At least one: a heading or a label stands over them.`)

const formPage = z
  .strictObject({
    seo: seo.describe("Head tags of the page."),
    hero: hero.describe("Opening band."),
    formTitle: line().describe("Title of the form frame (also names the section for screen readers)."),
    formIntro: text().describe("Sentence above the form, shown only with the form."),
    formFallback: embedFallback(),
    points: points("Short list beside the form: what happens next."),
    disclaimer: text()
      .optional()
      .describe("Small print under the form; required in spirit when the points state commission or earnings figures."),
  })
  .meta({ id: "FormPageContent", description: "A page whose job is one embedded form or survey." })

export const quoteSchema = z.strictObject({
  requestInfo: formPage.describe("The agent application page /request-info (the application form)."),
  quote: formPage.describe("The quote page /quote (the quote survey)."),
  freeQuoteCard: intro
    .extend({ fallback: embedFallback(), formTitle: text().describe("Title of the form frame.") })
    .describe("The reusable card embedding the application form."),
  landing: z
    .strictObject({
      seo: seo.describe("Head tags of /get-quote."),
      hero: hero.describe("Opening band."),
      points: points("Up to $35,000, no medical exam, fixed income, most qualify."),
      pointsLabel: line().describe("Accessible name of that list."),
      ctaLabel: line().describe("Label of the hero button that jumps to the survey."),
      video: videoIntro.describe("Overview video."),
      survey: intro
        .extend({ fallback: embedFallback(), surveyTitle: text().describe("Title of the survey frame.") })
        .describe("The quote survey (site.json embeds.forms.quoteSurvey)."),
      footer: z
        .strictObject({
          badgesHeading: line().describe("Heading of the trust badges."),
          badges: atLeastOne(
            z
              .strictObject({
                kind: z
                  .enum(BADGE_KINDS)
                  .meta({ id: "TrustBadgeKind", description: "Which carrier figure a trust badge shows." })
                  .describe("One of bbb, amBest, heritage."),
                label: line().describe("Label of the badge."),
                description: text().describe("One line under the label."),
              })
              .meta({ id: "TrustBadge", description: "A trust badge; its grade or years come from site.json." }),
            "badge",
          )
            .superRefine(noTwoAlike("kind", (kind) => `a second badge of kind "${kind}"`))
            .describe(
              "The trust badges, in order: any of bbb, amBest and heritage, each at most once, as each shows its grade or years from data/site.json (carrier). At least one: the heading stands over them.",
            ),
          ratingsNote: textWith("ratings").describe(
            "Shown under the badges: each rating with its rater, scale and date ({ratings}).",
          ),
          disclaimerHeading: line().describe("Heading of the disclaimer."),
          disclaimer: points("Disclaimer paragraphs, in order."),
        })
        .describe("The consumer footer: trust badges and disclaimer."),
    })
    .describe("The consumer landing page /get-quote."),
})

export const storySchema = z.strictObject({
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

export type StoryData = z.infer<typeof storySchema>

export const testimonialsCollection = defineCollection({
  label: "Testimonials and Reviews page",
  files: ["testimonials.json"],
  schema: testimonialsSchema,
  description: "Content of /testimonials and /reviews (one page, two addresses), from data/testimonials.json.",
})
export const podcastCollection = defineCollection({
  label: "Podcast page",
  files: ["podcast.json"],
  schema: podcastSchema,
  description: "Content of /podcast, the founder success-stories video page, from data/podcast.json.",
})
export const contactCollection = defineCollection({
  label: "Contact page",
  files: ["contact.json"],
  schema: contactSchema,
  description:
    "Content of /contact, from data/contact.json. Phone, e-mail, address and hours come from data/site.json.",
})
export const quoteCollection = defineCollection({
  label: "Quote and application pages",
  files: ["quote.json"],
  schema: quoteSchema,
  description: "Content of /request-info, /quote, /get-quote and the Get Your Free Quote card, from data/quote.json.",
})
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

// ---------- reading the files ----------

/** Reads every data/stories/*.json, checking slugs and content; returns slug → story. */
export function readStories(dataDir: string): Map<string, StoryData> {
  const dir = path.join(dataDir, "stories")
  const stories = new Map<string, StoryData>()
  if (!fs.existsSync(dir)) return stories
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const slug = file.replace(/\.json$/, "")
    if (!STORY_SLUG_PATTERN.test(slug)) {
      throw new DataError(
        `data/stories/${file}: the file name is the page address (/${slug}-story) and must be lowercase letters, digits and hyphens`,
      )
    }
    stories.set(slug, readDataFile(dataDir, `stories/${file}`, storySchema))
  }
  return stories
}

/** Checks every file of this feature; throws a DataError naming the file and the field. */
export function validateStoriesData(dataDir: string): void {
  const singles: Collection[] = [testimonialsCollection, podcastCollection, contactCollection, quoteCollection]
  for (const collection of singles) readSingle(dataDir, collection)
  const stories = readStories(dataDir)
  // The home page links to the founder's story by the founder's first name: that page must exist.
  const site = readSite(dataDir)
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

export const storiesFeature: Feature = {
  name: "stories",
  label: "Testimonials, podcast, contact and quote pages",
  collections: [testimonialsCollection, podcastCollection, contactCollection, quoteCollection, storyCollection],
  validate: validateStoriesData,
  createResolvers: ({ createResolvers }) => {
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
  },
  createPages: async (args) => {
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
  },
}
