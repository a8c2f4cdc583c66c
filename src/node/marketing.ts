/**
 * Home, product, team and FAQ content: data/home.json, data/product.json, data/team.json
 * and data/faq.json. Each is one object file (one node: homeJson, productJson, teamJson,
 * faqJson). The zod schemas below check the files before the build; the SDL declares the
 * same shapes for GraphiQL, so a missing field fails the build instead of rendering blank.
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import { parseJson, text, validateData } from "../lib/data-validation"
import { FAQ_CATEGORY_KEYS } from "../lib/faq-search"
import { TEAM_EXTRA_FIELDS } from "../lib/team"
import type { Feature } from "./feature"

const stat = z.object({ value: text(), label: text(), description: text() }).strict()
const titledText = z.object({ title: text(), text: text() }).strict()
const hero = z.object({ eyebrow: text(), title: text(), lead: text() }).strict()

export const homeSchema = z
  .object({
    hero: hero.extend({ videoTitle: text() }).strict(),
    stats: z.array(stat).length(4),
    founderTeaser: z
      .object({
        eyebrow: text(),
        title: text(),
        paragraphs: z.array(text()).min(1),
        linkLabel: text(),
        disclaimer: text(),
      })
      .strict(),
    carrier: z.object({ eyebrow: text(), title: text(), paragraphs: z.array(text()).min(1) }).strict(),
    reasons: z.object({ title: text(), items: z.array(titledText).length(4) }).strict(),
    testimonials: z
      .object({
        title: text(),
        linkLabel: text(),
        items: z
          .array(
            z.object({ name: text(), location: text(), text: text(), rating: z.number().int().min(1).max(5) }).strict(),
          )
          .length(3),
      })
      .strict(),
    secondVideo: z.object({ title: text(), text: text(), videoTitle: text() }).strict(),
    leadForm: z.object({ title: text(), text: text(), frameTitle: text() }).strict(),
    closing: z.object({ title: text(), text: text(), quoteLabel: text(), agentLabel: text() }).strict(),
    contact: z.object({ text: text(), label: text() }).strict(),
  })
  .strict()

const band = z.object({ ageRange: text(), issueLimit: text() }).strict()

export const productSchema = z
  .object({
    hero,
    intro: z.object({ title: text(), paragraphs: z.array(text()).min(1) }).strict(),
    benefits: z.array(titledText).length(3),
    policiesTitle: text(),
    policies: z
      .array(band.extend({ name: text(), description: text(), secondBand: band.optional() }).strict())
      .length(4),
    learnMoreLabel: text(),
    additional: z.object({ title: text(), items: z.array(titledText).min(2) }).strict(),
    quote: z.object({ title: text(), text: text(), label: text() }).strict(),
  })
  .strict()

const extraFields = Object.fromEntries(TEAM_EXTRA_FIELDS.map((k) => [k, text().optional()])) as Record<
  (typeof TEAM_EXTRA_FIELDS)[number],
  z.ZodOptional<ReturnType<typeof text>>
>

const member = z
  .object({
    name: text(),
    title: text(),
    shortBio: text(),
    shortTestimonial: text(),
    fullTestimonial: z.array(text()).min(1),
    achievement: text(),
    ...extraFields,
  })
  .strict()
  .refine((m) => TEAM_EXTRA_FIELDS.filter((k) => m[k] !== undefined).length <= 1, {
    message: `at most one of ${TEAM_EXTRA_FIELDS.join(", ")}`,
  })

export const teamSchema = z
  .object({
    hero: hero.extend({ ctaLabel: text() }).strict(),
    reasons: z.object({ title: text(), items: z.array(text()).length(10) }).strict(),
    stats: z.array(stat).length(4),
    membersTitle: text(),
    members: z
      .array(member)
      .length(9)
      .refine((ms) => new Set(ms.map((m) => m.name)).size === ms.length, "member names must be unique"),
    achievement: titledText,
    financial: titledText.extend({ disclaimer: text() }).strict(),
    whyChoose: z.object({ title: text(), items: z.array(titledText).min(1) }).strict(),
    cta: z.object({ title: text(), text: text(), contactLabel: text(), incentivesLabel: text() }).strict(),
  })
  .strict()

export const faqSchema = z
  .object({
    title: text(),
    lead: text(),
    quickFacts: z.array(stat).min(1),
    searchLabel: text(),
    searchPlaceholder: text(),
    noResultsTitle: text(),
    noResultsText: text(),
    categories: z
      .array(
        z
          .object({
            key: z.enum(FAQ_CATEGORY_KEYS),
            title: text(),
            questions: z.array(z.object({ question: text(), answer: text() }).strict()).min(1),
          })
          .strict(),
      )
      .refine(
        (cs) => FAQ_CATEGORY_KEYS.every((k) => cs.filter((c) => c.key === k).length === 1),
        `each category key must appear exactly once: ${FAQ_CATEGORY_KEYS.join(", ")}`,
      )
      .refine((cs) => cs.reduce((n, c) => n + c.questions.length, 0) >= 30, "at least 30 questions in all"),
    targetMarket: z.object({ title: text(), lead: text(), points: z.array(text()).min(1) }).strict(),
    apply: z.object({ title: text(), text: text(), label: text() }).strict(),
    incomeNote: text(),
  })
  .strict()

export type HomeData = z.infer<typeof homeSchema>
export type ProductData = z.infer<typeof productSchema>
export type TeamData = z.infer<typeof teamSchema>
export type FaqData = z.infer<typeof faqSchema>

const FILES = {
  "home.json": homeSchema,
  "product.json": productSchema,
  "team.json": teamSchema,
  "faq.json": faqSchema,
} as const

/** Reads and validates one of this area's files; throws a DataError naming the file and field. */
export function readMarketingFile<K extends keyof typeof FILES>(dataDir: string, name: K): z.infer<(typeof FILES)[K]> {
  const file = path.join(dataDir, name)
  const rel = path.relative(process.cwd(), file)
  if (!fs.existsSync(file)) throw new Error(`${rel}: file is missing`)
  return validateData(rel, FILES[name], parseJson(rel, fs.readFileSync(file, "utf8"))) as z.infer<(typeof FILES)[K]>
}

const typeDefs = /* GraphQL */ `
  "A figure with its label, shown as a stat tile."
  type MarketingStat @dontInfer {
    "The figure as displayed, e.g. 282,826+."
    value: String!
    label: String!
    "One line under the label."
    description: String!
  }

  "A short titled paragraph (benefit card, reason, why-choose item)."
  type MarketingTitledText @dontInfer {
    title: String!
    text: String!
  }

  "Opening band of a page: eyebrow line, the page's h1 and a lead paragraph."
  type MarketingHero @dontInfer {
    eyebrow: String!
    "The page's one h1."
    title: String!
    lead: String!
  }

  """
  Home page content, from data/home.json. Figures about the carrier (name, years, ratings)
  and the video and form ids come from data/site.json.
  """
  type HomeJson implements Node @dontInfer {
    hero: HomeHero!
    "The four stat tiles: families protected, agents trained, states served, client satisfaction."
    stats: [MarketingStat!]!
    founderTeaser: HomeFounderTeaser!
    carrier: HomeCarrier!
    reasons: HomeReasons!
    testimonials: HomeTestimonials!
    secondVideo: HomeSecondVideo!
    leadForm: HomeLeadForm!
    closing: HomeClosing!
    contact: HomeContact!
  }

  "Home hero; the video id is site.json embeds.videos.homeHero."
  type HomeHero @dontInfer {
    eyebrow: String!
    "The home page's h1."
    title: String!
    lead: String!
    "Title of the hero video (names the play button and the player frame)."
    videoTitle: String!
  }

  "Teaser for the founder's story page. {founder} in any text is replaced by site.json founderFirstName."
  type HomeFounderTeaser @dontInfer {
    eyebrow: String!
    title: String!
    paragraphs: [String!]!
    "Label of the link to /{founder}-story."
    linkLabel: String!
    "Earnings disclaimer shown under the teaser."
    disclaimer: String!
  }

  "Carrier partnership section; the carrier's name, years and ratings come from site.json."
  type HomeCarrier @dontInfer {
    eyebrow: String!
    title: String!
    paragraphs: [String!]!
  }

  "Four reasons to choose the agency."
  type HomeReasons @dontInfer {
    title: String!
    items: [MarketingTitledText!]!
  }

  "Three agent testimonials; the home page shows each cut at 150 characters plus an ellipsis."
  type HomeTestimonials @dontInfer {
    title: String!
    "Label of the link to /testimonials."
    linkLabel: String!
    items: [AgentTestimonial!]!
  }

  "An agent's testimonial."
  type AgentTestimonial @dontInfer {
    name: String!
    "Role label shown under the name (e.g. District Manager)."
    location: String!
    "Full text; previews cut it at a word boundary within 150 characters."
    text: String!
    "Stars, 1 to 5."
    rating: Int!
  }

  "Second video section; the id is site.json embeds.videos.homeSecond."
  type HomeSecondVideo @dontInfer {
    title: String!
    text: String!
    videoTitle: String!
  }

  "Lead-capture form section; the form id is site.json embeds.forms.leadCapture (frame height 761 px)."
  type HomeLeadForm @dontInfer {
    title: String!
    text: String!
    "Accessible title of the form frame."
    frameTitle: String!
  }

  "Closing call to action: Get My Quote Today (/quote) and Become an Agent (/request-info)."
  type HomeClosing @dontInfer {
    title: String!
    text: String!
    quoteLabel: String!
    agentLabel: String!
  }

  "Line with the link to /contact."
  type HomeContact @dontInfer {
    text: String!
    label: String!
  }

  "Product page content, from data/product.json."
  type ProductJson implements Node @dontInfer {
    hero: MarketingHero!
    intro: ProductIntro!
    "Three benefit cards: no medical exam, comprehensive support, payment within 24 hours."
    benefits: [MarketingTitledText!]!
    policiesTitle: String!
    "The four policy types, each with a Learn More link to /contact."
    policies: [ProductPolicy!]!
    learnMoreLabel: String!
    additional: ProductAdditional!
    "Closing Get Your Free Quote block (button to /quote)."
    quote: ProductQuote!
  }

  "Introduction under the product hero."
  type ProductIntro @dontInfer {
    title: String!
    paragraphs: [String!]!
  }

  "A policy type: name, issue ages, issue limit, optional second age band, description."
  type ProductPolicy @dontInfer {
    name: String!
    "Issue ages as displayed, e.g. 0–80."
    ageRange: String!
    "Maximum face amount as displayed, e.g. Up to $35,000."
    issueLimit: String!
    "A second age band with its own limit (Final Expense 81–85)."
    secondBand: ProductPolicyBand
    description: String!
  }

  "An age band with its own issue limit."
  type ProductPolicyBand @dontInfer {
    ageRange: String!
    issueLimit: String!
  }

  "Additional benefits: accidental death up to $100,000, claims paid within 24 hours of approval, and more."
  type ProductAdditional @dontInfer {
    title: String!
    items: [MarketingTitledText!]!
  }

  "Closing block; label is the Get Your Free Quote button (to /quote)."
  type ProductQuote @dontInfer {
    title: String!
    text: String!
    label: String!
  }

  "Team page content, from data/team.json."
  type TeamJson implements Node @dontInfer {
    hero: TeamHero!
    "Ten reasons to join."
    reasons: TeamReasons!
    "Four headline stats."
    stats: [MarketingStat!]!
    membersTitle: String!
    "Nine team member cards."
    members: [TeamMember!]!
    achievement: MarketingTitledText!
    financial: TeamFinancial!
    whyChoose: TeamWhyChoose!
    cta: TeamCta!
  }

  "Team page hero."
  type TeamHero @dontInfer {
    eyebrow: String!
    title: String!
    lead: String!
    "Label of the hero button to /contact."
    ctaLabel: String!
  }

  "Ten reasons to join, shown as a numbered list."
  type TeamReasons @dontInfer {
    title: String!
    items: [String!]!
  }

  """
  A team member card. The card draws an initials avatar from the name (no stock photos).
  At most one of the optional extra fields (income, production, residuals, current,
  transformation, secret, trips, year, background) is set.
  """
  type TeamMember @dontInfer {
    name: String!
    "Role label, e.g. District Manager."
    title: String!
    shortBio: String!
    "Shown while the card is collapsed."
    shortTestimonial: String!
    "Paragraphs shown after Read More."
    fullTestimonial: [String!]!
    achievement: String!
    income: String
    production: String
    residuals: String
    current: String
    transformation: String
    secret: String
    trips: String
    year: String
    background: String
  }

  "Financial success box with its earnings disclaimer."
  type TeamFinancial @dontInfer {
    title: String!
    text: String!
    disclaimer: String!
  }

  "Why agents choose the agency."
  type TeamWhyChoose @dontInfer {
    title: String!
    items: [MarketingTitledText!]!
  }

  "Closing calls to action: /contact and /agent-incentives."
  type TeamCta @dontInfer {
    title: String!
    text: String!
    contactLabel: String!
    incentivesLabel: String!
  }

  "FAQ page content, from data/faq.json."
  type FaqJson implements Node @dontInfer {
    title: String!
    lead: String!
    quickFacts: [MarketingStat!]!
    "Label of the search box."
    searchLabel: String!
    searchPlaceholder: String!
    "Heading of the panel shown when a search finds nothing."
    noResultsTitle: String!
    noResultsText: String!
    "Exactly six categories: business-overview, getting-started, income-earnings, management, leads-training, products-coverage."
    categories: [FaqCategory!]!
    targetMarket: FaqTargetMarket!
    "Closing block with the Apply Here button (/request-info)."
    apply: FaqApply!
    "Disclaimer shown under the Income & Earnings category."
    incomeNote: String!
  }

  "An FAQ category and its questions."
  type FaqCategory @dontInfer {
    "Stable key (also the section's anchor id)."
    key: String!
    title: String!
    questions: [FaqQuestion!]!
  }

  "One question and its answer (plain text; search matches and highlights both)."
  type FaqQuestion @dontInfer {
    question: String!
    answer: String!
  }

  "Who the agency serves (target-market section)."
  type FaqTargetMarket @dontInfer {
    title: String!
    lead: String!
    points: [String!]!
  }

  "Closing block; label is the Apply Here button (to /request-info)."
  type FaqApply @dontInfer {
    title: String!
    text: String!
    label: String!
  }
`

export const marketingFeature: Feature = {
  name: "marketing",
  typeDefs,
  validate: (dataDir) => {
    for (const name of Object.keys(FILES) as (keyof typeof FILES)[]) readMarketingFile(dataDir, name)
  },
}
