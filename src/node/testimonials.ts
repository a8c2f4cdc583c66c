/**
 * The testimonials page /testimonials (also served as /reviews) of data/testimonials.json:
 * its schema and its collection.
 */
import { z } from "zod"
import { defineCollection } from "./schema/collection"
import {
  atLeastOne,
  callToAction,
  frameIntro,
  hero,
  intro,
  link,
  line,
  noTwoAlike,
  personRef,
  seo,
  stat,
  text,
  textWith,
  videoIntro,
  videoRef,
} from "./schema/vocabulary"
import { tiles } from "./stat-tiles"

/** The content of data/testimonials.json. */
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

/** data/testimonials.json: checked before the build and typed in GraphQL from its schema. */
export const testimonialsCollection = defineCollection({
  label: "Testimonials and Reviews page",
  files: ["testimonials.json"],
  schema: testimonialsSchema,
  description: "Content of /testimonials and /reviews (one page, two addresses), from data/testimonials.json.",
})
