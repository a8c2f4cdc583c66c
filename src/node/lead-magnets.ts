/**
 * Blueprint and in-home survey landing pages, their PDFs, thank-you pages and legal pages.
 * Content: data/blueprint.json, data/in-home-survey.json, data/thank-you.json,
 * data/legal.json. The blueprint landing address depends on data (the author's first
 * name) and the legal pages carry the build date, so those pages are created here.
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import type { CreatePagesArgs } from "gatsby"
import { parseJson, text, validateData } from "../lib/data-validation"
import { blueprintLandingPath } from "../lib/lead-magnets"
import type { Feature } from "./feature"

const testimonial = z.object({ quote: text(), name: text(), role: text() }).strict()
const paragraphs = z.array(text()).min(1)

export const blueprintSchema = z
  .object({
    seoTitle: text(),
    seoDescription: text(),
    hero: z
      .object({
        eyebrow: text(),
        title: text(),
        lead: text(),
        downloadLabel: text(),
        callLabel: text(),
        scrollLabel: text(),
      })
      .strict(),
    story: z.object({ heading: text(), paragraphs }).strict(),
    learnHeading: text(),
    learnIntro: text(),
    steps: z
      .array(
        z
          .object({ title: text(), summary: text(), goal: text(), points: z.array(text()).min(3), script: z.string() })
          .strict(),
      )
      .length(7, "must list exactly 7 steps"),
    testimonialsHeading: text(),
    testimonials: z.array(testimonial).length(3, "must hold exactly 3 testimonials"),
    testimonialsNote: text(),
    call: z.object({ heading: text(), body: text(), buttonLabel: text() }).strict(),
    footer: z.object({ heading: text(), disclaimer: text() }).strict(),
    pdf: z
      .object({
        fileTitle: text(),
        subtitle: text(),
        intro: paragraphs,
        weekHeading: text(),
        weekIntro: text(),
        weekRows: z.array(text()).min(1),
        closing: paragraphs,
        disclaimer: text(),
      })
      .strict(),
  })
  .strict()

export const surveySchema = z
  .object({
    seoTitle: text(),
    seoDescription: text(),
    hero: z.object({ eyebrow: text(), title: text(), lead: text(), downloadLabel: text(), callLabel: text() }).strict(),
    story: z.object({ heading: text(), paragraphs }).strict(),
    insideHeading: text(),
    insideIntro: text(),
    inside: z.array(z.object({ title: text(), body: text() }).strict()).length(4, "must list exactly 4 items"),
    testimonialsHeading: text(),
    testimonials: z.array(testimonial).length(3, "must hold exactly 3 testimonials"),
    testimonialsNote: text(),
    trust: z.object({ figure: text(), heading: text(), body: text() }).strict(),
    call: z.object({ heading: text(), body: text(), claim: text(), buttonLabel: text() }).strict(),
    footer: z.object({ disclaimer: text(), privacyLabel: text(), termsLabel: text() }).strict(),
    pdf: z
      .object({
        fileTitle: text(),
        subtitle: text(),
        credibilityLabel: text(),
        credibility: text(),
        clientHeading: text(),
        clientFields: z.array(text()).min(1),
        beneficiaryHeading: text(),
        beneficiaryColumns: z.array(text()).length(4, "must name 4 columns"),
        beneficiaryRows: z.number().int().min(1).max(5),
        emotionHeading: text(),
        emotionQuestions: z.array(text()).min(1),
        healthHeading: text(),
        healthQuestions: z.array(text()).min(1).max(8),
        budgetHeading: text(),
        budgetFields: z.array(text()).min(1),
        budgetOptions: z.array(text()).min(2).max(4),
        transitionLabel: text(),
        transition: text(),
        thinkLabel: text(),
        think: text(),
        signatureFields: z.array(text()).min(1).max(4),
        footerNote: text(),
      })
      .strict(),
  })
  .strict()

const VIDEO_KEYS = [
  "homeHero",
  "homeSecond",
  "testimonialsFeatured",
  "joinOurTeam",
  "quoteOverview",
  "mentor",
  "thankYou",
] as const
const steps3 = z.array(z.object({ title: text(), body: text() }).strict()).length(3, "must list exactly 3 steps")
const thankYouCommon = {
  seoTitle: text(),
  seoDescription: text(),
  eyebrow: text(),
  title: text(),
  lead: text(),
}
const withVideo = {
  videoKey: z.enum(VIDEO_KEYS),
  videoHeading: text(),
  videoTitle: text(),
  stepsHeading: text(),
  steps: steps3,
}
const withChannel = { channelText: text(), channelLabel: text(), latestLabel: text() }

export const thankYouSchema = z
  .object({
    homeLabel: text(),
    productsLabel: text(),
    request: z
      .object({ ...thankYouCommon, ...withVideo, schedulerText: text(), schedulerLabel: text(), callText: text() })
      .strict(),
    interview: z.object({ ...thankYouCommon, ...withVideo, ...withChannel }).strict(),
    survey: z.object({ ...thankYouCommon, ...withVideo, ...withChannel, manualLabel: text() }).strict(),
    blueprint: z
      .object({
        ...thankYouCommon,
        mobileHint: text(),
        viewLabel: text(),
        callHeading: text(),
        callBody: text(),
        callLabel: text(),
        disclaimer: text(),
      })
      .strict(),
  })
  .strict()

const legalSection = z.object({ heading: text(), paragraphs, bullets: z.array(text()) }).strict()
export const legalSchema = z
  .object({
    backLabel: text(),
    lastUpdatedLabel: text(),
    privacy: z
      .object({
        title: text(),
        seoDescription: text(),
        sections: z.array(legalSection).length(9, "must have exactly 9 sections"),
      })
      .strict(),
    terms: z
      .object({
        title: text(),
        seoDescription: text(),
        sections: z.array(legalSection).length(10, "must have exactly 10 sections"),
      })
      .strict(),
  })
  .strict()

export type BlueprintData = z.infer<typeof blueprintSchema>
export type SurveyData = z.infer<typeof surveySchema>

function readData<T extends z.ZodTypeAny>(dataDir: string, name: string, schema: T): z.infer<T> {
  const file = path.join(dataDir, name)
  const rel = path.relative(process.cwd(), file) || name
  if (!fs.existsSync(file)) throw new Error(`${rel}: file is missing`)
  return validateData(rel, schema, parseJson(rel, fs.readFileSync(file, "utf8")))
}

export const readBlueprint = (dataDir: string): BlueprintData => readData(dataDir, "blueprint.json", blueprintSchema)
export const readSurvey = (dataDir: string): SurveyData => readData(dataDir, "in-home-survey.json", surveySchema)

const typeDefs = /* GraphQL */ `
  "A short quote from an agent, with who said it."
  type LeadMagnetTestimonial @dontInfer {
    quote: String!
    "First name and initial."
    name: String!
    "Role and place, e.g. Field agent, Tampa, Florida."
    role: String!
  }

  "A heading with paragraphs."
  type LeadMagnetStory @dontInfer {
    heading: String!
    paragraphs: [String!]!
  }

  """
  The blueprint landing page (/{author}-7-step-blueprint) and the content of its PDF, from
  data/blueprint.json. {name} and {company} in any text are replaced by the author's first
  name and the company name from data/site.json.
  """
  type BlueprintJson implements Node @dontInfer {
    "Page title (browser tab and link previews)."
    seoTitle: String!
    seoDescription: String!
    hero: BlueprintHero!
    "Story of a top agent."
    story: LeadMagnetStory!
    "Heading of the seven steps (What You'll Learn)."
    learnHeading: String!
    learnIntro: String!
    "The seven steps, in order; the page shows title and summary, the PDF everything."
    steps: [BlueprintStep!]!
    testimonialsHeading: String!
    "Exactly three agent testimonials."
    testimonials: [LeadMagnetTestimonial!]!
    "Small print under the testimonials."
    testimonialsNote: String!
    "The 15-minute call section."
    call: BlueprintCall!
    footer: BlueprintFooter!
    "Text used only in the PDF (scripts/make-pdfs.ts)."
    pdf: BlueprintPdf!
  }

  "Opening band of the blueprint landing page."
  type BlueprintHero @dontInfer {
    eyebrow: String!
    "The page's h1."
    title: String!
    lead: String!
    downloadLabel: String!
    callLabel: String!
    "Label of the button that scrolls to the seven steps."
    scrollLabel: String!
  }

  "One of the seven steps."
  type BlueprintStep @dontInfer {
    title: String!
    "One sentence shown on the page."
    summary: String!
    "What the step achieves (PDF)."
    goal: String!
    "How to do it (PDF)."
    points: [String!]!
    "Words to say (PDF); may be empty."
    script: String!
  }

  "The call-to-action for a 15-minute call."
  type BlueprintCall @dontInfer {
    heading: String!
    body: String!
    buttonLabel: String!
  }

  "Closing section: contact lines, social links (from site.json) and the income disclaimer."
  type BlueprintFooter @dontInfer {
    heading: String!
    disclaimer: String!
  }

  "Text that appears only in the blueprint PDF."
  type BlueprintPdf @dontInfer {
    fileTitle: String!
    subtitle: String!
    intro: [String!]!
    weekHeading: String!
    weekIntro: String!
    weekRows: [String!]!
    closing: [String!]!
    disclaimer: String!
  }

  """
  The in-home survey landing page (/in-home-survey) and the content of its one-page PDF,
  from data/in-home-survey.json.
  """
  type InHomeSurveyJson implements Node @dontInfer {
    seoTitle: String!
    seoDescription: String!
    hero: InHomeSurveyHero!
    story: LeadMagnetStory!
    "Heading of the What's Inside list."
    insideHeading: String!
    insideIntro: String!
    "The four things the survey contains."
    inside: [InHomeSurveyItem!]!
    testimonialsHeading: String!
    testimonials: [LeadMagnetTestimonial!]!
    testimonialsNote: String!
    "The over-600-active-agents claim."
    trust: InHomeSurveyTrust!
    call: InHomeSurveyCall!
    footer: InHomeSurveyFooter!
    "Text used only in the PDF (scripts/make-pdfs.ts)."
    pdf: InHomeSurveyPdf!
  }

  type InHomeSurveyHero @dontInfer {
    eyebrow: String!
    "The page's h1."
    title: String!
    lead: String!
    downloadLabel: String!
    callLabel: String!
  }

  type InHomeSurveyItem @dontInfer {
    title: String!
    body: String!
  }

  type InHomeSurveyTrust @dontInfer {
    "The figure shown large, e.g. 600+."
    figure: String!
    heading: String!
    body: String!
  }

  "Book-a-call section (15-minute call, daily earnings claim)."
  type InHomeSurveyCall @dontInfer {
    heading: String!
    body: String!
    "Earnings claim; it carries an asterisk pointing to the footer disclaimer."
    claim: String!
    buttonLabel: String!
  }

  type InHomeSurveyFooter @dontInfer {
    disclaimer: String!
    "Label of the link to /privacy-policy (a 404 by design, DECISIONS §2)."
    privacyLabel: String!
    "Label of the link to /terms-conditions (a 404 by design)."
    termsLabel: String!
  }

  "Text and fields of the one-page survey PDF."
  type InHomeSurveyPdf @dontInfer {
    fileTitle: String!
    subtitle: String!
    credibilityLabel: String!
    credibility: String!
    clientHeading: String!
    clientFields: [String!]!
    beneficiaryHeading: String!
    beneficiaryColumns: [String!]!
    beneficiaryRows: Int!
    emotionHeading: String!
    emotionQuestions: [String!]!
    healthHeading: String!
    healthQuestions: [String!]!
    budgetHeading: String!
    budgetFields: [String!]!
    budgetOptions: [String!]!
    transitionLabel: String!
    transition: String!
    thinkLabel: String!
    think: String!
    "Labelled lines at the foot of the page (agent, license, date)."
    signatureFields: [String!]!
    footerNote: String!
  }

  """
  The four thank-you pages (/thank-you, /thank-you-interview, /thank-you-survey,
  /thank-you-blueprint), from data/thank-you.json.
  """
  type ThankYouJson implements Node @dontInfer {
    "Label of the button to the home page."
    homeLabel: String!
    "Label of the button to /our-product."
    productsLabel: String!
    "Request received (/thank-you)."
    request: ThankYouPage!
    "Interview scheduled (/thank-you-interview)."
    interview: ThankYouPage!
    "Survey download (/thank-you-survey)."
    survey: ThankYouPage!
    "Blueprint download (/thank-you-blueprint)."
    blueprint: ThankYouBlueprint!
  }

  "A thank-you page with a video and three steps; fields a page does not use are null."
  type ThankYouPage @dontInfer {
    seoTitle: String!
    seoDescription: String!
    eyebrow: String!
    "The page's h1."
    title: String!
    lead: String!
    "Key of the video in site.json embeds.videos."
    videoKey: String!
    videoHeading: String!
    videoTitle: String!
    stepsHeading: String!
    steps: [ThankYouStep!]!
    schedulerText: String
    schedulerLabel: String
    callText: String
    channelText: String
    channelLabel: String
    latestLabel: String
    "Label of the always-visible download link (survey page)."
    manualLabel: String
  }

  type ThankYouStep @dontInfer {
    title: String!
    body: String!
  }

  "The blueprint thank-you page."
  type ThankYouBlueprint @dontInfer {
    seoTitle: String!
    seoDescription: String!
    eyebrow: String!
    title: String!
    lead: String!
    "Shown under 768 px wide, where nothing downloads by itself."
    mobileHint: String!
    viewLabel: String!
    callHeading: String!
    callBody: String!
    callLabel: String!
    disclaimer: String!
  }

  """
  Privacy policy (/privacy) and terms (/terms), from data/legal.json. Tokens {company},
  {legalName}, {email}, {phone}, {address}, {city}, {region} and {siteUrl} are filled from
  data/site.json. The date shown as last updated is the build date.
  """
  type LegalJson implements Node @dontInfer {
    backLabel: String!
    lastUpdatedLabel: String!
    privacy: LegalDocument!
    terms: LegalDocument!
  }

  type LegalDocument @dontInfer {
    "The page's h1 and title."
    title: String!
    seoDescription: String!
    sections: [LegalSection!]!
  }

  type LegalSection @dontInfer {
    heading: String!
    paragraphs: [String!]!
    "Optional list after the paragraphs."
    bullets: [String!]!
  }
`

/** The build date as the legal pages show it, e.g. "November 22, 2026". */
export function buildDateLabel(now = new Date()): string {
  return now.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
}

async function createPages({ actions, graphql, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ siteJson: { blueprintAuthorFirstName: string } | null }>(`
    query LeadMagnetPages {
      siteJson {
        blueprintAuthorFirstName
      }
    }
  `)
  if (result.errors || !result.data?.siteJson) {
    reporter.panicOnBuild("lead-magnets: could not read blueprintAuthorFirstName from data/site.json", result.errors)
    return
  }
  const author = result.data.siteJson.blueprintAuthorFirstName
  actions.createPage({
    path: blueprintLandingPath(author),
    component: path.resolve(process.cwd(), "src/templates/blueprint-landing.tsx"),
    context: { authorFirstName: author },
  })
  const lastUpdated = buildDateLabel()
  for (const kind of ["privacy", "terms"] as const) {
    actions.createPage({
      path: `/${kind}`,
      component: path.resolve(process.cwd(), "src/templates/legal-page.tsx"),
      context: { kind, lastUpdated },
    })
  }
}

export const leadMagnetsFeature: Feature = {
  name: "lead-magnets",
  typeDefs,
  validate: (dataDir) => {
    readBlueprint(dataDir)
    readSurvey(dataDir)
    readData(dataDir, "thank-you.json", thankYouSchema)
    readData(dataDir, "legal.json", legalSchema)
  },
  createPages,
}
