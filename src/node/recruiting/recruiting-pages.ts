/**
 * The recruiting pages of data/recruiting.json (/ziprecruiter, /ziprecruiter-apply,
 * /ziprecruiter-zip and /fl-tx-agents): their schema and their collection.
 */
import { z } from "zod"
import { defineCollection } from "../schema/collection"
import {
  atLeastOne,
  embedFallback,
  faqItem,
  hero,
  line,
  quotesBand,
  sampleFlag,
  seo,
  text,
  videoIntro,
} from "../schema/vocabulary"
import { DATE_TIME_WITH_OFFSET, parseMoment } from "../../lib/countdown"
import { cards, reviews, videos } from "./fields"

const faqs = (what: string) =>
  atLeastOne(faqItem, "question").describe(`${what} In order; at least one, as the heading stands over them.`)
/** Empty until the agency states it, or a moment written with its UTC offset. */
const optionalMoment = () =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (DATE_TIME_WITH_OFFSET.test(v) && parseMoment(v) !== null),
      "must be empty or a date and time with its offset, like 2026-12-04T17:00:00-08:00",
    )

/** The content of data/recruiting.json. */
export const recruitingSchema = z.strictObject({
  landing: z
    .strictObject({
      seo: seo.describe("Head tags of /ziprecruiter."),
      hero: hero.describe("Opening band (dark theme)."),
      ctaLabel: line().describe("Label of the hero button that scrolls to the application form."),
      mentor: videoIntro.describe("The mentor video."),
      benefitsHeading: line().describe("Heading of the benefit cards."),
      benefits: cards("The benefit cards."),
      formHeading: line().describe("Heading of the application form section."),
      formIntro: text().describe("Sentence above the application form, shown only with the form."),
      formFallback: embedFallback(),
      formTitle: line().describe("Accessible title of the application form frame."),
      formConsent: text().describe(
        "Consent to calls and texts under the application form (and its fallback): {callConsentNote}: that agreeing is optional, and the one wording the site uses.",
      ),
      privacyLinkLabel: line().describe("Label of the link to the privacy policy after the consent."),
      testimonials: quotesBand.describe("The agents' quotes."),
      videosHeading: line().describe("Heading of the agent videos."),
      agentVideos: videos("Agent videos."),
      ...reviews,
      faqHeading: line().describe("Heading of the questions."),
      faq: faqs("Questions and answers about the career."),
      closingHeading: line().describe("Heading of the closing band."),
      closingText: text().describe("Sentence of the closing band."),
      disclaimer: text().describe("Results-not-typical disclosure at the foot of the page."),
    })
    .describe("The recruiting landing page /ziprecruiter."),
  apply: z
    .strictObject({
      seo: seo.describe("Head tags of /ziprecruiter-apply."),
      hero: hero.describe("Opening band of the sales page."),
      spotsText: text().describe(
        "The sample scarcity line, shown with a countdown from 23:45:00 while scarcity has no count or closing moment (the sample site only: a live build is refused then).",
      ),
      countdownLabel: line().describe("Label of the sample countdown."),
      scarcity: z
        .strictObject({
          shown: z
            .boolean()
            .describe(
              "Whether the sales page makes a scarcity claim at all. Turn it off when no class or offer has a real limit: the page then shows neither the line nor a countdown.",
            ),
          spotsLeft: z
            .int()
            .min(0)
            .optional()
            .describe(
              "How many places are still open, as counted when you publish. Update it as places fill; 0 hides the line and the countdown.",
            ),
          closes: optionalMoment().describe(
            "When the places close: a date and time with its offset from UTC, e.g. 2026-12-04T17:00:00-08:00 for 5 pm Pacific. The countdown runs to this moment by the visitor's clock and stops at 00:00:00; once it has passed, the line and the countdown are hidden.",
          ),
          text: text()
            .refine((v) => v.includes("{amount}"), "must name the count as {amount}")
            .describe(
              'The scarcity line: {amount} is spotsLeft, and the line says what the places are for, e.g. "Only {amount} spots left in the training class that starts January 11, 2027".',
            ),
          countdownLabel: line().describe(
            'Label of the countdown to closes, e.g. "Applications for this class close in".',
          ),
        })
        .describe(
          "A real scarcity claim: the count of places left and when they close. Until both are filled in, the page shows the sample line and countdown and a live build is refused.",
        ),
      bookLabel: line().describe("Label of the Book My Interview buttons (to /calendar)."),
      earnings: z
        .strictObject({
          heading: line().describe("Heading of the earnings figures."),
          items: z
            .array(
              z
                .strictObject({
                  figure: text().describe("The figure as displayed."),
                  label: line().describe("What it is."),
                })
                .meta({ id: "EarningsFigure", description: "An earnings figure with its label." }),
            )
            .min(1)
            .describe("The earnings figures, in order. At least one: the heading and the disclosure stand with them."),
          disclaimer: text().describe(
            "Shown with the figures, as large as their labels: the {typicalEarnings} statement, that results are not typical, and any money figure stated as gross (before lead costs and chargebacks).",
          ),
          sample: sampleFlag(
            "the sample agency's average sale and top producers' figures",
            "Replace each with a figure from the agency's own records, saying what it counts and over which period, or remove it.",
          ),
        })
        .describe("Earnings figures with their disclosure."),
      stepsHeading: line().describe("Heading of the steps."),
      steps: cards("The steps to start, numbered in order."),
      benefitsHeading: line().describe("Heading of the benefit cards."),
      benefits: cards("The benefit cards."),
      testimonials: quotesBand.describe("The agents' quotes."),
      faqHeading: line().describe("Heading of the questions."),
      faq: faqs("Questions and answers."),
      ...reviews,
      disclaimersHeading: line().describe("Heading of the disclaimers."),
      disclaimers: z
        .array(text())
        .min(1)
        .describe("Disclaimer paragraphs at the foot of the page, in order. At least one: the page's figures need it."),
      consentHeading: line().describe("Heading of the consent note."),
      consent: text().describe(
        "The consent note about calls and texts: {callConsentNote}: that agreeing is optional, and the one wording the site uses.",
      ),
      privacyLinkLabel: line().describe("Label of the link to the privacy policy."),
    })
    .describe("The recruiting sales page /ziprecruiter-apply."),
  careerInfo: z
    .strictObject({
      seo: seo.describe("Head tags of /ziprecruiter-zip."),
      hero: hero.describe("Opening band."),
      videosHeading: line().describe("Heading of the career videos."),
      videos: videos("The career videos."),
      calendarHeading: line().describe("Heading of the booking calendar."),
      calendarIntro: text().describe("Sentence above the booking calendar, shown only with the calendar."),
      calendarFallback: embedFallback(),
      calendarConsent: text().describe(
        "Consent to calls and texts beside the booking calendar (and its fallback): {callConsentNote}: that agreeing is optional, and the one wording the site uses.",
      ),
      privacyLinkLabel: line().describe("Label of the link to the privacy policy after the consent."),
      ...reviews,
    })
    .describe(
      "The career information page /ziprecruiter-zip: it states no earnings, so it carries no earnings disclosure.",
    ),
  zipPage: z
    .strictObject({
      seo: seo.describe("Head tags of /fl-tx-agents."),
      hero: hero.describe("Opening band."),
      inputLabel: line().describe("Label of the zip code box."),
      inputHint: text().describe("Hint under the box (digits only)."),
      eligibleMessage: z
        .literal("✓ This zip code is eligible for contracting!")
        .describe("Message for an eligible code (fixed wording)."),
      ineligibleMessage: z
        .literal("✗ This zip code is not currently eligible for contracting.")
        .describe("Message for any other code (fixed wording)."),
      ruleHeading: line().describe("Heading of the eligibility rule."),
      rule: z
        .array(text())
        .min(1)
        .describe("The rule, one paragraph each. At least one: the heading stands over them."),
      showAllLabel: line().describe("Label of the button that shows every eligible code."),
      hideAllLabel: line().describe("Label of the button that hides them again."),
      floridaLabel: line().describe("Heading of the Florida list."),
      texasLabel: line().describe("Heading of the Texas list."),
      countLabel: line()
        .refine((v) => v.includes("{amount}"), "must contain {amount}")
        .describe("After each state's heading: how many zip codes its list has ({amount}), e.g. (1,234 zip codes)."),
      applyLabel: line().describe("Label of the button to apply."),
      disclaimer: text().describe("Fine print under the checker."),
      sourceNote: text().describe("Credit of the zip code data (its source and license)."),
      licenseLabel: line().describe("Text of the link to the data's license; {license} is its name."),
    })
    .describe("The zip code eligibility page /fl-tx-agents."),
})

/** data/recruiting.json: checked before the build and typed in GraphQL from its schema. */
export const recruitingCollection = defineCollection({
  label: "Recruiting pages",
  files: ["recruiting.json"],
  schema: recruitingSchema,
  description: "The recruiting pages /ziprecruiter, /ziprecruiter-apply, /ziprecruiter-zip and /fl-tx-agents.",
})
