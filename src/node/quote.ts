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

const options = (what: string) =>
  atLeastOne(line(), "choice", "the question stands over them")
    .min(2, "must offer at least two choices")
    .superRefine((items, ctx) => {
      if (new Set(items).size !== items.length) ctx.addIssue({ code: "custom", message: "lists a choice twice" })
    })
    .describe(`${what} The answer is sent as written here.`)

const field = (what: string) =>
  z
    .strictObject({
      label: line().describe(`Label of the ${what} box.`),
      hint: text().optional().describe("Shown under the label, tied to the box for screen readers."),
    })
    .describe(`The ${what} box.`)

const choiceField = (what: string, choices: string) =>
  z
    .strictObject({ label: line().describe(`The question: ${what}.`), options: options(choices) })
    .describe(`The ${what} question.`)

/** What both of the site's own request forms say alike: the contact boxes, the buttons and the messages. */
const requestForms = z
  .strictObject({
    name: field("name"),
    phone: field("phone"),
    email: field("e-mail (optional)"),
    submitLabel: line().describe("Label of the send button."),
    sendingLabel: line().describe("Label of the send button while sending."),
    honeypotLabel: line().describe(
      "Label of a box hidden from people (and from screen readers) that only programs fill: a request with it filled is not sent.",
    ),
    messages: z
      .strictObject({
        required: line().describe("Under an empty box that must be filled."),
        phone: text().describe("Under a phone number that is not 10 digits."),
        email: text().describe("Under an e-mail address that cannot be one."),
        checkAnswers: text().describe(
          "Said beside the send button when a send is refused: each box to fix has a note under it.",
        ),
        notConfigured: text().describe(
          "Said when the site has no address to send requests to (the form's webhook unset): call instead; what was typed stays.",
        ),
        failed: text().describe(
          "Said when a send failed (offline, no answer, an error): it is kept and sent by itself later; or call.",
        ),
      })
      .describe("What both forms say, in plain words."),
  })
  .meta({
    id: "RequestFormWords",
    description:
      "The words both of the site's own request forms share (the quote request and the recruits' request for information).",
  })

/** What one of the site's own request forms says of its own. */
const ownForm = (what: string, consent: string) => ({
  heading: line().describe("Heading over the form, where the page has none of its own."),
  intro: text().describe("One sentence under it: what happens after sending."),
  consent: textWith("company").describe(
    `The optional box for calls and texts: ${consent}, automated technology and prerecorded messages, frequency, rates, STOP and HELP, and that it is not a condition of ${what}. Sent with the request, word for word, checked or not.`,
  ),
  thanks: z
    .strictObject({
      heading: line().describe("Heading once the request is sent."),
      text: text().describe("What happens next, and when."),
    })
    .describe("Shown in place of the form once the request is sent."),
})

/** The site's own quote request form: shown wherever no third-party form is configured. */
const quoteRequest = z
  .strictObject({
    ...ownForm("a quote", "names {company} and the licensed agent assigned to the request"),
    zip: field("ZIP code"),
    age: field("age or date of birth"),
    forWhom: choiceField("who the coverage is for", "Myself, a parent, a spouse, someone else."),
    coverage: choiceField("about how much coverage", "A few ranges, and one for not sure."),
    bestTime: choiceField("the best time to call", "Parts of the day, and any time."),
    messages: z
      .strictObject({
        zip: text().describe("Under a ZIP code that is not 5 digits."),
        zipNotServed: text().describe(
          "Under a ZIP code of a state the agency does not serve: polite, with the phone number; {state} is that state.",
        ),
        age: text().describe("Under an age that is neither a number of years nor a date of birth."),
        ageOutside: text().describe("Under an age the carrier issues no plan at: the issue ages and the phone number."),
      })
      .describe("What this form alone says, in plain words."),
  })
  .describe(
    "The quote request form of the site's own (home page, /quote, /get-quote, the quote card, /contact); its name, phone and e-mail boxes, buttons and shared messages are requestForms.",
  )

/** The recruits' request for more information: /request-info, while no application form is configured. */
const infoRequest = z
  .strictObject({
    ...ownForm(
      "a call about the career",
      "names {company} and its recruiting team, about a career, apart from any insurance consent",
    ),
    state: field("state the recruit lives in"),
    licensed: choiceField("whether the recruit holds a life insurance license", "Yes, not yet, and the like."),
  })
  .describe(
    "The request for more information of the site's own on /request-info; its name, phone and e-mail boxes, buttons and shared messages are requestForms.",
  )

/** The content of data/quote.json. */
export const quoteSchema = z.strictObject({
  requestForms,
  request: quoteRequest,
  infoRequest,
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
  languages: true,
  schema: quoteSchema,
  description: "Content of /request-info, /quote, /get-quote and the Get Your Free Quote card, from data/quote.json.",
})
