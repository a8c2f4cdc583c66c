/**
 * data/people.json: every named person the site quotes or shows (agents, managers, team
 * members), once: name, role, city, an optional photo, their story and what they said.
 * Pages name a quote (`quoteRef()`) or a person (`personRef()`) by key, and GraphQL hands
 * them the record, so a person has one city and one story everywhere.
 */
import { z } from "zod"
import { defineCollection, imagePath, type DerivedType } from "./schema/collection"
import { paragraphs, personRef, sampleFlag, text, line } from "./schema/vocabulary"
import type { Feature } from "./feature-type"
import { createChildNode } from "./schema/child-nodes"

const key = (what: string) =>
  text()
    .regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens")
    .describe(what)

const quote = z
  .strictObject({
    key: key("The quote's key: how pages name it (unique across data/people.json)."),
    text: text().describe("What they said, word for word; previews cut it at a word boundary."),
    rating: z.int().min(1).max(5).optional().describe("Stars, 1 to 5, where the page shows a rating."),
    speaksOfResults: z
      .boolean()
      .optional()
      .describe(
        "Whether it tells of a result the person had from the work: money earned, or a figure of their sales (a first policy in the third week, a closing ratio of 28%). Wherever such a quote is shown, its band must say that results are not typical and what a typical agent earns; the build stops where it does not.",
      ),
  })
  .meta({ id: "PersonQuote", description: "Something a person said, as written in data/people.json." })

const personShape = {
  key: key("The person's key: how pages name them."),
  name: line().describe("Name as they agreed to be shown (e.g. Marisol Vega, or Luis G.)."),
  role: z.string().trim().describe("Role shown under the name (e.g. District Manager); empty when none is shown."),
  city: text()
    .regex(/^[^,]+, [A-Z]{2}$/, 'must be "City, ST" (e.g. Plano, TX)')
    .optional()
    .describe('Where they work, as "City, ST"; shown after the role.'),
  photo: imagePath()
    .optional()
    .describe("Portrait beside data/people.json (e.g. people/marisol-vega.jpg); without one the card shows initials."),
  photoAlt: line().optional().describe("What the portrait shows, for screen readers (required with a photo)."),
  story: paragraphs().optional().describe("Their story in their own words, paragraph by paragraph."),
}

const personRecord = z
  .strictObject({
    ...personShape,
    quotes: z.array(quote).describe("Everything the site quotes them as saying (may be empty)."),
    sample: sampleFlag(
      "written people with generated portraits",
      "Replace each with a real agent or manager of the agency who has agreed in writing to be quoted and pictured, with their real role, or remove them and the places that name them.",
    ),
  })
  .refine((p) => !p.photo || p.photoAlt, { message: "a photo needs photoAlt", path: ["photoAlt"] })
  .meta({ id: "PersonRecord", description: "A person as written in data/people.json." })

/** Two people must never share a quote or a story, and every key is used once. */
function checkPeople(people: z.infer<typeof personRecord>[], ctx: z.RefinementCtx) {
  const keys = new Set<string>()
  const quoteKeys = new Set<string>()
  const saidBy = new Map<string, string>()
  people.forEach((p, i) => {
    if (keys.has(p.key)) ctx.addIssue({ code: "custom", path: [i, "key"], message: `"${p.key}" is used twice` })
    keys.add(p.key)
    const texts = [...p.quotes.map((q) => q.text), ...(p.story ?? [])]
    p.quotes.forEach((q, j) => {
      if (quoteKeys.has(q.key)) {
        ctx.addIssue({ code: "custom", path: [i, "quotes", j, "key"], message: `"${q.key}" is used twice` })
      }
      quoteKeys.add(q.key)
    })
    for (const said of new Set(texts)) {
      const other = saidBy.get(said)
      if (other && other !== p.key) {
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: `says the same words as "${other}": "${said.slice(0, 60)}…"`,
        })
      }
      saidBy.set(said, p.key)
    }
  })
}

export const peopleCollection = defineCollection({
  label: "People and their quotes",
  files: ["people.json"],
  description: "Every person the site quotes or shows, from data/people.json (one record per person).",
  schema: z.strictObject({
    people: z.array(personRecord).min(1).superRefine(checkPeople).describe("One record per person."),
  }),
})

export const personType: DerivedType = {
  typeName: "Person",
  description: "A person of data/people.json, as pages link to them by key.",
  records: { file: "people.json", path: "people.*", shownBy: "name" },
  schema: z.strictObject({
    ...personShape,
    quotes: z.array(quote).describe("Everything the site quotes them as saying."),
  }),
}

export const quoteType: DerivedType = {
  typeName: "Quote",
  description: "A quote of data/people.json with the person who said it, as pages link to it by key.",
  records: { file: "people.json", path: "people.*.quotes.*", shownBy: "text" },
  schema: z.strictObject({
    key: quote.shape.key,
    text: quote.shape.text,
    rating: quote.shape.rating,
    speaksOfResults: quote.shape.speaksOfResults,
    person: personRef().describe("Who said it."),
  }),
}

type PeopleData = z.infer<typeof peopleCollection.schema>

export const peopleFeature: Feature = {
  name: "people",
  label: "People",
  collections: [peopleCollection],
  derivedTypes: [personType, quoteType],
  referenceTargets: (read) => {
    const { people } = read(peopleCollection)
    return { Person: people.map((p) => p.key), Quote: people.flatMap((p) => p.quotes.map((q) => q.key)) }
  },
  onCreateNode: (args) => {
    if (args.node.internal.type !== peopleCollection.typeName) return
    for (const p of (args.node as unknown as PeopleData).people) {
      createChildNode(args, personType.typeName, p.key, p)
      for (const q of p.quotes) createChildNode(args, quoteType.typeName, q.key, { ...q, person: p.key })
    }
  },
}
