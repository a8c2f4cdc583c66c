/** The contact page /contact of data/contact.json: its schema and its collection. */
import { z } from "zod"
import { defineCollection } from "./schema/collection"
import { atLeastOne, frameIntro, hero, intro, line, noTwoAlike, seo, text } from "./schema/vocabulary"

const CARD_KINDS = ["phone", "email", "address", "hours"] as const

/** The content of data/contact.json. */
export const contactSchema = z.strictObject({
  seo: seo.describe("Head tags of /contact."),
  hero: hero.describe("Opening band of the page."),
  cards: atLeastOne(
    z
      .strictObject({
        kind: z
          .enum(CARD_KINDS)
          .meta({ id: "ContactCardKind", description: "Which detail from data/site.json a contact card shows." })
          .describe("One of phone, email, address, hours."),
        title: line().describe("Heading of the card."),
        description: text().describe("One line under the heading."),
        actionLabel: line().describe("Text of the card's link (call, write, directions, or the hours note)."),
        actionHint: text()
          .optional()
          .describe(
            "Read by screen readers after the link's text, e.g. to {email}, or to our office (opens in a new tab) for directions. The phone card reads the number instead.",
          ),
      })
      .meta({ id: "ContactCard", description: "A contact card; its details and link come from data/site.json." }),
    "card",
    "the page opens with them",
  )
    .superRefine(noTwoAlike("kind", (kind) => `a second card of kind "${kind}"`))
    .describe(
      "The contact cards, in order: any of phone, email, address and hours, each at most once, as each shows its detail from data/site.json. At least one: the page opens with them.",
    ),
  survey: frameIntro.describe("The contact survey (site.json embeds.forms.contactSurvey)."),
  reasons: z
    .strictObject({
      heading: line().describe("Heading of the list."),
      items: atLeastOne(text(), "reason").describe(
        "Reasons to contact the agency, in order. At least one: the heading stands over them.",
      ),
    })
    .describe("Why families and agents contact the agency."),
  call: intro
    .extend({ buttonLabel: text().describe("Label of the tel: button.") })
    .describe("The call band with its tel: button."),
  map: frameIntro
    .extend({ fallbackLabel: text().describe("Link to the directions shown instead of the map when it cannot load.") })
    .describe("The office map (site.json embeds.mapEmbedUrl)."),
  replyPromise: text().describe("The reply promise shown with the survey (within 24 hours)."),
})

/** data/contact.json: checked before the build and typed in GraphQL from its schema. */
export const contactCollection = defineCollection({
  label: "Contact page",
  files: ["contact.json"],
  languages: true,
  schema: contactSchema,
  description:
    "Content of /contact, from data/contact.json. Phone, e-mail, address and hours come from data/site.json.",
})
