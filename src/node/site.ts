/**
 * data/site.json: the agency's identity and the addresses of its embeds. Everything an
 * agency changes to make the site its own lives in this one file (see README).
 */
import { z } from "zod"
import { defineCollection, readSingle } from "./schema/collection"
import {
  isoDate,
  optionalDate,
  optionalId,
  optionalUrl,
  pathOrUrl,
  sampleFlag,
  seo,
  text,
  url,
  line,
  sameInEveryLanguage,
  LINE_MAX,
} from "./schema/vocabulary"
import type { Feature, PreflightItem } from "./feature-type"
import { checkBrandContrast } from "./brand-contrast"
import { fieldPath } from "./schema/fields"
import { walkData } from "./schema/walk"
import { CLOCK_TIME, parseClockTime } from "../lib/office-hours"

const firstName = (what: string) =>
  sameInEveryLanguage(
    text().regex(/^[A-Za-z]+$/, "must be one word of letters (it is part of a page address)"),
  ).describe(what)

/** A name, number or code that reads the same in every language. */
const same = () => sameInEveryLanguage(line())

/** A colour of the brand palette, #rrggbb; `where` says where it shows. */
const brandColour = (where: string) =>
  sameInEveryLanguage(
    z
      .string()
      .trim()
      .regex(/^#[0-9A-Fa-f]{6}$/, "must be a colour written #rrggbb, e.g. #16304f"),
  ).describe(where)

/** A time of day as the pages show it and the visitor's line is worked out from: 8:00 AM, 12:30 PM. */
const clockTime = (what: string) =>
  sameInEveryLanguage(
    line().regex(
      CLOCK_TIME,
      "must be a time written like 8:00 AM or 4:30 PM (hour, colon, two-digit minutes, space, AM or PM)",
    ),
  ).describe(what)

/** Minutes after midnight as schema.org writes a time: 480 → "08:00". */
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

/**
 * The office closes later the same day than it opens (the visitor's line is worked out on
 * that day), and the structured data's hours are the ones the pages show.
 */
function checkHours(hours: { open: string; close: string; openingHoursSpec: string }, ctx: z.RefinementCtx) {
  const open = parseClockTime(hours.open)
  const close = parseClockTime(hours.close)
  if (open === null || close === null) return
  if (close <= open) {
    ctx.addIssue({
      code: "custom",
      path: ["close"],
      message: `must be later the same day than the opening time ${hours.open}`,
    })
    return
  }
  const range = `${hhmm(open)}-${hhmm(close)}`
  if (!hours.openingHoursSpec.includes(range)) {
    ctx.addIssue({
      code: "custom",
      path: ["openingHoursSpec"],
      message: `must give the hours shown, ${hours.open} to ${hours.close}, as ${range}`,
    })
  }
}

/**
 * An embed's id or address, with what the pages show with it. It stays empty until the
 * agency has an account: the pages then show their fallback, and a live build is refused.
 */
const embed = (setting: z.ZodString, shows: string) =>
  setting.meta({
    embed: shows,
    description: `${shows[0].toUpperCase()}${shows.slice(1)}: its id or address at the service. While empty, the pages show their fallback instead, and a live build is refused.`,
  })

/**
 * A form service's id where the site has a form of its own: while it is empty, the pages
 * show the site's own form, which sends its requests to the address in `webhook` (a
 * GATSBY_* variable of the build), so a live build needs that variable instead.
 */
const formEmbed = (shows: string, webhook: string) =>
  optionalId().meta({
    embed: shows,
    ownFormWebhook: webhook,
    description: `${shows[0].toUpperCase()}${shows.slice(1)}: its id at the form service. While empty, the pages show the site's own form, which sends requests to ${webhook}.`,
  })

/** A cost in whole dollars; `what` says which. */
const dollars = (what: string) => z.int().min(0).describe(`${what} Whole dollars.`)

/** A number of leads bought in a week: at least one. */
const leadCount = (what: string) => z.int().min(1).describe(what)

/**
 * A text that must name each of `tokens`, which the page fills with its own figures:
 * sentences, or one line when `base` is line().
 */
const textNaming = (tokens: readonly string[], base = text()) =>
  tokens.reduce((schema, token) => schema.refine((v) => v.includes(`{${token}}`), `must contain {${token}}`), base)

/**
 * Checks that each of the figures `names` given as a low and a high (`licenseLow`,
 * `licenseHigh`, …) has its high at least its low.
 */
function checkSpans<Name extends string>(names: readonly Name[]) {
  return (figures: Record<`${Name}${"Low" | "High"}`, number>, ctx: z.RefinementCtx) => {
    for (const name of names) {
      const low = figures[`${name}Low`]
      if (figures[`${name}High`] < low) {
        ctx.addIssue({ code: "custom", path: [`${name}High`], message: `must be at least ${name}Low (${low})` })
      }
    }
  }
}

/** The fields of data/site.json; `siteSchema` adds the checks across them. */
const siteFields = z.strictObject({
  sample: sampleFlag(
    "the fictional identity",
    "Put in the agency's names, phone numbers, e-mail, address, web address, carrier and states served.",
  ),
  companyName: same().describe("Trading name shown in the header, footer and titles."),
  legalName: same().describe("Registered legal name, used in legal pages and consent text."),
  tagline: line().describe("Short line shown above the home page headline and on the link-preview picture."),
  description: text().describe(
    "One-paragraph description of the agency (footer, default meta description); the {agencyDescription} token.",
  ),
  brand: z
    .strictObject({
      navy900: brandColour(
        "Darkest navy: headings and body accents on light bands, the dark bands' background, the link-preview picture's background and the PDFs' header bands and headings.",
      ),
      navy800: brandColour(
        "Navy of the logo mark, the header and the main buttons; the browser's toolbar colour of the installed app.",
      ),
      navy700: brandColour(
        "Navy of hover states and borders, the top of the link-preview picture's gradient, and the PDFs' goal lines and table rows.",
      ),
      navy600: brandColour("Lighter navy of secondary buttons, tags and hover states."),
      navy100: brandColour(
        "Pale navy: tinted band backgrounds, and the light text under the titles of the PDFs' header bands.",
      ),
      gold600: brandColour(
        "Dark gold: gold text and buttons on light backgrounds (dark enough for small text), the PDFs' labels and rules.",
      ),
      gold500: brandColour("Mid gold: accent borders and rules."),
      gold400: brandColour(
        "Bright gold: the logo mark's field, gold on dark bands, the link-preview picture's tagline and the blueprint's cover label.",
      ),
      gold100: brandColour("Pale gold: tinted notes and quote boxes, on the site and in the PDFs."),
      cream: brandColour(
        "Page background; the square behind the mark in the favicon and app icons, and the installed app's splash screen.",
      ),
    })
    .describe(
      "The brand colours, written #rrggbb: the site's stylesheet, the logo, the favicon and app icons, the link-preview picture and the PDFs all take them from here. Text must stay readable: the build checks the contrast of every pair of text and ground the stylesheet uses (src/node/brand-contrast.ts) and stops, naming the colour, when one is under 4.5:1 (e.g. white on navy800, gold600 on cream).",
    ),
  siteUrl: url().describe(
    "Public address of the deployed site, without a trailing slash (SITE_URL overrides it at build time).",
  ),
  founderFirstName: firstName("Founder's first name; the founder story lives at /{first name lowercased}-story."),
  founderFullName: same().describe("Founder's full name; the founder story's name must equal it."),
  blueprintAuthorFirstName: firstName(
    "First name of the blueprint's author; the landing page lives at /{name lowercased}-7-step-blueprint.",
  ),
  phone: same().describe("Main office phone, as displayed."),
  tollFreePhone: same().describe("Toll-free number, as displayed."),
  spanishPhone: sameInEveryLanguage(z.string().trim().max(LINE_MAX))
    .optional()
    .describe(
      "A phone line answered in Spanish, as displayed; empty while the agency has none. The Spanish pages show it wherever the English ones show the main phone.",
    ),
  email: sameInEveryLanguage(z.email()).describe("Public email address."),
  licenseNumber: z
    .string()
    .trim()
    .describe(
      "The agency's insurance license number in its home state: the {licenseNumber} token. Empty until the agency fills it in; the footer shows notices.license only when it is set.",
    ),
  address: z
    .strictObject({
      street: same().describe("Street and number."),
      city: same().describe("City."),
      region: same().describe("Two-letter state code."),
      regionName: same().describe("State name written out."),
      postalCode: same().describe("ZIP code."),
      country: same().describe("Two-letter country code."),
    })
    .describe("Postal address of the office."),
  businessHours: z
    .strictObject({
      days: line().describe("Days open, as displayed (e.g. Monday to Friday)."),
      open: clockTime("Opening time, as displayed, written like 8:00 AM."),
      close: clockTime("Closing time, as displayed, written like 4:00 PM: later the same day than the opening time."),
      timeZone: line().describe(
        "Time zone of the hours, as displayed: a name right all year (Pacific time), not PST or PDT.",
      ),
      utcOffsetMinutes: z
        .int()
        .min(-720)
        .max(840)
        .multipleOf(15)
        .describe(
          "The office's offset from UTC outside daylight saving time, in minutes: -480 Pacific, -420 Mountain (and Arizona), -360 Central, -300 Eastern, -540 Alaska, -600 Hawaii. From it the pages show a visitor in another time zone the hours on their own clock too.",
        ),
      usDaylightSaving: z
        .boolean()
        .describe(
          "Whether the office's clocks go forward an hour from the second Sunday of March to the first Sunday of November, as in most of the US (not in Arizona or Hawaii).",
        ),
      openingHoursSpec: same().describe("The same hours in schema.org openingHours form, e.g. Mo-Fr 08:00-16:00."),
      yourTime: line().describe(
        "Words after the hours on the visitor's own clock, in the line a visitor in another time zone reads under the office's hours (11:00 AM to 7:00 PM your time).",
      ),
      nextDay: line().describe(
        "In the visitor's line (see yourTime), words after a time that falls on the visitor's next day (8:30 PM to 4:30 AM the next day your time).",
      ),
      dayBefore: line().describe(
        "In the visitor's line (see yourTime), words after a time that falls on the visitor's day before (11:00 PM the day before to 7:00 AM your time).",
      ),
      midnight: line().describe(
        "In the visitor's line (see yourTime), the word for 12:00 AM: a closing time at the end of the visitor's day reads 4:00 PM to midnight your time.",
      ),
    })
    .superRefine(checkHours)
    .describe(
      "Office hours shown on the contact page, the lead-magnet pages and in structured data; a visitor in another time zone also reads them on their own clock.",
    ),
  social: z
    .strictObject({
      facebook: optionalUrl().describe("Facebook page address."),
      instagram: optionalUrl().describe("Instagram profile address."),
      linkedin: optionalUrl().describe("LinkedIn page address."),
      youtube: optionalUrl().describe("YouTube channel address."),
    })
    .describe("Social profile links shown in the footers; leave one empty when the agency has no such profile."),
  carrier: z
    .strictObject({
      name: same().describe("The carrier's name: the {carrier} token."),
      heritageYears: z.int().positive().describe("Years the carrier has been in business: the {carrierYears} token."),
      amBestRating: same().describe("Insurer-rating agency grade, e.g. A-: the {amBest} token."),
      bbbRating: same().describe("Business-bureau grade, e.g. A+: the {bbb} token."),
      amBestRatingDate: optionalDate().describe(
        "The date of the AM Best rating shown (YYYY-MM-DD). Empty until confirmed; a live build is refused then.",
      ),
      bbbRatingDate: optionalDate().describe(
        "The date the business-bureau grade was checked (YYYY-MM-DD). Empty until confirmed; a live build is refused then.",
      ),
    })
    .describe("The one insurance carrier the agency represents, and its ratings."),
  limits: z
    .strictObject({
      issueAgeMin: z
        .int()
        .min(0)
        .max(120)
        .describe("Youngest age the carrier issues a plan at: {issueAges} starts here."),
      issueAgeMax: z.int().min(0).max(120).describe("Oldest age the carrier issues a plan at: {issueAges} ends here."),
      fullCoverageAgeMax: z
        .int()
        .min(0)
        .max(120)
        .describe(
          "Oldest age with the highest limit ({fullCoverageAges} runs from the youngest age to this one; {olderCoverageAges} from the next year of age to the oldest).",
        ),
      maxCoverage: dollars("The highest face amount, at the younger ages: the {maxCoverage} token."),
      olderCoverage: dollars("The highest face amount at the older ages: the {olderCoverage} token."),
      modifiedCoverage: dollars(
        "The highest face amount of the graded (modified-benefit) plans: the {modifiedCoverage} token.",
      ),
      accidentalCoverage: dollars(
        "The highest accidental death benefit the rider adds: the {accidentalCoverage} token.",
      ),
      claimPaidWithin: line().describe(
        'How soon the carrier typically pays a claim once it has approved it, in words (e.g. "24 hours"): the {claimPaidWithin} token.',
      ),
      contestablePeriod: line().describe(
        'How long after a policy starts the carrier may review its application before paying a claim, in words (e.g. "two years"): the {contestablePeriod} token.',
      ),
      sample: sampleFlag(
        "the sample carrier's issue ages, coverage limits, claim speed and review period",
        "Put in the carrier's own, from its product guide.",
      ),
    })
    .superRefine((limits, ctx) => {
      const { issueAgeMin, fullCoverageAgeMax, issueAgeMax } = limits
      if (!(issueAgeMin <= fullCoverageAgeMax && fullCoverageAgeMax < issueAgeMax)) {
        ctx.addIssue({
          code: "custom",
          path: ["fullCoverageAgeMax"],
          message: "must lie between issueAgeMin and issueAgeMax (below the oldest issue age)",
        })
      }
    })
    .describe(
      "The carrier's issue ages and coverage limits, which the product, quote, FAQ and home pages state: write them here once and use their tokens.",
    ),
  areaServed: z
    .array(sameInEveryLanguage(text()))
    .min(1)
    .describe(
      "States where the agency is licensed and sells coverage: their number is the {statesServed} token, their names the {statesList} token and the availability line.",
    ),
  facts: z
    .strictObject({
      foundedYear: z
        .int()
        .min(1900)
        .describe(
          "Year the agency began: the {foundedYear} token; {yearsInBusiness} counts from it to the build's year.",
        ),
      familiesProtected: same().describe(
        'Policies the carrier has issued that our agents wrote, as displayed (e.g. "282,826"): {familiesProtected}.',
      ),
      agentsTrained: same().describe(
        'Agents who have started our training, as displayed (e.g. "6,700"): {agentsTrained}.',
      ),
      contractStart: same().describe('Starting commission contract, as displayed (e.g. "80%"): {contractStart}.'),
      contractTop: same().describe('Highest commission contract, as displayed (e.g. "115%"): {contractTop}.'),
      issueRate: same().describe(
        'Share of the applications our agents submit that the carrier issues, graded plans included, from our records, as displayed (e.g. "98%"): {issueRate}.',
      ),
      asOf: isoDate().describe(
        "The date the figures above were counted (YYYY-MM-DD): the {factsAsOf} token, which each statistic's basis names.",
      ),
      sample: sampleFlag(
        "sample figures (families protected, agents trained, founding year, contract levels, issue rate)",
        "Put in the agency's own counts and the date they were counted (facts.asOf).",
      ),
      programAreas: line().describe(
        'Where the Florida and Texas program contracts new agents, as a phrase (e.g. "North Florida and the Dallas area"): {programAreas}.',
      ),
    })
    .describe(
      "Figures several pages state. Write them here once and use their {tokens} in any text of data/; the build fills them in.",
    ),
  typicalEarnings: z
    .strictObject({
      medianNetEarnings: z
        .int()
        .min(0)
        .optional()
        .describe(
          "Median yearly net earnings, in whole dollars, of ALL agents contracted in the period below: after their lead costs and chargebacks, counting those who left. Leave empty until the agency has worked it out from its records.",
        ),
      agentCount: z.int().positive().optional().describe("How many agents were contracted in that period."),
      periodStart: optionalDate().describe("First day of the period (YYYY-MM-DD)."),
      periodEnd: optionalDate().describe("Last day of the period (YYYY-MM-DD)."),
    })
    .describe(
      "The typical result every income figure on the site is shown with: the {typicalEarnings} token. Until all four are filled, the token says the agency has not published its typical earnings, and a live build is refused.",
    ),
  leads: z
    .strictObject({
      price: textNaming(["low", "high"]).describe(
        'What agents pay for a lead, as a phrase: {low} and {high} are priceLow and priceHigh (e.g. "{low} to {high} a lead on average"). The {leadPrice} token.',
      ),
      priceLow: dollars("The lowest average price of a lead: {low} in price, and the box of costs to start."),
      priceHigh: dollars("The highest average price of a lead: {high} in price, and the box of costs to start."),
      financing: text().describe("How the agency advances the cost of leads, as a sentence."),
      recovery: z
        .string()
        .trim()
        .describe(
          "How an advanced lead balance is repaid (e.g. from which commissions, at what rate), as a sentence. Empty until the agency states it.",
        ),
      onLeaving: z
        .string()
        .trim()
        .describe("What an agent who leaves owes on an unpaid lead balance, as a sentence. Empty until stated."),
      sample: sampleFlag(
        "the sample lead price and financing",
        "Put in what agents really pay for leads and how the agency finances them.",
      ),
    })
    .superRefine(checkSpans(["price"]))
    .describe("The terms of the leads agents buy: the {leadTerms} token, shown wherever leads are offered."),
  startingCosts: z
    .strictObject({
      heading: line().describe('Heading of the box of costs to start (e.g. "What it costs to start").'),
      intro: text().describe(
        "The sentence under the heading: that agents pay these costs themselves before their first sale.",
      ),
      range: textNaming(["low", "high"], line()).describe(
        'How a cost known only within bounds is written, {low} and {high} being its lowest and highest figure (e.g. "{low} to {high}"). A cost whose low and high are equal is written as the one figure.',
      ),
      licenseLabel: line().describe("What the first cost is: the state insurance license."),
      licenseCost: textNaming(["amount"]).describe(
        "What the license costs, {amount} being licenseLow to licenseHigh: say it is paid once, for the exam and the license, and that it depends on the state.",
      ),
      licenseLow: dollars("The least the license exam and license fees cost together, in a state the agency hires in."),
      licenseHigh: dollars("The most the license exam and license fees cost together, in a state the agency hires in."),
      errorsAndOmissionsLabel: line().describe("What the second cost is: errors and omissions (E&O) insurance."),
      errorsAndOmissionsCost: textNaming(["amount"]).describe(
        "What E&O costs, {amount} being errorsAndOmissionsLow to errorsAndOmissionsHigh: say how often it is paid (a month) and what it covers.",
      ),
      errorsAndOmissionsLow: dollars("The least a month of E&O cover costs an agent."),
      errorsAndOmissionsHigh: dollars("The most a month of E&O cover costs an agent."),
      leadsLabel: line().describe("What the third cost is: one week of leads."),
      leadsCost: textNaming(["amount", "number", "price"]).describe(
        "What a week of leads costs: {amount} is the lead price times the leads a week (worked out by the site), {number} is leadsPerWeekLow to leadsPerWeekHigh and {price} is leads.priceLow to leads.priceHigh.",
      ),
      leadsPerWeekLow: leadCount("The fewest leads a new agent is expected to buy in a week."),
      leadsPerWeekHigh: leadCount("The most leads a new agent is expected to buy in a week."),
      totalLabel: line().describe("What the total is: about what it takes to start."),
      totalCost: textNaming(["amount"]).describe(
        "The total, {amount} being the license, one month of E&O and one week of leads added up (worked out by the site): say what it adds up.",
      ),
      whoPays: text().describe(
        "Who pays what: that the agent pays these costs and what the agency helps with. The lead terms stand elsewhere on each page that shows the box; say them once there, not again here.",
      ),
      sample: sampleFlag(
        "the sample costs to start (license fees, E&O cover, leads a week and the lead price)",
        "Put in what the agency's new agents really pay for the license exam and fees, E&O cover and leads, how many leads a new agent buys in a week, and who pays what.",
      ),
    })
    .superRefine(checkSpans(["license", "errorsAndOmissions", "leadsPerWeek"]))
    .describe(
      "What it costs an agent to start (the license, E&O cover and a week of leads), with a total and who pays what: the box on /request-info, /our-team and /ziprecruiter-apply. Figures are whole dollars; the site works out a week of leads and the total from them.",
    ),
  notices: z
    .strictObject({
      coverage: text().describe(
        "The coverage notice in every page's footer: who issues the policies, issue ages and limits, the graded benefit, where coverage is not available, and that this is a solicitation of insurance.",
      ),
      license: text().describe(
        "Footer line with the license number ({licenseNumber}), shown only when licenseNumber is set.",
      ),
      carrierRatings: text().describe(
        "Each rating with its rater, scale and date, and that the ratings are the carrier's, not the agency's: in every footer and the {ratings} token wherever a rating is shown ({amBestAsOf} and {bbbAsOf} are \" as of\" and the date, or nothing while it is empty).",
      ),
      callConsent: text()
        .refine(
          (v) => /STOP/.test(v) && /HELP/.test(v) && /not a condition/i.test(v) && /rates/i.test(v),
          "must say consent is not a condition of purchase, and mention message and data rates, STOP and HELP",
        )
        .describe(
          "Consent to calls and texts, including automated ones: the {callConsent} token, beside every form and booking on the site. Always optional: never a condition of a result or a booking.",
        ),
      callConsentNote: text().describe(
        "Beside a booking or a form of another service, where the site has no box of its own: that agreeing is optional, then {callConsent} as the wording agreed to. The {callConsentNote} token.",
      ),
      availability: text().describe(
        "Where coverage is offered, built from areaServed ({statesList}): the {availability} token.",
      ),
      gradedBenefit: text().describe(
        'The limit that goes with every "no medical exam", "most qualify" or "guaranteed": the {gradedBenefit} token.',
      ),
      typicalEarnings: text().describe(
        "The typical-earnings statement once typicalEarnings is filled in; its tokens are {typicalMedian}, {typicalAgentCount}, {typicalPeriodStart} and {typicalPeriodEnd}.",
      ),
      typicalEarningsUnpublished: text().describe(
        "What {typicalEarnings} says while typicalEarnings is not filled in (a live build is refused then).",
      ),
      leadTerms: text().describe(
        "The lead terms sentence, from leads: {leadPrice}, {leadFinancing}, {leadRecovery} and {leadOnLeaving}.",
      ),
      leadTermsUnstated: text().describe(
        "Said in place of {leadRecovery} and {leadOnLeaving} while either is empty (a live build is refused then).",
      ),
      seeAbove: z
        .strictObject({
          typicalEarnings: line().describe("Link to the typical-earnings statement said higher on the page."),
          leadTerms: line().describe("Link to the lead terms said higher on the page."),
          gradedBenefit: line().describe("Link to the graded-benefit limit said higher on the page."),
        })
        .describe(
          "A page says {typicalEarnings}, {leadTerms} and {gradedBenefit} once, in full, where a text first needs it; a later text on the same page shows this link to it instead, as a sentence of its own.",
        ),
    })
    .describe("Plain notices the footer of every page carries."),
  links: z
    .strictObject({
      meetingsPage: pathOrUrl().describe(
        "Where Submit Goal Sheet (both calculators) and the comparison's Email Results lead after a successful send.",
      ),
      goalResultsPage: pathOrUrl().describe("Where the Goal Calculator's Email Results leads after a successful send."),
      externalScheduler: optionalUrl().describe("External scheduler linked from the request-received thank-you page."),
      surveyBookingLink: optionalUrl().describe("Booking link opened by Book a Call on the in-home survey page."),
      meetingSignIn: url().describe("Address the meeting sign-in QR code points to."),
      videoChannel: optionalUrl().describe("The agency's video channel."),
      latestVideos: optionalUrl().describe("The channel's latest-videos list."),
      playlist: optionalUrl().describe("The success-stories playlist."),
      subscribe: optionalUrl().describe("Subscribe link of the channel."),
      directions: url().describe("Map directions to the office."),
      reviews: optionalUrl().describe("Public reviews page."),
    })
    .describe("Where buttons and successful sends lead: site paths or full addresses."),
  embeds: z
    .strictObject({
      videoPlayerOrigin: url().describe("Player origin for video facades (privacy-friendly domain)."),
      videoThumbnailOrigin: url().describe("Origin of video thumbnails."),
      formScriptUrl: url().describe("Lead-management form embed script, added to <head> on pages with a form."),
      formOrigin: url().describe("Origin of the lead-management forms."),
      forms: z
        .strictObject({
          leadCapture: formEmbed("the home page's lead form", "GATSBY_QUOTE_WEBHOOK_URL"),
          application: formEmbed(
            "the agent application form (/request-info and the recruiting landing)",
            "GATSBY_REQUEST_INFO_WEBHOOK_URL",
          ),
          quoteSurvey: formEmbed("the quote survey (/quote, /get-quote)", "GATSBY_QUOTE_WEBHOOK_URL"),
          contactSurvey: formEmbed("the contact survey (/contact)", "GATSBY_QUOTE_WEBHOOK_URL"),
          surveyDownload: embed(optionalId(), "the in-home survey's download form"),
        })
        .describe(
          "Form ids at the lead-management service; an empty id shows the ways to reach a person instead of the form.",
        ),
      bookingWidgetUrl: embed(
        optionalUrl(),
        "the interview booking widget (/tl-booking, /calendar, /co-calendar, /ziprecruiter-zip)",
      ),
      reviewsWidgetUrl: embed(optionalUrl(), "the reviews widget (testimonials, booking and recruiting pages)"),
      mapEmbedUrl: url().describe("Map of the office on the contact page."),
      playlistId: embed(optionalId(), "the success-stories playlist (/podcast)"),
    })
    .describe("Third-party embed settings. Pages work without them; these only decide what loads on demand."),
})

export const siteSchema = siteFields

export type SiteData = z.infer<typeof siteSchema>

/** `T` with every property and list read-only. */
type ReadOnlyDeep<T> = T extends readonly (infer E)[]
  ? readonly ReadOnlyDeep<E>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadOnlyDeep<T[K]> }
    : T

/**
 * Some fields of data/site.json, as a function that needs only those declares its input.
 * Read-only, so both the parsed file (SiteData) and a page query's result (Gatsby's
 * generated types are read-only) can be passed.
 */
export type SiteFields<K extends keyof SiteData> = ReadOnlyDeep<Pick<SiteData, K>>

export const siteCollection = defineCollection({
  label: "Agency details and settings",
  files: ["site.json"],
  schema: siteSchema,
  description: "The agency's identity and settings, from data/site.json. Replace this file to rebrand the site.",
  languages: true,
})

export const notFoundCollection = defineCollection({
  label: "Page not found (404)",
  files: ["not-found.json"],
  description: "Words of the 404 page and of its Trip Not Found view, from data/not-found.json.",
  languages: true,
  schema: z.strictObject({
    seo: seo.describe("Head tags of the 404 page (it is not indexed)."),
    heading: line().describe("The 404 page's h1."),
    textBefore: text().describe("Words before the address the visitor tried."),
    textAfter: text().describe("Words after it."),
    unknownPath: text().describe("Shown instead of the address before the page knows it."),
    homeLabel: line().describe("Label of the button to the home page."),
    trip: z
      .strictObject({
        title: line().describe("The h1 and title for an unknown /agent-incentives/… address."),
        text: text().describe("The sentence under it."),
        backLabel: line().describe("Label of the button to /agent-incentives."),
      })
      .describe("The Trip Not Found view, for unknown addresses under /agent-incentives/."),
  }),
})

/** Reads and validates data/site.json (also used by gatsby-config for siteMetadata). */
export function readSite(dataDir: string): SiteData {
  return readSingle(dataDir, siteCollection)
}

/**
 * What data/site.json still lacks for a live site. `env` is the build's environment: a
 * form left to the site's own needs the address its requests go to.
 */
export function sitePreflight(site: SiteData, env: NodeJS.ProcessEnv = process.env): PreflightItem[] {
  const file = "data/site.json"
  const items: PreflightItem[] = []
  if (site.sample) {
    items.push({
      file,
      field: "areaServed",
      problem:
        "The states served are the sample agency's. List every state where the agency is licensed and sells coverage: the availability line and the states count are built from this list.",
    })
  }
  for (const [field, date] of [
    ["carrier.amBestRatingDate", site.carrier.amBestRatingDate],
    ["carrier.bbbRatingDate", site.carrier.bbbRatingDate],
  ] as const) {
    if (!date) {
      items.push({ file, field, problem: "Give the date of the rating the site shows, as the rater published it." })
    }
  }
  if (!site.licenseNumber) {
    items.push({
      file,
      field: "licenseNumber",
      problem: "The agency's insurance license number is empty. Every page's footer must show it.",
    })
  }
  if (!site.leads.recovery) {
    items.push({
      file,
      field: "leads.recovery",
      problem: "Say how an advanced lead balance is repaid (from which commissions, at what rate).",
    })
  }
  if (!site.leads.onLeaving) {
    items.push({
      file,
      field: "leads.onLeaving",
      problem: "Say what an agent who leaves owes on an unpaid lead balance.",
    })
  }
  // Every embed a page shows: an empty one shows the fallback, which a live site should not
  // rely on, or the site's own form, which needs somewhere to send its requests.
  walkData(siteSchema.shape.embeds, site.embeds, ({ meta }, value, at) => {
    if (meta.embed === undefined || value !== "") return
    const webhook = meta.ownFormWebhook
    if (webhook && env[webhook]) return
    items.push({
      file,
      field: fieldPath(["embeds", ...at]),
      problem: webhook
        ? `Empty, and ${webhook} is not set: in place of ${meta.embed}, the site shows its own form, which then cannot send requests. Set ${webhook} in the build settings to the address that receives them, or fill in the id from your account at the form service.`
        : `Empty: ${meta.embed} shows only its fallback. Fill in the id from your account at the service.`,
    })
  })
  return items
}

export const siteFeature: Feature = {
  name: "site",
  label: "Agency",
  collections: [siteCollection, notFoundCollection],
  preflight: (read) => sitePreflight(read(siteCollection)),
  validate: ({ read }) => checkBrandContrast(read(siteCollection).brand),
}
