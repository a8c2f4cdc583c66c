/**
 * Fields shared by the recruiting pages (data/recruiting.json) and the booking pages
 * (data/booking.json): cards and videos under a heading, and the reviews section.
 */
import { atLeastOne, line, text, titledText, videoRef } from "../schema/vocabulary"

/** Titled cards: any number, in a grid that wraps; at least one, as their heading stands over them. */
export const cards = (what: string) =>
  atLeastOne(titledText, "card").describe(`${what} In order; at least one, as the heading stands over them.`)
/** Videos (keys in data/videos.json): any number, in a grid that wraps; at least one, as their heading stands over them. */
export const videos = (what: string) =>
  atLeastOne(videoRef(), "video").describe(
    `${what} Keys in data/videos.json, in order; at least one, as the heading stands over them.`,
  )

/** The heading and the sentence of a page's reviews section. */
export const reviews = {
  reviewsHeading: line().describe("Heading of the reviews section."),
  reviewsIntro: text().describe("Sentence above the reviews frame."),
}
