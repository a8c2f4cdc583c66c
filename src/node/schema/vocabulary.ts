/**
 * Shapes that recur across data files, declared once. Each has a `meta({ id })`, which is
 * its GraphQL type name and its JSON Schema definition name, so every file that uses
 * `hero` or `stat` gets the same `Hero` or `Stat` type. Extend a shape (`hero.extend`)
 * when a page needs more fields; the result is a type of its own, named after its place.
 */
import { z } from "zod"
import { text } from "./data-validation"
import { reference } from "./collection"
import type { SampleAdvice } from "./walk"

export { text }

/** Longest text an editor types on one line: a heading, a label, a name. */
export const LINE_MAX = 100

/** One line of text (a heading, a label, a name), at most LINE_MAX characters: a one-line box in the browser editor. */
export const line = () => text().max(LINE_MAX, `must be at most ${LINE_MAX} characters (one line)`)

/**
 * A list, in order, of any number of `item`s but at least one: `why` is what would stand
 * over nothing without one (by default the heading over them), said in the error.
 */
export const atLeastOne = <T extends z.ZodType>(item: T, noun: string, why = "the heading stands over them") =>
  z.array(item).min(1, `needs at least one ${noun}: ${why}`)

/**
 * A check for `.superRefine` on a list: no two items share the value of `field`. Each later
 * item with a value seen before is named at its own field, with `says(value)` as the error.
 */
export const noTwoAlike =
  <K extends string>(field: K, says: (value: string) => string) =>
  (items: readonly Record<K, string>[], ctx: z.RefinementCtx) => {
    items.forEach((item, i) => {
      if (items.findIndex((other) => other[field] === item[field]) !== i)
        ctx.addIssue({ code: "custom", path: [i, field], message: says(item[field]) })
    })
  }

/** Several paragraphs of plain text, shown in order: any number, at least one, as a heading stands over them. */
export const paragraphs = () => atLeastOne(text(), "paragraph", "a heading stands over them")

/**
 * A text that reads the same in every language (an address, a date, a name, a colour, a
 * figure): in a file in two languages the editor asks for it in English only, and the
 * list of texts not yet in Spanish leaves it out.
 */
export const sameInEveryLanguage = <T extends z.ZodType>(schema: T): T => schema.meta({ sameInEveryLanguage: true })

/** An address inside this site, e.g. /contact. */
export const sitePath = () =>
  sameInEveryLanguage(
    text().refine((v) => v.startsWith("/") && !v.startsWith("//"), "must be a site path starting with /"),
  )

/** An absolute http(s) address. */
export const url = () => sameInEveryLanguage(text().regex(/^https?:\/\/\S+$/, "must be an http(s):// address"))

/** An address the agency may not have yet: empty (the page then offers a call, an e-mail or the contact page) or http(s)://. */
export const optionalUrl = () =>
  sameInEveryLanguage(
    z
      .string()
      .trim()
      .regex(/^(https?:\/\/\S+)?$/, "must be empty or an http(s):// address"),
  )

/** An account id at a third-party service that the agency may not have yet (empty when it has none). */
export const optionalId = () => sameInEveryLanguage(z.string().trim())

/** A site path or an absolute address. */
export const pathOrUrl = () =>
  sameInEveryLanguage(
    text().refine((v) => (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\//.test(v), {
      message: "must start with / or http(s)://",
    }),
  )

/**
 * Marks a record as the sample agency's (written people, generated photos, figures from
 * the specification): the site shows it, and `npm run preflight` refuses a live build
 * while it is true, saying `what` the sample is and the `action` that replaces it (as the
 * editor's hint does).
 */
export const sampleFlag = (what: string, action: string) =>
  z
    .boolean()
    .optional()
    .meta({
      sample: { what, action } satisfies SampleAdvice,
      description: `Sample content shipped with the site: ${what}. ${action} A live build is refused while this is true; untick it then.`,
    })

/** What each statement token is, for the message when a text leaves it out. */
const STATEMENTS = {
  typicalEarnings: "the typical-earnings statement, beside every income figure",
  leadTerms: "the lead terms, beside every promise of leads",
  gradedBenefit: "the graded-benefit limit, beside every no medical exam",
  ratings: "each rating's rater, scale and date, beside every rating shown",
  company: "the agency's name: the people quoted are its agents and managers",
} as const

/**
 * A text that must name each of `tokens`: the disclosure a claim needs in its band, so
 * an editor cannot drop it and still build.
 */
export const textWith = (...tokens: (keyof typeof STATEMENTS)[]) =>
  tokens.reduce(
    (schema, token) => schema.refine((v) => v.includes(`{${token}}`), `must contain {${token}}, ${STATEMENTS[token]}`),
    text(),
  )

/** A calendar date written YYYY-MM-DD. */
export const isoDate = () => sameInEveryLanguage(text().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2024-01-31"))

/** A date that may not be known yet: empty, or YYYY-MM-DD. */
export const optionalDate = () =>
  sameInEveryLanguage(
    z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, "must be empty or a date like 2025-12-31"),
  )

export const seo = z
  .strictObject({
    title: line().describe("The page's title in search results and browser tabs; the company name is added after it."),
    description: text().describe("The page's meta description: one or two sentences for search results and previews."),
  })
  .meta({ id: "Seo", description: "What search engines and link previews show for a page." })

export const hero = z
  .strictObject({
    eyebrow: line().optional().describe("Short line above the heading."),
    title: line().describe("The page's one h1."),
    lead: text().describe("The paragraph under the heading."),
    note: text()
      .optional()
      .describe(
        "Small print under the lead: the results-not-typical disclosure an income figure in the heading needs beside it.",
      ),
  })
  .meta({ id: "Hero", description: "Opening band of a page: eyebrow line, the h1 and a lead paragraph." })

export const titledText = z
  .strictObject({
    title: line().describe("Heading of the card or item."),
    text: text().describe("Its paragraph."),
  })
  .meta({ id: "TitledText", description: "A short titled paragraph: a benefit card, a reason, a step." })

export const titledTextList = z
  .strictObject({
    title: line().describe("Heading of the section."),
    items: atLeastOne(titledText, "card").describe(
      "The cards, in order; they wrap onto as many rows as they need. At least one: the heading stands over them.",
    ),
  })
  .meta({ id: "TitledTextList", description: "A section of titled cards under one heading." })

export const section = z
  .strictObject({
    eyebrow: line().optional().describe("Short line above the heading."),
    title: line().describe("Heading of the section."),
    paragraphs: paragraphs().describe("The section's paragraphs, in order."),
  })
  .meta({ id: "Section", description: "A titled section of plain paragraphs." })

export const stat = z
  .strictObject({
    value: line().describe("The figure as displayed, e.g. 282,826+ or 98%."),
    label: line().describe("What the figure counts."),
    description: text().optional().describe("One line under the label."),
    basis: text().describe(
      "What exactly the figure counts and over which period, shown under it (e.g. policies written from 2008 to 2025, counted by the carrier).",
    ),
    sample: sampleFlag(
      "sample statistics",
      "Put in the agency's own figure from its records, with its basis and period, or remove the tile.",
    ),
  })
  .meta({ id: "Stat", description: "A figure with its label, shown as a stat tile." })

/** A field that names a quote of data/people.json by its key; GraphQL resolves it to the Quote and who said it. */
export const quoteRef = () => reference("Quote", "key")

/**
 * A band of agents' quotes: its heading, the quotes (any number, in a grid that wraps; at
 * least one, as the heading stands over them) and the note that says whose agents they are
 * and what a typical agent earns.
 */
export const quotesBand = z
  .strictObject({
    heading: line().describe("Heading of the quotes."),
    quotes: atLeastOne(quoteRef(), "quote").describe(
      "Keys of agents' quotes in data/people.json, in order; at least one, as the heading stands over them.",
    ),
    note: textWith("company").describe(
      "Line under the quotes: everyone quoted is an agent of {company}. Where a quote tells of results (speaksOfResults in data/people.json), also that results are not typical, and {typicalEarnings}; where none does, no results-not-typical note (the build checks both).",
    ),
  })
  .meta({ id: "QuotesBand", description: "A band of agents' quotes with the note on whose agents they are." })

/** A field that names a person of data/people.json by their key. */
export const personRef = () => reference("Person", "key")

export const faqItem = z
  .strictObject({
    question: text().describe("The question as a visitor would ask it."),
    answer: text().describe("The answer in plain text (search matches and highlights both)."),
  })
  .meta({ id: "FaqItem", description: "One question and its answer." })

export const link = z
  .strictObject({
    label: line().describe("Text of the button."),
    to: pathOrUrl().describe("Where it leads: a site path such as /quote, or a full address."),
  })
  .meta({ id: "Link", description: "A button or link: its text and where it leads." })

export const callToAction = z
  .strictObject({
    title: line().describe("Heading of the block."),
    text: text().describe("The sentence that asks the visitor to act."),
    links: atLeastOne(link, "button", "the block asks the visitor to act").describe(
      "Its buttons, in order: the first is the main one. At least one: the block asks the visitor to act.",
    ),
  })
  .meta({ id: "CallToAction", description: "A closing block: heading, sentence and one or more buttons." })

export const intro = z
  .strictObject({
    heading: line().describe("Heading of the section."),
    text: text().describe("The paragraph under it."),
  })
  .meta({ id: "Intro", description: "A section's heading with a short paragraph under it." })

/** A field that names a video of data/videos.json by its key; GraphQL resolves it to the Video. */
export const videoRef = () => reference("Video", "key")

/** An intro that presents a video of data/videos.json. */
export const videoIntro = intro
  .extend({ video: videoRef().describe("Key of the video in data/videos.json.") })
  .meta({ id: "VideoIntro", description: "A section with a video: heading, paragraph and the video." })

/** What a section says instead of its embed while the agency has not set the service up (its id is empty). */
export const embedFallback = () =>
  text().describe(
    "Shown instead of the paragraph and the frame while the service is not set up: what to do instead (the ways to reach a person follow it).",
  )

/** An intro that presents a third-party frame (form, reviews, map). */
export const frameIntro = intro
  .extend({
    text: text().describe("The paragraph under the heading, shown only with the frame: it may speak of the frame."),
    fallback: embedFallback().optional(),
    frameTitle: text().describe("Title of the frame, read by screen readers."),
  })
  .meta({
    id: "FrameIntro",
    description: "A section with a third-party frame: heading, paragraph and the frame's title.",
  })
