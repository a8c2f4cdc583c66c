/**
 * data/calculators.json: every word of the Goal Calculator and the Compensation
 * Comparison that is content (titles, field labels and hints, steps, assumptions,
 * footnotes, the two consents). The field keys must match the calculators' inputs
 * (src/lib/calc), each exactly once, so a typo fails the build instead of a field.
 */
import { z } from "zod"
import { COMP_SHARED_KEYS, GOAL_KEYS } from "../lib/calc/index"
import { FIELD_UNITS } from "../lib/calc/content"
import type { Feature } from "./feature-type"
import { defineCollection, readSingle } from "./schema/collection"
import { atLeastOne, noTwoAlike, text, line } from "./schema/vocabulary"

const COMPANY_FIELD_KEYS = ["commission", "leadCost", "conversion"] as const

/** Words of a consent to calls and texts, which the required e-mail opt-in must not ask for. */
const CALL_WORDS = /\b(?:call|calls|calling|text|texts|texting|sms|phone|automated|prerecorded|autodial\w*)\b/i

const fieldUnit = z
  .enum(FIELD_UNITS)
  .meta({ id: "FieldUnit", description: "Unit of a calculator input: shown after its label and inside the box." })

/** The input fields of one form: each key of `keys` exactly once, in display order. */
function fieldsFor(keys: readonly [string, ...string[]], id: string, what: string) {
  return z
    .array(
      z
        .strictObject({
          key: z.enum(keys).meta({ id: `${id}Key`, description: `Which input of the calculator: ${keys.join(", ")}.` }),
          label: line().describe("Label of the input."),
          unit: fieldUnit.describe("Unit of the input."),
          hint: text().describe("Hint under the input."),
        })
        .meta({ id, description: "An input of a calculator form." }),
    )
    .superRefine((fields, ctx) => {
      for (const key of keys) {
        if (!fields.some((f) => f.key === key)) ctx.addIssue({ code: "custom", message: `field "${key}" is missing` })
      }
    })
    .superRefine(noTwoAlike("key", (key) => `"${key}" appears twice`))
    .describe(what)
}

const lines = (what: string) => z.array(text()).min(1).describe(what)

export const calculatorsSchema = z.strictObject({
  goal: z
    .strictObject({
      title: line().describe("The page's h1 and title."),
      subtitle: text().describe("Lead under the h1."),
      metaDescription: text().describe("Meta description of /goalcalculator."),
      formHeading: line().describe("Heading of the form."),
      formIntro: text().describe("Sentence above the form."),
      fields: fieldsFor(GOAL_KEYS, "GoalField", "The Goal Calculator's inputs, each key once, in display order."),
      resultsHeading: line().describe("Heading of the results."),
      yearGoalLabel: line().describe("Label of the year's net income goal at the top of the results."),
      hourlyRateLabel: line().describe("Label of the hourly rate at the top of the results."),
      blockTitles: z
        .strictObject({
          production: line().describe("Title of the production needed per period."),
          applications: line().describe("Title of the applications needed per period."),
          leads: line().describe("Title of the leads needed per period."),
          netIncomeGoal: line().describe("Title of the net income goal per period."),
          presentations: line().describe("Title of the presentations needed per period."),
          doorKnocks: line().describe("Title of the door knocks needed per period."),
          leadInvestment: line().describe("Title of the lead investment per period."),
        })
        .meta({
          id: "GoalBlockTitles",
          description: "Titles of the Goal Calculator's figures per period, in display order.",
        }),
      assumptions: lines("Assumptions listed with the results."),
      footnotes: lines("Footnotes under the results."),
    })
    .describe("The Goal Calculator /goalcalculator."),
  comparison: z
    .strictObject({
      title: line().describe("The page's h1 and title."),
      subtitle: text().describe("Lead under the h1."),
      metaDescription: text().describe("Meta description of /comp-comparison."),
      stepsHeading: line().describe("Heading of the how-to steps."),
      steps: atLeastOne(text(), "step").describe(
        "The how-to steps, numbered in order. At least one: the heading stands over them.",
      ),
      sharedHeading: line().describe("Heading of the inputs both companies share."),
      sharedFields: fieldsFor(COMP_SHARED_KEYS, "SharedField", "Inputs shared by both companies, each key once."),
      currentCompany: text().describe("Heading of the current company's inputs."),
      newCompany: text().describe("Heading of the new company's inputs."),
      currentColumn: line().describe("Header of the current company's column in the comparison tables."),
      newColumn: line().describe("Header of the new company's column in the comparison tables."),
      differenceNote: line().describe(
        "Header of the difference column after its Δ sign, e.g. (New − Current); screen readers hear the results' differenceWord before it.",
      ),
      formLabel: line().describe("Name of the inputs' form, read by screen readers."),
      companyFields: fieldsFor(COMPANY_FIELD_KEYS, "CompanyField", "Inputs asked per company, each key once."),
      resultsHeading: line().describe("Heading of the results."),
      yearGoalLabel: line().describe("Label of the year's net income goal at the top of the results."),
      hourlyRateLabel: line()
        .refine((v) => v.includes("{name}"), "must contain {name}")
        .describe(
          "Label of each company's hourly rate; {name} is the company's heading (Current Company, New Company).",
        ),
      hourlyDifferenceLabel: line().describe("Label of the difference of the two hourly rates."),
      productionBlockTitle: line()
        .refine((v) => v.includes("{name}"), "must contain {name}")
        .describe("Title of the current company's production per period; {name} is its heading."),
      netIncomeGoalBlockTitle: line().describe("Title of the net income goal per period."),
      sideBySideHeading: line().describe("Heading of the side-by-side tables."),
      tableCaptions: z
        .strictObject({
          production: line().describe("Caption of the production needed."),
          applications: line().describe("Caption of the applications needed."),
          leads: line().describe("Caption of the leads needed."),
          leadInvestment: line().describe("Caption of the lead investment."),
          netAchieved: line().describe("Caption of the net income achieved."),
        })
        .meta({ id: "ComparisonTableCaptions", description: "Captions of the side-by-side tables, in display order." }),
      sameSpendHeading: line().describe("Heading of the Same Lead Spend Challenge."),
      sameSpendIntro: text()
        .refine((v) => v.includes("{spend}"), "must contain {spend}")
        .describe("Sentence of the challenge; {spend} is the current yearly lead spend."),
      sameSpendResult: text()
        .refine((v) => v.includes("{name}"), "must contain {name}")
        .describe("Words after the challenge's headline difference; {name} is the new company's heading."),
      sameSpendCompared: text()
        .refine((v) => v.includes("{name}"), "must contain {name}")
        .describe("Words ending that sentence; {name} is the current company's heading."),
      sameSpendCaptions: z
        .strictObject({
          production: line().describe("Caption of the production written."),
          netAchieved: line().describe("Caption of the net income."),
        })
        .meta({ id: "SameSpendCaptions", description: "Captions of the challenge's tables." }),
      assumptions: lines("Assumptions listed with the results."),
      footnotes: lines("Footnotes under the results."),
    })
    .describe("The Compensation Comparison /comp-comparison."),
  results: z
    .strictObject({
      hypotheticalLabel: line().describe("Label of the hypothetical-figures notice."),
      hypotheticalText: text().describe("Text of that notice."),
      assumptionsHeading: line().describe("Heading of the assumptions."),
      calculateButton: line().describe("Label of the Calculate button."),
      calculatingLabel: line().describe("Label of the Calculate button while it works."),
      periods: z
        .strictObject({
          daily: line().describe("Name of a day's figure."),
          weekly: line().describe("Name of a week's figure."),
          monthly: line().describe("Name of a month's figure."),
          yearly: line().describe("Name of a year's figure."),
        })
        .meta({
          id: "CalculatorPeriods",
          description: "Names of the periods beside each figure and heading each table row.",
        }),
      perHour: line().describe("Words after an hourly rate."),
      periodHeader: line().describe("Header of the tables' period column, read by screen readers only."),
      differenceWord: line().describe("What the Δ sign of a difference column means, read by screen readers only."),
      tableLabel: line()
        .refine((v) => v.includes("{name}"), "must contain {name}")
        .describe("Name of a scrolling table's box, read by screen readers; {name} is the table's caption."),
      signWords: z
        .strictObject({
          positive: line().describe("Read after a difference above zero."),
          negative: line().describe("Read after a difference below zero."),
          zero: line().describe("Read after a difference of zero."),
        })
        .meta({ id: "CalculatorSignWords", description: "Read by screen readers after a difference, in brackets." }),
      staleNote: text().describe("Shown when inputs changed after the last calculation."),
      noScriptNote: text().describe("Shown when JavaScript is off; {phone} is the office phone."),
      typicalEarnings: text()
        .refine((v) => v.includes("{typicalEarnings}"), "must contain {typicalEarnings}")
        .describe(
          "Above the footnotes of both calculators, as readable as the form's text: the commission and income figures the calculators work with stand beside what a typical agent earns ({typicalEarnings}).",
        ),
    })
    .meta({ id: "CalculatorResults", description: "Words around the results of both calculators." }),
  contact: z
    .strictObject({
      heading: line().describe("Heading of the contact form under the results."),
      intro: text().describe("Sentence above it."),
      firstNameLabel: line().describe("Label of the first name."),
      lastNameLabel: line().describe("Label of the last name."),
      phoneLabel: line().describe("Label of the phone."),
      emailLabel: line().describe("Label of the e-mail."),
      emailButton: text().describe("Label of the Email Results button."),
      submitButton: text().describe("Label of the Submit Goal Sheet button."),
      sendingLabel: line().describe("Label of a button while it sends."),
      consentText: text()
        .refine(
          (v) => v.includes("{company}") && /e-?mail/i.test(v) && !CALL_WORDS.test(v),
          "must name {company} and speak only of e-mail about the results (calls and texts have their own box, callConsentText)",
        )
        .describe(
          "The required opt-in to hear from the agency by e-mail about the results, beside its checkbox; {company} is the company name. Not about calls or texts.",
        ),
      callConsentText: text()
        .refine((v) => v.trim() === "{callConsent}", "must be {callConsent}, the call-and-text consent every form uses")
        .describe(
          "The optional consent to calls and texts, beside its own unchecked box: {callConsent}, the sentence of data/site.json every form uses. Never a condition of a send.",
        ),
      privacyLinkText: text().describe("Text of the privacy policy link in the consent."),
      privacyPath: text()
        .refine((v) => v.startsWith("/"), "must be a site path starting with /")
        .describe("Address of the privacy policy."),
      notConfiguredMessage: text().describe("Shown when the send address is not set; {phone} is the office phone."),
      startOver: text().describe("Label of the Start Over button."),
    })
    .meta({ id: "CalculatorContact", description: "The contact form with its two consents under both calculators." }),
  messages: z
    .strictObject({
      invalidNumbers: text().describe("Calculate with an empty field or one that is not a number."),
      notPositive: text().describe("Calculate with a number at or below zero."),
      goalPercent: text().describe("Goal Calculator: a percent field outside 1 to 100."),
      goalNotAchievable: text().describe(
        "Goal Calculator: each lead costs more than it earns, so no production reaches the goal.",
      ),
      comparisonAdvance: text().describe("Comparison: the advance outside 1 to 100."),
      comparisonClosing: text().describe("Comparison: a closing rate outside 1 to 100."),
      comparisonCommission: text().describe("Comparison: a commission outside 1 to 180."),
      comparisonNotAchievable: text().describe(
        "Comparison: a company whose leads cost more than they earn; shown after currentPrefix or newPrefix.",
      ),
      currentPrefix: line().describe(
        "Before comparisonNotAchievable, with a space between, when the current company is the cause.",
      ),
      newPrefix: line().describe(
        "Before comparisonNotAchievable, with a space between, when the new company is the cause.",
      ),
      runFirst: text().describe("Email results or Submit goal sheet pressed before a calculation."),
      contactMissing: text().describe("A send with the name, phone or e-mail empty."),
      optInMissing: text()
        .refine((v) => v.includes("{company}"), "must contain {company}")
        .describe("Email results pressed without the e-mail opt-in; {company} is the company name."),
      optInMissingSubmit: text()
        .refine((v) => v.includes("{company}"), "must contain {company}")
        .describe("Submit goal sheet pressed without the e-mail opt-in; {company} is the company name."),
      sendFailed: text().describe("The send's post failed or timed out; everything typed is kept."),
    })
    .meta({
      id: "CalculatorMessages",
      description:
        "The calculators' messages beside Calculate and the send buttons, in the order their rules are checked.",
    }),
})

export type CalculatorsData = z.infer<typeof calculatorsSchema>

const calculatorsCollection = defineCollection({
  label: "Goal Calculator and Compensation Comparison",
  files: ["calculators.json"],
  schema: calculatorsSchema,
  description: "Every word of the Goal Calculator and the Compensation Comparison, from data/calculators.json.",
})

/** Reads and checks data/calculators.json. */
export function readCalculators(dataDir: string): CalculatorsData {
  return readSingle(dataDir, calculatorsCollection)
}

export const calculatorsFeature: Feature = {
  name: "calculators",
  label: "Calculators",
  collections: [calculatorsCollection],
}
