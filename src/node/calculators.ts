/**
 * data/calculators.json: every word of the Goal Calculator and the Compensation
 * Comparison that is content (titles, field labels and hints, steps, assumptions,
 * footnotes, the consent text). The field keys must match the calculators' inputs
 * (src/lib/calc), each exactly once, so a typo fails the build instead of a field.
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import { parseJson, text, validateData } from "../lib/data-validation"
import { COMP_SHARED_KEYS, GOAL_KEYS } from "../lib/calc/index"
import { FIELD_UNITS, type CalculatorsContent } from "../lib/calc/content"
import type { Feature } from "./feature"

const COMPANY_FIELD_KEYS = ["commission", "leadCost", "conversion"] as const

function fieldsFor(keys: readonly string[]) {
  return z
    .array(
      z
        .object({ key: z.enum(keys as [string, ...string[]]), label: text(), unit: z.enum(FIELD_UNITS), hint: text() })
        .strict(),
    )
    .superRefine((fields, ctx) => {
      const seen = fields.map((f) => f.key)
      for (const key of keys) {
        if (!seen.includes(key)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `field "${key}" is missing` })
      }
      seen.forEach((key, i) => {
        if (seen.indexOf(key) !== i)
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "key"], message: `"${key}" appears twice` })
      })
    })
}

const lines = () => z.array(text()).min(1)

export const calculatorsSchema = z
  .object({
    goal: z
      .object({
        title: text(),
        subtitle: text(),
        metaDescription: text(),
        formHeading: text(),
        formIntro: text(),
        fields: fieldsFor(GOAL_KEYS),
        resultsHeading: text(),
        assumptions: lines(),
        footnotes: lines(),
      })
      .strict(),
    comparison: z
      .object({
        title: text(),
        subtitle: text(),
        metaDescription: text(),
        stepsHeading: text(),
        steps: z.array(text()).length(4),
        sharedHeading: text(),
        sharedFields: fieldsFor(COMP_SHARED_KEYS),
        currentCompany: text(),
        newCompany: text(),
        companyFields: fieldsFor(COMPANY_FIELD_KEYS),
        resultsHeading: text(),
        sameSpendHeading: text(),
        sameSpendIntro: text().refine((v) => v.includes("{spend}"), "must contain {spend}"),
        assumptions: lines(),
        footnotes: lines(),
      })
      .strict(),
    results: z
      .object({
        hypotheticalLabel: text(),
        hypotheticalText: text(),
        assumptionsHeading: text(),
        staleNote: text(),
        noScriptNote: text(),
      })
      .strict(),
    contact: z
      .object({
        heading: text(),
        intro: text(),
        firstNameLabel: text(),
        lastNameLabel: text(),
        phoneLabel: text(),
        emailLabel: text(),
        emailButton: text(),
        submitButton: text(),
        sendingLabel: text(),
        consentText: text().refine(
          (v) =>
            v.includes("{company}") &&
            /STOP/.test(v) &&
            /HELP/.test(v) &&
            /not a condition/i.test(v) &&
            /rates/i.test(v),
          "must name {company}, say consent is not a condition of purchase, and mention message and data rates, STOP and HELP",
        ),
        privacyLinkText: text(),
        privacyPath: text().refine((v) => v.startsWith("/"), "must be a site path starting with /"),
        notConfiguredMessage: text(),
        startOver: text(),
      })
      .strict(),
  })
  .strict()

// The checked data must fit what the pages expect.
type Checked = z.infer<typeof calculatorsSchema>
const fits: (c: Checked) => CalculatorsContent = (c) => c
void fits

export function readCalculators(dataDir: string): Checked {
  const file = path.join(dataDir, "calculators.json")
  const rel = path.relative(process.cwd(), file)
  if (!fs.existsSync(file)) throw new Error(`${rel}: file is missing`)
  return validateData(rel, calculatorsSchema, parseJson(rel, fs.readFileSync(file, "utf8")))
}

const typeDefs = /* GraphQL */ `
  """
  Content of the Goal Calculator (/goalcalculator) and the Compensation Comparison
  (/comp-comparison), from data/calculators.json. The arithmetic lives in src/lib/calc.
  """
  type CalculatorsJson implements Node @dontInfer {
    goal: CalculatorGoal!
    comparison: CalculatorComparison!
    "Labels of the results panels shared by both calculators."
    results: CalculatorResults!
    "The contact form, consent checkbox and send buttons shared by both calculators."
    contact: CalculatorContact!
  }

  "One number input: its key in src/lib/calc, label, unit and hint."
  type CalculatorField @dontInfer {
    "Input key (e.g. monthlyNetIncome); fixed by the calculator, not free text."
    key: String!
    label: String!
    "dollars, percent, knocks, hours or weeks: decides the $ or % shown beside the input."
    unit: String!
    "Help text under the input."
    hint: String!
  }

  "Goal Calculator page content."
  type CalculatorGoal @dontInfer {
    "The page's h1 and <title>."
    title: String!
    subtitle: String!
    metaDescription: String!
    formHeading: String!
    formIntro: String!
    "The ten inputs, in order."
    fields: [CalculatorField!]!
    "Heading of the results panel (Know Your Numbers!)."
    resultsHeading: String!
    "Assumptions listed with the results."
    assumptions: [String!]!
    footnotes: [String!]!
  }

  "Compensation Comparison page content."
  type CalculatorComparison @dontInfer {
    title: String!
    subtitle: String!
    metaDescription: String!
    stepsHeading: String!
    "The four numbered steps of the intro."
    steps: [String!]!
    sharedHeading: String!
    "The five inputs shared by both companies."
    sharedFields: [CalculatorField!]!
    "Name of the first company card."
    currentCompany: String!
    "Name of the second company card."
    newCompany: String!
    "The three inputs of each company card (commission, leadCost, conversion)."
    companyFields: [CalculatorField!]!
    resultsHeading: String!
    sameSpendHeading: String!
    "Intro of the Same Lead Spend Challenge; {spend} becomes the yearly spend."
    sameSpendIntro: String!
    assumptions: [String!]!
    footnotes: [String!]!
  }

  "Labels around the results (hypothetical-figures notice, assumptions)."
  type CalculatorResults @dontInfer {
    hypotheticalLabel: String!
    hypotheticalText: String!
    assumptionsHeading: String!
    "Shown when an input changed after the last calculation."
    staleNote: String!
    "Shown when JavaScript is off; {phone} becomes the office phone."
    noScriptNote: String!
  }

  "Contact form, consent and send buttons."
  type CalculatorContact @dontInfer {
    heading: String!
    intro: String!
    firstNameLabel: String!
    lastNameLabel: String!
    phoneLabel: String!
    emailLabel: String!
    emailButton: String!
    submitButton: String!
    sendingLabel: String!
    "Consent checkbox text; {company} becomes the company name from site.json. Sent with each lead as proof of consent."
    consentText: String!
    privacyLinkText: String!
    privacyPath: String!
    "Shown when the webhook variable of a button is unset; {phone} becomes the office phone."
    notConfiguredMessage: String!
    startOver: String!
  }
`

export const calculatorsFeature: Feature = {
  name: "calculators",
  typeDefs,
  validate: (dataDir) => {
    readCalculators(dataDir)
  },
}
