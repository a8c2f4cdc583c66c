/** The podcast page /podcast of data/podcast.json: its schema and its collection. */
import { z } from "zod"
import { defineCollection } from "./schema/collection"
import { callToAction, frameIntro, hero, intro, line, paragraphs, seo, text, textWith } from "./schema/vocabulary"
import { tiles } from "./stat-tiles"

/** The content of data/podcast.json. */
export const podcastSchema = z.strictObject({
  seo: seo.describe("Head tags of /podcast."),
  hero: hero.describe("Opening band of the page."),
  statsLabel: line().describe("Accessible name of the channel figures."),
  stats: tiles(
    "The channel's figures (channel subscribers, video views, featured agents still writing business, years in business, …).",
  ),
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

/** data/podcast.json: checked before the build and typed in GraphQL from its schema. */
export const podcastCollection = defineCollection({
  label: "Podcast page",
  files: ["podcast.json"],
  schema: podcastSchema,
  description: "Content of /podcast, the founder success-stories video page, from data/podcast.json.",
})
