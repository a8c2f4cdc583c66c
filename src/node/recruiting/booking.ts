/**
 * The interview booking pages of data/booking.json (/tl-booking, /calendar, /co-calendar
 * and any added): their schema and their collection.
 */
import { z } from "zod"
import { defineCollection } from "../schema/collection"
import { embedFallback, hero, line, quotesBand, seo, text } from "../schema/vocabulary"
import { cards, reviews, videos } from "./fields"

const bookingPath = () =>
  text()
    .regex(/^\/[a-z0-9-/]*$/, "must be a site path such as /calendar")
    .describe("Address of the page, e.g. /calendar.")

/** Booking pages other pages and the navigation link to, so none of them may go. */
const LINKED_BOOKING_PATHS = ["/tl-booking", "/calendar", "/co-calendar"] as const

/** The content of data/booking.json. */
export const bookingSchema = z.strictObject({
  featuresHeading: line().describe("Heading of the feature cards."),
  features: cards("The feature cards."),
  widgetHeading: line().describe("Heading of the booking widget."),
  widgetIntro: text().describe("Sentence above the booking widget, shown only with the widget."),
  widgetFallback: embedFallback(),
  consent: text().describe(
    "Consent to calls and texts beside the booking widget (and its fallback): {callConsentNote}: that agreeing is optional, and the one wording the site uses.",
  ),
  privacyLinkLabel: line().describe("Label of the link to the privacy policy after the consent."),
  videosHeading: line().describe("Heading of the videos."),
  videos: videos("The videos."),
  reviewsPanel: quotesBand
    .extend({
      ratingsNote: text().describe(
        "Under the two grades: {ratings}, each rating with its rater, scale and date, and that they are the carrier's.",
      ),
      reviewsLinkLabel: line().describe("Label of the link to the public reviews page."),
      bbbLabel: text().describe("Words after the carrier's business-bureau grade; {carrier} is its name."),
      amBestLabel: text().describe("Words after the carrier's insurer-rating agency grade; {carrier} is its name."),
    })
    .meta({ id: "ReviewsPanel", description: "Agents' quotes beside the carrier's ratings." })
    .describe("The reviews panel, shown only on the variant that has it."),
  ...reviews,
  applyLabel: line().describe("Label of the button to apply."),
  incentivesLabel: line().describe("Label of the button to /agent-incentives."),
  actionsHeading: line().describe("Heading of those buttons, read by screen readers only."),
  actionsText: text().describe("Sentence above those buttons."),
  disclaimer: text().describe("Results-not-typical disclosure at the foot of the page."),
  variants: z
    .array(
      z
        .strictObject({
          path: bookingPath(),
          seo: seo.describe("Head tags of this variant."),
          hero: hero.describe("Opening band of this variant."),
          reviewsPanel: z.boolean().describe("Whether this variant shows the reviews panel."),
        })
        .meta({ id: "BookingVariant", description: "One of the three booking pages." }),
    )
    .min(LINKED_BOOKING_PATHS.length, `needs the pages the site links to: ${LINKED_BOOKING_PATHS.join(", ")}`)
    .refine(
      (v) => LINKED_BOOKING_PATHS.every((p) => v.some((x) => x.path === p)),
      `needs the pages the site links to: ${LINKED_BOOKING_PATHS.join(", ")}`,
    )
    .refine((v) => new Set(v.map((x) => x.path)).size === v.length, "paths must be unique")
    .refine((v) => new Set(v.map((x) => x.seo.title)).size === v.length, "titles must be unique")
    .refine((v) => new Set(v.map((x) => x.hero.title)).size === v.length, "headings must be unique")
    .refine((v) => v.filter((x) => x.reviewsPanel).length === 1, "exactly one variant has the reviews panel")
    .describe(
      `The booking pages, one per address. ${LINKED_BOOKING_PATHS.join(", ")} stay, as the navigation, the sales page and the lead magnets link to them; more may be added.`,
    ),
})

/** data/booking.json: checked before the build and typed in GraphQL from its schema. */
export const bookingCollection = defineCollection({
  label: "Interview booking pages",
  files: ["booking.json"],
  schema: bookingSchema,
  description: "The three interview booking pages, from data/booking.json.",
})
