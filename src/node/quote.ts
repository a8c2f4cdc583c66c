/**
 * The quote and application pages of data/quote.json (/request-info, /quote, /get-quote)
 * and the Get Your Free Quote card: their schema and their collection.
 */
import { z } from "zod"
import { defineCollection } from "./schema/collection"
import {
  atLeastOne,
  embedFallback,
  hero,
  intro,
  line,
  noTwoAlike,
  seo,
  text,
  textWith,
  videoIntro,
} from "./schema/vocabulary"

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

/** The content of data/quote.json. */
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

/** data/quote.json: checked before the build and typed in GraphQL from its schema. */
export const quoteCollection = defineCollection({
  label: "Quote and application pages",
  files: ["quote.json"],
  schema: quoteSchema,
  description: "Content of /request-info, /quote, /get-quote and the Get Your Free Quote card, from data/quote.json.",
})
