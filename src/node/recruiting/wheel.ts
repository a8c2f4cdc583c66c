/**
 * The prize wheel page /wheel-spin of data/wheel.json: its segments, prize tiers and
 * official rules, the schema with its checks, and the collection.
 */
import { z } from "zod"
import { defineCollection } from "../schema/collection"
import { hero, line, optionalDate, sampleFlag, seo, text, titledText } from "../schema/vocabulary"

/** Words that announce a prize won: a practice spin awards nothing. */
const SAYS_WON = /\b(?:you )?(?:won|win|winner)\b/i

/** The cash prizes a segment may carry, in whole dollars. */
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

/** The content of data/wheel.json. */
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
        howToEnter: ruleTerm("How a spin is earned; {number} is weeklySpinLimit."),
        freeEntry: ruleTerm(
          "No purchase necessary: the free way to enter, each request earning a spin as a policy does, with the same odds and the same weekly limit ({number}).",
        ),
        weeklySpinLimit: z
          .int()
          .min(1)
          .describe(
            "The most spins one agent can earn in a contest week, by policies and free requests together: the {number} of how to enter and the free entry.",
          ),
        odds: ruleTerm("How the odds work; the chance of each prize is computed from the segments under it."),
        prizes: ruleTerm("What the prizes are and how they are paid."),
        taxes: ruleTerm(
          "Who pays the taxes on a prize, and from what yearly total ({amount}) the sponsor sends a tax form.",
        ),
        taxFormThreshold: z
          .int()
          .min(1)
          .describe(
            "The yearly total of prizes and other payments from the sponsor, in dollars, from which the sponsor sends a winner a Form 1099: the {amount} of the taxes term. The law sets it; check it with the agency's tax adviser each year.",
          ),
        winners: ruleTerm("How winners are told and how the results are announced."),
        unset: text().describe(
          "Shown while the sponsor or the dates are missing: the contest is not running and its rules are incomplete.",
        ),
        upcoming: text().describe("Shown before the first day."),
        running: text().describe("Shown from the first day to the last."),
        ended: text().describe("Shown after the last day."),
        sample: sampleFlag(
          "the sample agency's contest terms (the sponsor and dates start empty), its weekly spin limit and its tax-form threshold",
          "Replace them with the terms of the agency's own contest, and check the threshold with a tax adviser.",
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

/** data/wheel.json: checked before the build and typed in GraphQL from its schema. */
export const wheelCollection = defineCollection({
  label: "Prize wheel",
  files: ["wheel.json"],
  schema: wheelSchema,
  description: "The prize wheel page /wheel-spin, from data/wheel.json.",
})
