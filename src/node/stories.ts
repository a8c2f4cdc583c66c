/**
 * Testimonials, podcast, contact and quote pages, and the story pages generated from
 * data/stories/{slug}.json (→ /{slug}-story). Declares their GraphQL types, checks their
 * files before the build (naming the file and the field), and creates the story pages.
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import { DataError, parseJson, text, validateData } from "../lib/data-validation"
import { STORY_SLUG_PATTERN, founderStorySlug, incomeTableProblem, storyPath } from "../lib/stories"
import type { Feature } from "./feature"
import { readSite } from "./site"

// ---------- zod schemas (the build-time check of each file) ----------

const seo = z.object({ title: text(), description: text() }).strict()
const hero = z.object({ eyebrow: text().optional(), title: text(), lead: text() }).strict()
const intro = z.object({ heading: text(), text: text() }).strict()
const stat = z.object({ value: text(), label: text(), description: text().optional() }).strict()

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/

export const testimonialsSchema = z
  .object({
    seo,
    reviewsSeo: seo,
    hero,
    stats: z.array(stat).length(3),
    featuredVideo: intro.extend({ videoTitle: text() }).strict(),
    joinVideo: intro.extend({ videoTitle: text() }).strict(),
    videoGrid: intro,
    videos: z
      .array(
        z
          .object({
            id: text().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens"),
            name: text(),
            // May be empty: not every agent carries a title.
            role: z.string().trim(),
            videoId: text().regex(VIDEO_ID, "must be a video id (6 to 20 letters, digits, - or _)"),
          })
          .strict(),
      )
      .length(11)
      .superRefine((videos, ctx) => {
        const seen = new Set<string>()
        videos.forEach((v, i) => {
          if (seen.has(v.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: `duplicate id "${v.id}"` })
          seen.add(v.id)
        })
      }),
    cta: intro,
    earnings: intro.extend({ tiles: z.array(stat).min(1), disclaimer: text() }).strict(),
    reviews: intro.extend({ frameTitle: text() }).strict(),
    closing: intro,
  })
  .strict()

export const podcastSchema = z
  .object({
    seo,
    hero,
    stats: z.array(stat).length(4),
    channel: intro.extend({ playlistLabel: text(), subscribeLabel: text() }).strict(),
    playlist: intro.extend({ frameTitle: text() }).strict(),
    incomeStory: z
      .object({
        heading: text(),
        startIncome: z.number().int().positive(),
        peakIncome: z.number().int().positive(),
        years: z.number().int().positive(),
        paragraphs: z.array(text()).min(1),
        disclaimer: text(),
      })
      .strict(),
    cta: intro,
  })
  .strict()

const CARD_KINDS = ["phone", "email", "address", "hours"] as const

export const contactSchema = z
  .object({
    seo,
    hero,
    cards: z
      .array(
        z
          .object({
            kind: z.enum(CARD_KINDS),
            title: text(),
            description: text(),
            actionLabel: text(),
          })
          .strict(),
      )
      .length(4)
      .superRefine((cards, ctx) => {
        for (const kind of CARD_KINDS) {
          if (!cards.some((c) => c.kind === kind))
            ctx.addIssue({ code: "custom", message: `needs one card of kind "${kind}"` })
        }
      }),
    survey: intro.extend({ frameTitle: text() }).strict(),
    reasons: z.object({ heading: text(), items: z.array(text()).min(3) }).strict(),
    call: intro.extend({ buttonLabel: text() }).strict(),
    map: intro.extend({ frameTitle: text() }).strict(),
    replyPromise: text(),
  })
  .strict()

const BADGE_KINDS = ["bbb", "amBest", "heritage"] as const

export const quoteSchema = z
  .object({
    requestInfo: z.object({ seo, hero, formTitle: text(), points: z.array(text()).min(1) }).strict(),
    quote: z.object({ seo, hero, surveyTitle: text(), points: z.array(text()).min(1) }).strict(),
    freeQuoteCard: intro.extend({ formTitle: text() }).strict(),
    landing: z
      .object({
        seo,
        hero,
        points: z.array(text()).min(1),
        video: intro.extend({ videoTitle: text() }).strict(),
        survey: intro.extend({ surveyTitle: text() }).strict(),
        footer: z
          .object({
            badgesHeading: text(),
            badges: z
              .array(z.object({ kind: z.enum(BADGE_KINDS), label: text(), description: text() }).strict())
              .length(3),
            disclaimerHeading: text(),
            disclaimer: z.array(text()).min(1),
          })
          .strict(),
      })
      .strict(),
  })
  .strict()

export const storySchema = z
  .object({
    name: text(),
    role: text(),
    seo,
    hero,
    sections: z.array(z.object({ heading: text(), paragraphs: z.array(text()).min(1) }).strict()).min(1),
    income: z
      .object({
        heading: text(),
        lead: text(),
        incomeByYear: z
          .array(
            z
              .object({
                year: z.number().int().min(1900).max(2100),
                amount: z.number().int().nonnegative(),
                note: text().optional(),
              })
              .strict(),
          )
          .min(1)
          .superRefine((rows, ctx) => {
            const problem = incomeTableProblem(rows)
            if (problem) ctx.addIssue({ code: "custom", message: problem })
          }),
        disclaimer: text(),
      })
      .strict(),
    careerTotal: z.object({ label: text(), description: text() }).strict(),
    legacy: stat,
    cta: intro,
  })
  .strict()

export type StoryData = z.infer<typeof storySchema>

// ---------- reading the files ----------

function readJson<T extends z.ZodTypeAny>(dataDir: string, relFile: string, schema: T): z.infer<T> {
  const file = path.join(dataDir, relFile)
  const rel = path.join("data", relFile)
  if (!fs.existsSync(file)) throw new DataError(`${rel}: file is missing`)
  return validateData(rel, schema, parseJson(rel, fs.readFileSync(file, "utf8")))
}

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
    stories.set(slug, readJson(dataDir, path.join("stories", file), storySchema))
  }
  return stories
}

/** Checks every file of this feature; throws a DataError naming the file and the field. */
export function validateStoriesData(dataDir: string): void {
  readJson(dataDir, "testimonials.json", testimonialsSchema)
  readJson(dataDir, "podcast.json", podcastSchema)
  readJson(dataDir, "contact.json", contactSchema)
  readJson(dataDir, "quote.json", quoteSchema)
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

// ---------- GraphQL types ----------

const typeDefs = /* GraphQL */ `
  "Title and description of a page (head tags)."
  type StoriesSeo @dontInfer {
    "Page title; the company name is appended."
    title: String!
    "Meta description (search results, link previews)."
    description: String!
  }

  "Opening band of a page: the h1 and its lead paragraph."
  type StoriesHero @dontInfer {
    "Small line above the heading."
    eyebrow: String
    "The page's one h1."
    title: String!
    lead: String!
  }

  "A heading with a short paragraph under it."
  type StoriesIntro @dontInfer {
    heading: String!
    text: String!
  }

  "A figure tile: the figure, what it counts, and an optional line of context."
  type StoriesStat @dontInfer {
    "The figure as displayed, e.g. 25K+ or $4.3M."
    value: String!
    label: String!
    description: String
  }

  "A section with a video from data/site.json (embeds.videos)."
  type StoriesVideoIntro @dontInfer {
    heading: String!
    text: String!
    "Names the video for screen readers and titles the player."
    videoTitle: String!
  }

  "A section with a third-party frame."
  type StoriesFrameIntro @dontInfer {
    heading: String!
    text: String!
    "Title of the frame (read by screen readers)."
    frameTitle: String!
  }

  """
  Content of /testimonials and /reviews (one page, two addresses), from data/testimonials.json.
  """
  type TestimonialsJson implements Node @dontInfer {
    "Head tags of /testimonials."
    seo: StoriesSeo!
    "Head tags of /reviews (its canonical link points to /testimonials)."
    reviewsSeo: StoriesSeo!
    hero: StoriesHero!
    "The three tiles under the hero."
    stats: [StoriesStat!]!
    "Featured video (id: site embeds.videos.testimonialsFeatured)."
    featuredVideo: StoriesVideoIntro!
    "Join Our Team video (id: site embeds.videos.joinOurTeam)."
    joinVideo: StoriesVideoIntro!
    "Heading of the grid of agent video cards."
    videoGrid: StoriesIntro!
    "The agent and manager video cards (11), in display order."
    videos: [TestimonialVideo!]!
    "Call to action after the grid (Apply Now, View Incentives)."
    cta: StoriesIntro!
    earnings: TestimonialsEarnings!
    "The third-party reviews page (site embeds.reviewsWidgetUrl) in a scroll area."
    reviews: StoriesFrameIntro!
    "Closing band with Apply Here."
    closing: StoriesIntro!
  }

  "A video testimonial card; clicking it opens a player titled '{name} Testimonial'."
  type TestimonialVideo @dontInfer {
    "Stable key of the card (lowercase, hyphens)."
    id: String!
    "Agent's name as shown on the card."
    name: String!
    "Role label (e.g. District Manager); empty when the agent has none."
    role: String!
    "Id of the video at the video service (also gives the thumbnail)."
    videoId: String!
  }

  "Earnings-claim tiles and the disclaimer that must accompany them."
  type TestimonialsEarnings @dontInfer {
    heading: String!
    text: String!
    tiles: [StoriesStat!]!
    "Shown under the tiles; earnings figures are never shown without it."
    disclaimer: String!
  }

  """
  Content of /podcast, the founder success-stories video page, from data/podcast.json.
  """
  type PodcastJson implements Node @dontInfer {
    seo: StoriesSeo!
    hero: StoriesHero!
    "Subscribers, Total Views, Success Rate, Years Experience."
    stats: [StoriesStat!]!
    "Links to the playlist and the channel subscription (addresses in site links)."
    channel: PodcastChannel!
    "The playlist player (site embeds.playlistId), loaded when the visitor presses play."
    playlist: StoriesFrameIntro!
    incomeStory: PodcastIncomeStory!
    "Closing band with buttons to /contact and /request-info."
    cta: StoriesIntro!
  }

  "Where to watch and subscribe."
  type PodcastChannel @dontInfer {
    heading: String!
    text: String!
    playlistLabel: String!
    subscribeLabel: String!
  }

  "The founder's income story, e.g. $19K to $4.3M over 7 years."
  type PodcastIncomeStory @dontInfer {
    heading: String!
    "Income in the first year, in whole dollars."
    startIncome: Int!
    "Income after the given number of years, in whole dollars."
    peakIncome: Int!
    years: Int!
    paragraphs: [String!]!
    disclaimer: String!
  }

  """
  Content of /contact, from data/contact.json. Phone, e-mail, address and hours come from data/site.json.
  """
  type ContactJson implements Node @dontInfer {
    seo: StoriesSeo!
    hero: StoriesHero!
    "The four cards: phone, email, address, hours (details filled from data/site.json)."
    cards: [ContactCard!]!
    "The contact survey (site embeds.forms.contactSurvey)."
    survey: StoriesFrameIntro!
    reasons: ContactReasons!
    "The call band with its tel: button."
    call: ContactCall!
    "The office map (site embeds.mapEmbedUrl)."
    map: StoriesFrameIntro!
    "The reply promise shown with the survey (within 24 hours)."
    replyPromise: String!
  }

  "A contact card; its details and link come from data/site.json according to kind."
  type ContactCard @dontInfer {
    "One of phone, email, address, hours."
    kind: String!
    title: String!
    description: String!
    "Text of the card's link (call, write, directions, or the hours note)."
    actionLabel: String!
  }

  "Reasons to get in touch."
  type ContactReasons @dontInfer {
    heading: String!
    items: [String!]!
  }

  "The band with the call button."
  type ContactCall @dontInfer {
    heading: String!
    text: String!
    buttonLabel: String!
  }

  """
  Content of /request-info, /quote, /get-quote and the Get Your Free Quote card, from data/quote.json.
  """
  type QuoteJson implements Node @dontInfer {
    requestInfo: QuoteFormPage!
    quote: QuoteSurveyPage!
    "The reusable card embedding the application form."
    freeQuoteCard: QuoteCard!
    "The consumer landing page /get-quote."
    landing: QuoteLanding!
  }

  "/request-info: the application form (site embeds.forms.application)."
  type QuoteFormPage @dontInfer {
    seo: StoriesSeo!
    hero: StoriesHero!
    formTitle: String!
    "Short list beside the form: what happens next."
    points: [String!]!
  }

  "/quote: the quote survey (site embeds.forms.quoteSurvey)."
  type QuoteSurveyPage @dontInfer {
    seo: StoriesSeo!
    hero: StoriesHero!
    surveyTitle: String!
    points: [String!]!
  }

  "The Get Your Free Quote card."
  type QuoteCard @dontInfer {
    heading: String!
    text: String!
    formTitle: String!
  }

  "/get-quote, the consumer final expense landing page."
  type QuoteLanding @dontInfer {
    seo: StoriesSeo!
    hero: StoriesHero!
    "Up to $35,000, no medical exam, fixed income, most qualify."
    points: [String!]!
    "Overview video (site embeds.videos.quoteOverview)."
    video: StoriesVideoIntro!
    "The quote survey (site embeds.forms.quoteSurvey)."
    survey: QuoteLandingSurvey!
    footer: QuoteLandingFooter!
  }

  "The quote survey section of /get-quote."
  type QuoteLandingSurvey @dontInfer {
    heading: String!
    text: String!
    surveyTitle: String!
  }

  "Consumer footer (tools-pages §2.11): rating badges and the full disclaimer."
  type QuoteLandingFooter @dontInfer {
    badgesHeading: String!
    "bbb, amBest and heritage; the grades and years come from data/site.json (carrier)."
    badges: [QuoteBadge!]!
    disclaimerHeading: String!
    "Disclaimer paragraphs, in order."
    disclaimer: [String!]!
  }

  "A rating badge; its figure comes from the carrier in data/site.json."
  type QuoteBadge @dontInfer {
    "One of bbb, amBest, heritage."
    kind: String!
    label: String!
    description: String!
  }

  """
  A story page, from data/stories/{slug}.json; the page lives at /{slug}-story. The founder's
  story is the one whose slug is founderFirstName (data/site.json) lowercased.
  """
  type StoryJson implements Node @dontInfer {
    "The file name without .json; the page address is /{slug}-story."
    slug: String!
    "Full name of the person (the founder's must match founderFullName in data/site.json)."
    name: String!
    "Their role, shown under the name."
    role: String!
    seo: StoriesSeo!
    hero: StoriesHero!
    "The narrative, in order."
    sections: [StorySection!]!
    income: StoryIncome!
    "Tile with the sum of the income table (computed, never typed)."
    careerTotal: StoryCareerTotal!
    "The family legacy tile."
    legacy: StoriesStat!
    "Closing band with Apply Here (→ /contact)."
    cta: StoriesIntro!
  }

  "A section of a story's narrative."
  type StorySection @dontInfer {
    heading: String!
    paragraphs: [String!]!
  }

  "The yearly income table and its disclaimer."
  type StoryIncome @dontInfer {
    heading: String!
    lead: String!
    "One row per year, oldest first, without gaps."
    incomeByYear: [StoryIncomeYear!]!
    disclaimer: String!
  }

  "Income of one year."
  type StoryIncomeYear @dontInfer {
    year: Int!
    "Whole dollars."
    amount: Int!
    "Optional note on what happened that year."
    note: String
  }

  "Labels of the career total tile; the figure is the sum of incomeByYear."
  type StoryCareerTotal @dontInfer {
    label: String!
    description: String!
  }
`

type StoryPagesQuery = { allStoryJson: { nodes: { id: string; slug: string }[] } }

export const storiesFeature: Feature = {
  name: "stories",
  typeDefs,
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
  createPages: async ({ graphql, actions, reporter }) => {
    const result = await graphql<StoryPagesQuery>(`
      query StoryPages {
        allStoryJson {
          nodes {
            id
            slug
          }
        }
      }
    `)
    if (result.errors || !result.data) {
      reporter.panicOnBuild("Could not query the story pages (data/stories/)", result.errors)
      return
    }
    const component = path.resolve("src/templates/story.tsx")
    for (const node of result.data.allStoryJson.nodes) {
      actions.createPage({ path: storyPath(node.slug), component, context: { id: node.id } })
    }
  },
}
