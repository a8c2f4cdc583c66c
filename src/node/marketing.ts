/**
 * Home, product, team and FAQ content: data/home.json, data/product.json, data/team.json
 * and data/faq.json, one object file each (HomeJson, ProductJson, TeamJson, FaqJson).
 * The schemas below are the only declaration of these shapes: the build checks, the
 * GraphQL types and the editors' JSON Schemas all come from them.
 */
import { z } from "zod"
import { FAQ_CATEGORY_KEYS } from "../lib/faq-search"
import { TEAM_EXTRA_FIELDS } from "../lib/team"
import type { Feature } from "./feature-type"
import { defineCollection, readSingle } from "./schema/collection"
import {
  atLeastOne,
  callToAction,
  embedFallback,
  faqItem,
  hero,
  paragraphs,
  section,
  seo,
  stat,
  quoteRef,
  text,
  titledText,
  titledTextList,
  videoRef,
  personRef,
  line,
  textWith,
  sampleFlag,
} from "./schema/vocabulary"

export const homeSchema = z.strictObject({
  seo: seo.describe("Search title and description of the home page."),
  hero: hero
    .extend({
      video: videoRef().describe("The hero video: its key in data/videos.json."),
      quoteLabel: line().describe("Label of the hero's first button (to /quote)."),
      applyLabel: line().describe("Label of the hero's second button (to /request-info)."),
    })
    .describe("Home hero with its video."),
  statsLabel: line().describe("Accessible name of the stat tiles; {company} is the company name."),
  stats: atLeastOne(stat, "tile", "the band shows nothing else").describe(
    "The stat tiles (policies issued, agents who started training, states served, client satisfaction, …), in order; they wrap onto as many rows as they need. At least one: the band shows nothing else.",
  ),
  founderTeaser: section
    .extend({
      linkLabel: line().describe("Label of the link to /{founder}-story; {founder} is the founder's first name."),
      disclaimer: textWith("typicalEarnings").describe("Earnings disclaimer shown under the teaser."),
    })
    .describe("Teaser for the founder's story page; {founder} in any text is the founder's first name."),
  carrier: section
    .extend({
      issuedBy: text().describe("Sentence naming the carrier; {carrier} is its name from site.json."),
      badgesLabel: line().describe("Accessible name of the rating badges; {carrier} is the carrier's name."),
      yearsLabel: line().describe("Words after the carrier's years in business (e.g. years in business)."),
      amBestLabel: line().describe("Words after the insurer-rating agency grade."),
      bbbLabel: line().describe("Words after the business-bureau grade."),
    })
    .describe("Carrier partnership section; the carrier's name, years and ratings come from site.json."),
  reasons: titledTextList.describe(
    "Reasons families choose the agency (the agent career has its own band, with the testimonials).",
  ),
  reasonsNote: textWith("gradedBenefit").describe(
    "Shown under the reasons: the graded-benefit limit ({gradedBenefit}) beside no medical exam.",
  ),
  testimonials: z
    .strictObject({
      title: line().describe("Heading of the section."),
      listLabel: line().describe("Accessible name of the list of testimonials."),
      ratingLabel: line()
        .refine((v) => v.includes("{amount}"), "must contain {amount}")
        .describe("What screen readers hear for a testimonial's stars; {amount} is the number of stars, 0 to 5."),
      linkLabel: line().describe("Label of the link to /testimonials."),
      note: textWith("company", "typicalEarnings").describe(
        "Shown under the quotes: who the people quoted are (agents and managers of the agency, managers earning overrides); where a quote tells of results (speaksOfResults in data/people.json), that results are not typical and the typical earnings ({typicalEarnings}); and the lead terms ({leadTerms}) beside lead financing.",
      ),
      items: atLeastOne(quoteRef(), "quote", "the section shows nothing else").describe(
        "Agent quotes (keys in data/people.json), in order; the home page shows every one, each cut at 150 characters plus an ellipsis, and the team page holds their whole text. At least one: the section shows nothing else.",
      ),
    })
    .describe("Agent testimonials."),
  secondVideo: z
    .strictObject({
      title: line().describe("Heading of the section."),
      text: text().describe("Paragraph beside the video."),
      video: videoRef().describe("The video: its key in data/videos.json."),
    })
    .describe("Second video section."),
  leadForm: z
    .strictObject({
      title: line().describe("Heading of the section."),
      text: text().describe("Paragraph above the form, shown only with the form."),
      fallback: embedFallback(),
      frameTitle: line().describe("Accessible title of the form frame."),
    })
    .describe("Lead-capture form section; the form id is site.json embeds.forms.leadCapture."),
  closing: callToAction.describe("Closing call to action: a quote for families, an application for agents."),
  contact: z
    .strictObject({
      text: text().describe("Sentence before the link."),
      label: line().describe("Label of the link to /contact."),
    })
    .describe("Line with the link to /contact."),
})

const band = z
  .strictObject({
    ageRange: line().describe("Issue ages as displayed, e.g. 0–80."),
    issueLimit: line().describe("Maximum face amount as displayed, e.g. Up to $35,000."),
  })
  .meta({ id: "PolicyBand", description: "An age band with its issue limit." })

export const productSchema = z.strictObject({
  seo: seo.describe("Search title and description of /our-product."),
  hero: hero.describe("Opening band of /our-product."),
  intro: z
    .strictObject({
      title: line().describe("Heading of the introduction."),
      paragraphs: paragraphs().describe("Its paragraphs."),
    })
    .describe("Introduction under the hero."),
  carrierCards: z
    .strictObject({
      label: line().describe("Accessible name of the two cards; {carrier} is the carrier's name."),
      yearsTitle: line().describe("Heading of the first card; {carrierYears} is the carrier's years in business."),
      yearsText: text().describe("Its sentence; {carrier} and {carrierYears} are filled from site.json."),
      ratingTitle: line().describe("Heading of the second card; {amBest} is the insurer-rating agency grade."),
      ratingText: text().describe("Its sentence; {amBest} and {bbb} are filled from site.json."),
    })
    .describe("Two cards on the carrier beside the introduction; figures come from site.json's carrier."),
  benefitsLabel: line().describe("Heading (for screen readers) of the benefit cards."),
  benefits: atLeastOne(titledText, "card", "the band shows nothing else").describe(
    "Benefit cards (no medical exam, comprehensive support, payment within 24 hours, …), in order. At least one: the band shows nothing else.",
  ),
  policiesTitle: line().describe("Heading of the policy types."),
  policyLabels: z
    .strictObject({
      ages: text().describe("Label of the issue ages."),
      coverage: text().describe("Label of the issue limit."),
    })
    .describe("Labels of the terms on each policy card."),
  policies: atLeastOne(
    band
      .extend({
        name: line().describe("Name of the policy type."),
        description: text().describe("What the policy is for."),
        secondBand: band.optional().describe("A second age band with its own limit (Final Expense 81–85)."),
      })
      .meta({ id: "ProductPolicy", description: "A policy type: name, issue ages, issue limit and description." }),
    "policy type",
    "the section shows nothing else",
  ).describe(
    "The policy types, in order, each with a Learn More link to /contact. At least one: the section shows nothing else.",
  ),
  learnMoreLabel: line().describe("Label of each policy's Learn More link to /contact."),
  learnMoreContext: text().describe(
    "Words screen readers hear after that label; {policy} is the policy's name (e.g. about {policy}).",
  ),
  additional: titledTextList.describe("Additional benefits, such as the accidental-death rider."),
  quote: callToAction.describe("Closing Get Your Free Quote block (button to /quote)."),
  sample: sampleFlag(
    "the sample carrier's product facts: the plans and their age bands, the graded terms, the accidental-death rider's terms and the average premium (its issue ages, limits, claim speed and review period are data/site.json's limits, and the issue rate its facts, which the copy names by token)",
    "Replace them with your carrier's, as its product guide and your own records state them, here and in the suicide clause of data/quote.json's coverage notes (the states with a one-year clause).",
  ),
})

const extraFields = Object.fromEntries(
  TEAM_EXTRA_FIELDS.map((k) => [k, text().optional().describe(`Optional extra line on the card: ${k}.`)]),
) as Record<(typeof TEAM_EXTRA_FIELDS)[number], z.ZodOptional<ReturnType<typeof text>>>

const member = z
  .strictObject({
    person: personRef().describe("Who the card is about: their key in data/people.json (name, role, photo, story)."),
    quote: quoteRef().describe("Their quote shown while the card is collapsed: its key in data/people.json."),
    shortBio: line().describe("One line under the name."),
    achievement: line().describe("Highlighted achievement line."),
    ...extraFields,
  })
  .refine((m) => TEAM_EXTRA_FIELDS.filter((k) => m[k] !== undefined).length <= 1, {
    message: `at most one of ${TEAM_EXTRA_FIELDS.join(", ")}`,
  })
  .meta({
    id: "TeamMember",
    description: `A team member card. At most one of the optional extra fields (${TEAM_EXTRA_FIELDS.join(", ")}) is set.`,
  })

export const teamSchema = z.strictObject({
  seo: seo.describe("Search title and description of /our-team."),
  hero: hero
    .extend({ ctaLabel: text().describe("Label of the hero button to /contact.") })
    .describe("Opening band of /our-team."),
  reasons: z
    .strictObject({
      title: line().describe("Heading of the list."),
      items: atLeastOne(text(), "reason", "the list shows nothing else").describe(
        "The reasons, in order, as a numbered list. At least one: the section shows nothing else.",
      ),
      note: textWith("typicalEarnings", "leadTerms").describe(
        "Shown under the list: the typical earnings ({typicalEarnings}) beside pay, and the lead terms ({leadTerms}) beside lead financing.",
      ),
    })
    .describe("Reasons to join."),
  statsLabel: line().describe("Accessible name of the stat tiles."),
  stats: atLeastOne(stat, "tile", "the band shows nothing else").describe(
    "Headline stat tiles, in order; they wrap onto as many rows as they need. At least one: the band shows nothing else.",
  ),
  membersTitle: line().describe("Heading of the team member cards."),
  membersNote: textWith("company", "typicalEarnings").describe(
    "Shown under the cards: who the people are (agents and managers of the agency, managers earning overrides); where a quote tells of results (speaksOfResults in data/people.json), that results are not typical and the typical earnings ({typicalEarnings}).",
  ),
  memberLabels: z
    .strictObject({
      readMore: text().describe("Label of the button that opens a card's full story."),
      readLess: text().describe("Label of the button that closes it."),
      achievement: line().describe("Label before the achievement line."),
      storyContext: text().describe(
        "Words screen readers hear after Read More / Read Less; {name} is the member's name.",
      ),
      extras: z
        .array(
          z
            .strictObject({
              field: z
                .enum(TEAM_EXTRA_FIELDS)
                .meta({ id: "TeamExtraField", description: "One of a team member's optional extra fields." })
                .describe("The extra field this label is for."),
              label: line().describe("Label shown before the member's line for that field."),
            })
            .meta({ id: "TeamExtraLabel", description: "The label of one optional extra field of the team cards." }),
        )
        .refine(
          (labels) => TEAM_EXTRA_FIELDS.every((f) => labels.filter((l) => l.field === f).length === 1),
          `needs one label for each of ${TEAM_EXTRA_FIELDS.join(", ")}`,
        )
        .describe("Labels of the optional extra lines, one per extra field."),
    })
    .describe("Labels on the team member cards."),
  members: atLeastOne(member, "member", "the section shows nothing else")
    .refine((ms) => new Set(ms.map((m) => m.person)).size === ms.length, "each person has one card")
    .describe("The team member cards, in order, one per person. At least one: the section shows nothing else."),
  resultsLabel: line().describe("Heading (for screen readers) of the achievement and financial boxes."),
  achievement: titledText.describe("Team achievement box."),
  financial: titledText
    .extend({ disclaimer: textWith("typicalEarnings").describe("Earnings disclaimer under the box.") })
    .describe("Financial success box with its earnings disclaimer."),
  whyChoose: titledTextList.describe("Why agents choose the agency."),
  whyChooseNote: textWith("leadTerms").describe(
    "Shown under those cards: the lead terms ({leadTerms}) beside financed leads.",
  ),
  cta: callToAction.describe("Closing calls to action: /contact and /agent-incentives."),
})

export const faqSchema = z.strictObject({
  seo: seo.describe("Search title and description of /faq."),
  hero: hero.describe("Opening band of /faq."),
  quickFactsTitle: line().describe("Heading of the quick facts."),
  quickFacts: z
    .array(stat)
    .min(1)
    .describe("Quick facts shown as stat tiles, in order. At least one: the heading stands over them."),
  questionsLabel: line().describe("Heading (for screen readers) of the questions and answers."),
  searchLabel: line().describe("Label of the search box."),
  searchPlaceholder: text().describe("Placeholder of the search box."),
  clearSearchLabel: line().describe("Accessible name of the button that clears the search."),
  noResultsTitle: line().describe("Heading of the panel shown when a search finds nothing."),
  noResultsText: text().describe("Text of that panel."),
  viewAllLabel: line().describe("Label of the button in that panel that clears the search."),
  resultMessages: z
    .strictObject({
      none: line().describe(
        'When a search finds nothing; {query} is what the visitor typed (e.g. No results found for "{query}").',
      ),
      one: line().describe('When it finds one question (e.g. Found 1 result for "{query}").'),
      many: line().describe('When it finds more; {number} is how many (e.g. Found {number} results for "{query}").'),
    })
    .describe("What screen readers hear, and the line under the search box shows, after each search."),
  categories: z
    .array(
      z
        .strictObject({
          key: z
            .enum(FAQ_CATEGORY_KEYS)
            .describe(`Stable key, also the section's anchor id: one of ${FAQ_CATEGORY_KEYS.join(", ")}.`),
          title: line().describe("Heading of the category."),
          questions: atLeastOne(faqItem, "question", "a category heading stands over them").describe(
            "The category's questions, in order. At least one: the category's heading stands over them.",
          ),
        })
        .meta({ id: "FaqCategory", description: "An FAQ category and its questions." }),
    )
    .refine(
      (cs) => FAQ_CATEGORY_KEYS.every((k) => cs.filter((c) => c.key === k).length === 1),
      `each category key must appear exactly once: ${FAQ_CATEGORY_KEYS.join(", ")}`,
    )
    .describe(
      "Exactly six categories, each key once (the keys are the sections' anchors, which links name), in any order; each holds any number of questions, at least one.",
    ),
  targetMarket: z
    .strictObject({
      title: line().describe("Heading of the section."),
      lead: text().describe("Paragraph before the points."),
      points: z
        .array(text())
        .min(1)
        .describe("Who the agency serves, one point each, in order. At least one: the lead paragraph introduces them."),
    })
    .describe("Who the agency serves (target-market section)."),
  apply: callToAction.describe("Closing block; label is the Apply Here button (to /request-info)."),
  incomeNote: textWith("typicalEarnings").describe(
    "Results-not-typical disclosure shown under the Income & Earnings category, with the typical earnings.",
  ),
  backToTopLabel: line().describe("Accessible name of the floating back-to-top button."),
})

export const homeCollection = defineCollection({
  label: "Home page",
  files: ["home.json"],
  languages: true,
  schema: homeSchema,
  description: "Home page content, from data/home.json. The carrier, video and form ids come from data/site.json.",
})
export const productCollection = defineCollection({
  label: "Our Product page",
  files: ["product.json"],
  languages: true,
  schema: productSchema,
  description: "Product page content (/our-product), from data/product.json.",
})
export const teamCollection = defineCollection({
  label: "Our Team page",
  files: ["team.json"],
  schema: teamSchema,
  description: "Team page content (/our-team), from data/team.json.",
})
export const faqCollection = defineCollection({
  label: "FAQ page",
  files: ["faq.json"],
  languages: true,
  schema: faqSchema,
  description: "FAQ page content (/faq), from data/faq.json.",
})

/** Reads and checks data/faq.json. */
export const readFaq = (dataDir: string) => readSingle(dataDir, faqCollection)

export const marketingFeature: Feature = {
  name: "marketing",
  label: "Main pages",
  collections: [homeCollection, productCollection, teamCollection, faqCollection],
}
