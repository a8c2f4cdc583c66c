/**
 * Blueprint and in-home survey landing pages, their PDFs, thank-you pages and legal pages.
 * Content: data/blueprint.json, data/in-home-survey.json, data/thank-you.json,
 * data/legal.json. The blueprint landing address depends on data (the author's first
 * name) and the legal pages carry the build date, so those pages are created here.
 */
import path from "path"
import { z } from "zod"
import type { CreatePagesArgs } from "gatsby"
import { blueprintLandingPath, DO_NOT_SELL_ID } from "../lib/lead-magnets"
import type { Feature, PreflightItem, ReadData } from "./feature-type"
import { spanishPagesOfNode } from "./routes"
import { siteCollection } from "./site"
import { formatDate } from "./site-facts"
import { pageIn } from "../lib/routes"
import { LANGUAGES, LOCALES } from "../lib/languages"
import { defineCollection, readSingle } from "./schema/collection"
import {
  atLeastOne,
  hero,
  isoDate,
  line,
  paragraphs,
  quotesBand,
  sampleFlag,
  seo,
  text,
  titledText,
  videoRef,
} from "./schema/vocabulary"

/** How many steps the blueprint has: its name, address and PDF say so. */
const BLUEPRINT_STEPS = 7

const story = z
  .strictObject({
    heading: line().describe("Heading of the story."),
    paragraphs: paragraphs().describe("Its paragraphs."),
  })
  .meta({ id: "LeadMagnetStory", description: "The story that opens a lead-magnet page." })

/** What both PDFs' words start with: the document's title and keywords, and its first page's subtitle. */
const pdfWords = z.strictObject({
  fileTitle: line().describe("Title of the PDF."),
  subtitle: text().describe("Subtitle on its first page."),
  keywords: z.array(line()).min(1).describe("The PDF's keywords (its document properties), one per item."),
})

/** Both landings' call band: its heading, sentence and button. */
const callBand = z.strictObject({
  heading: line().describe("Heading of the call band."),
  body: text().describe("Its sentence."),
  buttonLabel: line().describe("Label of the call button."),
})

export const blueprintSchema = z.strictObject({
  seo: seo.describe("Head tags of the blueprint landing; {name} is the author's first name, {company} the company."),
  hero: hero
    .extend({
      downloadLabel: line().describe("Label of the download button (to /thank-you-blueprint)."),
      callLabel: line().describe("Label of the call button."),
      scrollLabel: line().describe("Label of the link that scrolls to the seven steps."),
    })
    .describe("Opening band; {name} (the author's first name) and {company} are filled in."),
  story: story.describe("The author's story."),
  learnHeading: line().describe("Heading of the seven steps."),
  stepLabel: line()
    .refine((v) => v.includes("{amount}"), "must contain {amount}")
    .describe("Read by screen readers before each step's title; {amount} is the step's number."),
  learnIntro: text().describe("Sentence above the steps."),
  steps: z
    .array(
      z
        .strictObject({
          title: line().describe("Name of the step."),
          summary: text().describe("One-sentence summary on the page."),
          goal: text().describe("The step's goal (in the PDF)."),
          points: atLeastOne(text(), "point", "the step's page in the PDF lists them").describe(
            "What to do, in order, at least one point (in the PDF, which lists them under the step). No pressure on older clients: no urgency, fear or sign-today lines.",
          ),
          script: z
            .string()
            .describe(
              "Words to say, if the step has any (in the PDF; may be empty). Calm and factual: no urgency, fear or sign-today lines.",
            ),
        })
        .meta({ id: "BlueprintStep", description: "One of the seven steps of the blueprint." }),
    )
    .length(BLUEPRINT_STEPS, `must list exactly ${BLUEPRINT_STEPS} steps`)
    .describe(
      `The ${BLUEPRINT_STEPS} steps, in order. Exactly ${BLUEPRINT_STEPS}: the blueprint is named for them, in its page's address (/{name}-${BLUEPRINT_STEPS}-step-blueprint), its PDF's file name and the PDF's heading over them.`,
    ),
  testimonials: quotesBand.describe("The agents' quotes."),
  call: callBand.describe("The call band."),
  footer: z
    .strictObject({
      heading: line().describe("Heading of the footer."),
      disclaimer: text().describe("Disclaimer in the footer."),
    })
    .describe("The page footer."),
  pdf: pdfWords
    .extend({
      pageLabel: line().describe(
        "The page number at the foot of every page; {number} is the page's number (e.g. Page {number}).",
      ),
      introHeading: line().describe("Heading over the introduction paragraphs (e.g. How to use this guide)."),
      intro: paragraphs().describe("Introduction paragraphs."),
      stepsHeading: line().describe("Heading over the list of the steps (each step's title and summary)."),
      stepLabel: line().describe(
        "Line over each step's title, drawn in capitals; {number} is the step's number, {total} the number of steps (e.g. Step {number} of {total}).",
      ),
      goalLabel: line().describe("Word before each step's goal (e.g. Goal:)."),
      scriptLabel: line().describe(
        "Label of the box with the words to say in a step, drawn in capitals (e.g. Say it like this).",
      ),
      weekHeading: line().describe("Heading of the first-week plan."),
      weekIntro: text().describe("Sentence before the plan."),
      weekRows: z.array(text()).min(1).describe("The plan, one row per day."),
      weekColumn: line().describe(
        "Header of each of the scorecard's four week columns; {number} is the week (e.g. Week {number}).",
      ),
      closingHeading: line().describe("Heading over the closing paragraphs (e.g. Keep going)."),
      closing: paragraphs().describe("Closing paragraphs."),
      bookingLabel: line().describe(
        "Words before the toll-free number, the e-mail and the booking page's address on the last page (e.g. Book your 15-minute call:).",
      ),
      disclaimer: text().describe(
        "Disclaimer on the last page: how agents are paid, and the rules they work under. The PDF names no income figure; one that did would need the typical result ({typicalEarnings}) beside it.",
      ),
    })
    .describe("Words of the blueprint PDF (drawn by every build into public/downloads/, src/node/pdfs)."),
})

export const surveySchema = z.strictObject({
  seo: seo.describe("Head tags of /in-home-survey."),
  hero: hero
    .extend({
      downloadLabel: line().describe("Label of the download button."),
      callLabel: line().describe("Label of the call button."),
    })
    .describe("Opening band."),
  story: story.describe("Why the survey exists."),
  insideHeading: line().describe("Heading of what is inside."),
  insideIntro: text().describe("Sentence above the items."),
  inside: atLeastOne(titledText, "item").describe(
    "The parts of the survey, numbered in order. At least one: the heading stands over them.",
  ),
  testimonials: quotesBand.describe("The agents' quotes."),
  trust: z
    .strictObject({
      figure: text().describe("The figure, as displayed."),
      heading: line().describe("Heading beside it."),
      body: text().describe("Its sentence."),
      sample: sampleFlag(
        "the count of agents using the survey, from the specification",
        "Put in the agency's own count from its records, saying what it counts and over which period.",
      ),
    })
    .describe("The trust band with one figure."),
  call: callBand.describe("The call band."),
  footer: z
    .strictObject({
      heading: line().describe("Heading of the footer's contact lines; {company} is the company name."),
      legalHeading: line().describe("Heading of the links to the privacy policy and the terms."),
      disclaimer: text().describe("Disclaimer in the footer."),
      privacyLabel: line().describe("Label of the link to the privacy policy /privacy."),
      termsLabel: line().describe("Label of the link to the terms /terms."),
    })
    .describe("The page footer."),
  pdf: pdfWords
    .extend({
      credibilityLabel: line().describe("Label of the credibility line."),
      credibility: text().describe("The credibility line."),
      clientHeading: line().describe("Heading of the client fields."),
      clientFields: z.array(text()).min(1).describe("Client fields to fill in."),
      beneficiaryHeading: line().describe("Heading of the beneficiary table."),
      beneficiaryColumns: z
        .array(text())
        .length(4, "must name 4 columns")
        .describe("Its four columns. Exactly four: the PDF's table sets a width for each of four columns."),
      beneficiaryRows: z.int().min(1).max(5).describe("Number of empty rows."),
      emotionHeading: line().describe("Heading of the questions about the family."),
      emotionQuestions: z.array(text()).min(1).describe("Those questions."),
      healthHeading: line().describe("Heading of the health questions."),
      healthQuestions: z.array(text()).min(1).max(8).describe("Health questions (at most 8)."),
      healthAnswers: z
        .strictObject({
          yes: line().describe("Beside the first box (e.g. Y)."),
          no: line().describe("Beside the second box (e.g. N)."),
        })
        .describe("The answers beside each health question's two boxes."),
      budgetHeading: line().describe("Heading of the budget section."),
      budgetFields: z.array(text()).min(1).describe("Budget fields to fill in."),
      budgetLabel: line().describe("Label before the coverage options to tick (e.g. Monthly budget:)."),
      budgetOptions: z.array(text()).min(2).max(4).describe("Coverage options to tick (2 to 4)."),
      transitionLabel: line().describe("Label of the transition line."),
      transition: text().describe("The transition line."),
      thinkLabel: line().describe("Label of the think-it-over line."),
      think: text().describe("The think-it-over line."),
      signatureFields: z.array(text()).min(1).max(4).describe("Signature fields (at most 4)."),
      footerNote: text().describe("Footer of every page."),
    })
    .describe("Words of the survey PDF (drawn by every build into public/downloads/, src/node/pdfs)."),
})

const thankYouBody = z
  .strictObject({
    eyebrow: line().describe("Short line above the heading."),
    title: line().describe("The page's h1."),
    lead: text().describe("The paragraph under it."),
    video: videoRef().describe("The video the page shows: its key in data/videos.json."),
    videoHeading: line().describe("Heading of the video."),
    stepsHeading: line().describe("Heading of the next steps."),
    steps: atLeastOne(titledText, "step").describe(
      "The next steps, numbered in order. At least one: the heading stands over them.",
    ),
  })
  .meta({ id: "ThankYouBody", description: "The confirmation, video and next steps of a thank-you page." })

const channel = z
  .strictObject({
    text: text().describe("Sentence before the links."),
    channelLabel: line().describe("Label of the link to the channel."),
    latestLabel: line().describe("Label of the link to the latest videos."),
  })
  .meta({ id: "ChannelLinksText", description: "Links to the video channel and its latest videos." })

export const thankYouSchema = z.strictObject({
  homeLabel: line().describe("Label of the button to the home page."),
  productsLabel: line().describe("Label of the button to /our-product."),
  request: z
    .strictObject({
      seo: seo.describe("Head tags of /thank-you."),
      body: thankYouBody.describe("Confirmation, video and steps."),
      schedulerText: text().describe("Sentence before the external scheduler link."),
      schedulerLabel: line().describe("Label of that link."),
      callText: text().describe("Sentence before the toll-free number."),
    })
    .describe("The request-received page /thank-you."),
  interview: z
    .strictObject({
      seo: seo.describe("Head tags of /thank-you-interview."),
      body: thankYouBody.describe("Confirmation, video and steps."),
      channel: channel.describe("Links to the channel."),
    })
    .describe("The interview-scheduled page /thank-you-interview."),
  survey: z
    .strictObject({
      seo: seo.describe("Head tags of /thank-you-survey."),
      body: thankYouBody.describe("Confirmation, video and steps."),
      channel: channel.describe("Links to the channel."),
      manualLabel: line().describe("Label of the plain download button."),
    })
    .describe("The survey download page /thank-you-survey."),
  blueprint: z
    .strictObject({
      seo: seo.describe("Head tags of /thank-you-blueprint."),
      hero: hero.describe("Opening band."),
      mobileHint: text().describe("Hint for phones (the PDF opens in a new tab)."),
      viewLabel: line().describe("Label of the View Blueprint button."),
      viewHint: line().describe("Read by screen readers after that label: the file is a PDF and opens in a new tab."),
      callHeading: line().describe("Heading of the call box."),
      callBody: text().describe("Its sentence."),
      callLabel: line().describe("Label of the call button."),
      disclaimer: text().describe(
        "Note at the foot of the page: how agents are paid. The page names no income figure; one that did would need the typical result ({typicalEarnings}) beside it.",
      ),
    })
    .describe("The blueprint download page /thank-you-blueprint."),
})

/** How many sections each legal page has. */
const LEGAL_SECTIONS = { privacy: 9, terms: 10 } as const

const legalSubsection = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens")
      .optional()
      .describe("Its anchor (/privacy#id), when a link leads straight to it."),
    heading: line().describe("Heading of the subsection."),
    paragraphs: paragraphs().describe("Its paragraphs; {company}, {email} and {phone} are filled in."),
    bullets: z.array(text()).describe("Its bullet points (may be none)."),
  })
  .meta({ id: "LegalSubsection", description: "A titled part inside a section of a legal page." })

const legalSection = z
  .strictObject({
    heading: line().describe("Heading of the section."),
    paragraphs: paragraphs().describe("Its paragraphs; {company} and {email} are filled in."),
    bullets: z.array(text()).describe("Its bullet points (may be none)."),
    subsections: z
      .array(legalSubsection)
      .optional()
      .describe("Titled parts inside the section, after its paragraphs and bullets (may be none)."),
  })
  .meta({ id: "LegalSection", description: "A numbered section of a legal page." })

const legalDocument = z
  .strictObject({
    title: line().describe("The page's h1 and title."),
    lastUpdated: isoDate().describe("When the text last changed (YYYY-MM-DD), shown as Last updated."),
    seoDescription: text().describe("Meta description; {company} is filled in."),
    sections: z.array(legalSection).min(1).describe("The sections, in order."),
  })
  .meta({ id: "LegalDocument", description: "A legal page." })

const retention = z
  .strictObject({
    section: z
      .int()
      .min(1)
      .max(LEGAL_SECTIONS.privacy)
      .describe("Number of the section it is shown in, as its last part."),
    heading: line().describe("Heading of the part."),
    statement: text().describe(
      "What the policy says about keeping records in general (true whatever the periods): shown always.",
    ),
    periods: z
      .array(
        z
          .strictObject({
            records: line().describe("Which records, e.g. Quote requests and health answers."),
            kept: text().describe("How long the agency keeps them, and why (the law or the purpose)."),
          })
          .meta({ id: "RetentionPeriod", description: "How long one kind of record is kept." }),
      )
      .describe(
        "How long the agency keeps each kind of record it collects, in its own words. Empty until the agency fills it in; a live build is refused while it is empty.",
      ),
  })
  .meta({ id: "PrivacyRetention", description: "How long the agency keeps what it collects." })

const privacyDocument = legalDocument
  .extend({
    doNotSellLabel: line().describe(
      `Label of the link at the top of the policy to its opt-out part (the subsection whose id is "${DO_NOT_SELL_ID}").`,
    ),
    retention: retention.describe("How long records are kept: a general statement, and the agency's own periods."),
    optOut: z
      .strictObject({
        button: line().describe("The button in the opt-out part that opts this browser out of sale and sharing."),
        done: text().describe(
          "Said once the button is pressed: what the opt-out does from now on, and what it does not.",
        ),
        already: text().describe(
          "Said in place of the button when this browser has already opted out (by the button, or by Global Privacy Control).",
        ),
      })
      .describe(
        `The opt-out on the site itself, in the part whose id is "${DO_NOT_SELL_ID}": shown once the page has started.`,
      ),
  })
  .superRefine((doc, ctx) => {
    const ids = doc.sections.flatMap((s) => (s.subsections ?? []).map((sub) => sub.id))
    if (!ids.includes(DO_NOT_SELL_ID))
      ctx.addIssue({
        code: "custom",
        path: ["sections"],
        message: `must have a subsection with id "${DO_NOT_SELL_ID}": how to opt out of the sale or sharing of personal information`,
      })
  })
  .meta({ id: "PrivacyDocument", description: "The privacy policy." })

export const legalSchema = z
  .strictObject({
    backLabel: line().describe("Label of the link back to the home page."),
    lastUpdatedLabel: line().describe("Label before the date the page last changed."),
    privacy: privacyDocument.describe(`The privacy policy /privacy (${LEGAL_SECTIONS.privacy} sections).`),
    terms: legalDocument.describe(`The terms of service /terms (${LEGAL_SECTIONS.terms} sections).`),
  })
  .superRefine((legal, ctx) => {
    for (const [kind, count] of Object.entries(LEGAL_SECTIONS) as [keyof typeof LEGAL_SECTIONS, number][]) {
      if (legal[kind].sections.length !== count)
        ctx.addIssue({ code: "custom", path: [kind, "sections"], message: `must have exactly ${count} sections` })
    }
  })

export type BlueprintData = z.infer<typeof blueprintSchema>
export type SurveyData = z.infer<typeof surveySchema>
export type LegalData = z.infer<typeof legalSchema>

export const blueprintCollection = defineCollection({
  label: "7-step blueprint landing page and PDF",
  files: ["blueprint.json"],
  schema: blueprintSchema,
  description: "The 7-step blueprint: its landing page and its PDF, from data/blueprint.json.",
})
export const surveyCollection = defineCollection({
  label: "In-home survey page and PDF",
  files: ["in-home-survey.json"],
  schema: surveySchema,
  description: "The in-home survey: its landing page and its PDF, from data/in-home-survey.json.",
})
export const thankYouCollection = defineCollection({
  label: "Thank-you pages",
  files: ["thank-you.json"],
  schema: thankYouSchema,
  description: "The four thank-you pages, from data/thank-you.json.",
})
export const legalCollection = defineCollection({
  label: "Privacy Policy and Terms",
  files: ["legal.json"],
  languages: true,
  schema: legalSchema,
  description: "The privacy policy and the terms of service, from data/legal.json.",
})

export const readBlueprint = (dataDir: string): BlueprintData => readSingle(dataDir, blueprintCollection)
export const readSurvey = (dataDir: string): SurveyData => readSingle(dataDir, surveyCollection)

/** The blueprint landing (its address names the author, from data/site.json) and the legal pages. */
async function createPages({ actions, getNode }: CreatePagesArgs, read: ReadData): Promise<void> {
  const author = read(siteCollection).blueprintAuthorFirstName
  const legal = read(legalCollection)
  actions.createPage({
    path: blueprintLandingPath(author),
    component: path.resolve("src/templates/blueprint-landing.tsx"),
    context: { authorFirstName: author },
  })
  const spanish = spanishPagesOfNode(getNode)
  for (const kind of ["privacy", "terms"] as const) {
    // The date the text last changed, from data/legal.json: a build date would claim a change that never happened.
    const changed = legal[kind].lastUpdated
    for (const language of LANGUAGES) {
      const page = pageIn(language, `/${kind}`, spanish)
      if (!page) continue
      actions.createPage({
        path: page,
        component: path.resolve("src/templates/legal-page.tsx"),
        context: { kind, language, lastUpdated: formatDate(changed, LOCALES[language]) },
      })
    }
  }
}

/** What the agency must fill in on these pages before going live (besides records marked sample). */
export function leadMagnetsPreflight(legal: LegalData): PreflightItem[] {
  const items: PreflightItem[] = []
  if (legal.privacy.retention.periods.length === 0) {
    items.push({
      file: "data/legal.json",
      field: "privacy.retention.periods",
      problem:
        "The privacy policy does not say how long you keep what visitors send (quote requests and health answers, calculator sheets, downloads, bookings, agent applications). List each kind of record and how long you keep it, as your records policy and your state's insurance record-keeping rules require.",
    })
  }
  return items
}

export const leadMagnetsFeature: Feature = {
  name: "lead-magnets",
  label: "Blueprint, survey, thank-you and legal pages",
  collections: [blueprintCollection, surveyCollection, thankYouCollection, legalCollection],
  preflight: (read) => leadMagnetsPreflight(read(legalCollection)),
  createPages,
}
