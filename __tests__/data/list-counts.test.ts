/**
 * The content lists of data/ hold any number of items a curator adds, removes or reorders:
 * each schema takes a copy of the shipped file with one more item and one fewer, and keeps
 * a bound only where the page needs one (named in the field's description and the message).
 */
import { z } from "zod"
import { validateData } from "../../src/node/schema/data-validation"
import { homeSchema, productSchema, teamSchema, faqSchema } from "../../src/node/marketing"
import { contactSchema } from "../../src/node/contact"
import { podcastSchema } from "../../src/node/podcast"
import { quoteSchema } from "../../src/node/quote"
import { testimonialsSchema } from "../../src/node/testimonials"
import { bookingSchema } from "../../src/node/recruiting/booking"
import { recruitingSchema } from "../../src/node/recruiting/recruiting-pages"
import { wheelSchema } from "../../src/node/recruiting/wheel"
import { blueprintSchema, surveySchema, thankYouSchema } from "../../src/node/lead-magnets"
import { calculatorsSchema } from "../../src/node/calculators"
import { en as homeEnglish } from "../../data/home.json"
import { en as productEnglish } from "../../data/product.json"
import team from "../../data/team.json"
import { en as faqEnglish } from "../../data/faq.json"
import testimonials from "../../data/testimonials.json"
import podcast from "../../data/podcast.json"
import { en as contactEnglish } from "../../data/contact.json"
import { en as quoteEnglish } from "../../data/quote.json"
import recruiting from "../../data/recruiting.json"
import booking from "../../data/booking.json"
import wheel from "../../data/wheel.json"
import blueprint from "../../data/blueprint.json"
import survey from "../../data/in-home-survey.json"
import thankYou from "../../data/thank-you.json"
import calculators from "../../data/calculators.json"
import people from "../../data/people.json"
import { SPANISH_STATE } from "../../src/node/schema/collection"

type Json = any
const clone = <T,>(v: T): Json => JSON.parse(JSON.stringify(v))

/** The English of a file in two languages as its schema reads it: without the state of its Spanish beside it. */
const textOf = <T extends { [SPANISH_STATE]?: unknown }>({ [SPANISH_STATE]: _state, ...text }: T) => text
const home = textOf(homeEnglish)
const product = textOf(productEnglish)
const faq = textOf(faqEnglish)
const contact = textOf(contactEnglish)
const quote = textOf(quoteEnglish)

/** The value at a dotted path ("testimonials.items") of a data object. */
function listAt(data: Json, at: string): unknown[] {
  return at.split(".").reduce((node, key) => node[key], data)
}

/** A copy of `data` whose list at `at` is `make(list)`. */
function withList(data: unknown, at: string, make: (list: unknown[]) => unknown[]): Json {
  const copy = clone(data)
  const keys = at.split(".")
  const parent = keys.slice(0, -1).reduce((node: Json, key) => node[key], copy)
  parent[keys[keys.length - 1]] = make(parent[keys[keys.length - 1]])
  return copy
}

/** One more item: the first repeated, under a key of its own where the list needs one. */
const oneMore =
  (fresh: (item: Json) => Json = (item) => item) =>
  (list: unknown[]) => [...list, fresh(clone(list[0]))]
const oneFewer = (list: unknown[]) => list.slice(1)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const reversed = (list: unknown[]) => [...list].reverse()
const only = (n: number) => (list: unknown[]) => Array.from({ length: n }, (_, i) => clone(list[i % list.length]))

/** A person of data/people.json that has no team card yet, for a tenth member. */
const newMember = (item: Json) => ({
  ...item,
  person: people.people.find((p) => !team.members.some((m) => m.person === p.key))!.key,
})
/** A quote key of data/people.json, for a new card that names one. */
const anyQuote = people.people.flatMap((p) => p.quotes.map((q) => q.key))[0]
const newTitle = (item: Json) => ({ ...item, title: `${item.title} (again)` })

type Case = { file: string; schema: z.ZodType; data: unknown; at: string; fresh?: (item: Json) => Json }

const LISTS: Case[] = [
  { file: "home.json", schema: homeSchema, data: home, at: "stats" },
  { file: "home.json", schema: homeSchema, data: home, at: "testimonials.items", fresh: () => anyQuote },
  { file: "home.json", schema: homeSchema, data: home, at: "reasons.items", fresh: newTitle },
  { file: "product.json", schema: productSchema, data: product, at: "benefits", fresh: newTitle },
  { file: "product.json", schema: productSchema, data: product, at: "policies" },
  { file: "team.json", schema: teamSchema, data: team, at: "members", fresh: newMember },
  { file: "team.json", schema: teamSchema, data: team, at: "reasons.items", fresh: (r) => `${r} Again.` },
  { file: "team.json", schema: teamSchema, data: team, at: "stats" },
  { file: "faq.json", schema: faqSchema, data: faq, at: "categories.0.questions" },
  { file: "testimonials.json", schema: testimonialsSchema, data: testimonials, at: "stats" },
  {
    file: "testimonials.json",
    schema: testimonialsSchema,
    data: testimonials,
    at: "videos",
    fresh: (v) => ({ ...v, person: people.people.find((p) => !testimonials.videos.some((t) => t.person === p.key))!.key }),
  },
  { file: "podcast.json", schema: podcastSchema, data: podcast, at: "stats" },
  { file: "contact.json", schema: contactSchema, data: contact, at: "reasons.items", fresh: (r) => `${r} Again.` },
  { file: "recruiting.json", schema: recruitingSchema, data: recruiting, at: "landing.benefits" },
  { file: "recruiting.json", schema: recruitingSchema, data: recruiting, at: "apply.steps" },
  { file: "recruiting.json", schema: recruitingSchema, data: recruiting, at: "apply.benefits" },
  { file: "recruiting.json", schema: recruitingSchema, data: recruiting, at: "careerInfo.videos" },
  { file: "booking.json", schema: bookingSchema, data: booking, at: "features" },
  { file: "booking.json", schema: bookingSchema, data: booking, at: "videos" },
  { file: "blueprint.json", schema: blueprintSchema, data: blueprint, at: "testimonials.quotes" },
  { file: "in-home-survey.json", schema: surveySchema, data: survey, at: "inside", fresh: newTitle },
  { file: "in-home-survey.json", schema: surveySchema, data: survey, at: "testimonials.quotes" },
  { file: "thank-you.json", schema: thankYouSchema, data: thankYou, at: "request.body.steps", fresh: newTitle },
  { file: "calculators.json", schema: calculatorsSchema, data: calculators, at: "comparison.steps" },
]

describe("content lists take any number of items", () => {
  it.each(LISTS)("$file $at: one more, one fewer, a single one, reordered", ({ file, schema, data, at, fresh }) => {
    const length = listAt(data, at).length
    for (const [make, count] of [
      [oneMore(fresh), length + 1],
      [oneFewer, length - 1],
      [only(1), 1],
      [reversed, length],
    ] as const) {
      const copy = withList(data, at, make)
      expect(listAt(copy, at)).toHaveLength(count)
      expect(() => validateData(`data/${file}`, schema, copy)).not.toThrow()
    }
  })

  it.each(LISTS)("$file $at: needs at least one, saying why", ({ file, schema, data, at }) => {
    const field = at.replace(/\.(\d+)/g, "[$1]")
    expect(() => validateData(`data/${file}`, schema, withList(data, at, () => []))).toThrow(
      new RegExp(`${escape(`data/${file}: field "${field}"`)}: needs at least one`),
    )
  })

  it("takes a tenth team member and one fewer reason in one copy", () => {
    const copy = withList(withList(team, "members", oneMore(newMember)), "reasons.items", oneFewer)
    expect(copy.members).toHaveLength(team.members.length + 1)
    expect(() => validateData("data/team.json", teamSchema, copy)).not.toThrow()
  })

  it("holds each contact card and trust badge kind at most once, any of them left out", () => {
    const noHours = withList(contact, "cards", (cards) => cards.filter((c: Json) => c.kind !== "hours"))
    expect(() => validateData("data/contact.json", contactSchema, noHours)).not.toThrow()
    const twice = withList(contact, "cards", (cards) => [...cards, clone(cards[0])])
    expect(() => validateData("data/contact.json", contactSchema, twice)).toThrow(
      new RegExp(`field "cards\\[${contact.cards.length}\\]\\.kind": a second card of kind "${contact.cards[0].kind}"`),
    )
    const oneBadge = withList(quote, "landing.footer.badges", only(1))
    expect(() => validateData("data/quote.json", quoteSchema, oneBadge)).not.toThrow()
    const badgeTwice = withList(quote, "landing.footer.badges", (b) => [...b, clone(b[0])])
    expect(() => validateData("data/quote.json", quoteSchema, badgeTwice)).toThrow(/a second badge of kind/)
  })

  it("names the second of two items alike: a person's video card, a calculator field", () => {
    const cardTwice = withList(testimonials, "videos", (v) => [...v, clone(v[0])])
    expect(() => validateData("data/testimonials.json", testimonialsSchema, cardTwice)).toThrow(
      new RegExp(`field "videos\\[${testimonials.videos.length}\\]\\.person": "${testimonials.videos[0].person}" has two cards`),
    )
    const fieldTwice = withList(calculators, "goal.fields", (f) => [...f, clone(f[0])])
    expect(() => validateData("data/calculators.json", calculatorsSchema, fieldTwice)).toThrow(
      new RegExp(`field "goal\\.fields\\[${calculators.goal.fields.length}\\]\\.key": "${calculators.goal.fields[0].key}" appears twice`),
    )
  })

  it("takes another booking page, but keeps the ones the site links to", () => {
    const more = withList(booking, "variants", (v) => [
      ...v,
      { ...clone(v[1]), path: "/fl-booking", seo: { ...clone(v[1]).seo, title: "Book in Florida" }, hero: { ...clone(v[1]).hero, title: "Book in Florida" } },
    ])
    expect(() => validateData("data/booking.json", bookingSchema, more)).not.toThrow()
    const noCalendar = withList(booking, "variants", (v) => v.map((x: Json) => (x.path === "/calendar" ? { ...x, path: "/book" } : x)))
    expect(() => validateData("data/booking.json", bookingSchema, noCalendar)).toThrow(/needs the pages the site links to/)
  })

  it("keeps the blueprint at the steps its name and address give", () => {
    const more = withList(blueprint, "steps", oneMore(newTitle))
    expect(() => validateData("data/blueprint.json", blueprintSchema, more)).toThrow(/must list exactly 7 steps/)
  })
})

describe("the prize wheel's segments", () => {
  /** The wheel with `n` segments, and its words counting them given the new number. */
  function wheelWith(n: number): Json {
    const copy = withList(wheel, "segments", (segments) => {
      const cash = segments.filter((s: Json) => s.kind === "cash")
      const spins = segments.find((s: Json) => s.kind === "spins")
      return [spins, ...Array.from({ length: n - 1 }, (_, i) => clone(cash[i % cash.length]))]
    })
    const recount = (t: string) =>
      t.replace(new RegExp(`\\b${wheel.segments.length}\\b`, "g"), String(n))
    copy.seo.description = recount(copy.seo.description)
    copy.hero.lead = recount(copy.hero.lead)
    copy.odds = recount(copy.odds)
    copy.rules = copy.rules.map(recount)
    return copy
  }

  it.each([2, wheel.segments.length + 1, 40])("takes %i segments when its words count them so", (n) => {
    expect(() => validateData("data/wheel.json", wheelSchema, wheelWith(n))).not.toThrow()
  })

  it("refuses more than its labels fit, fewer than two, and words that count another number", () => {
    expect(() => validateData("data/wheel.json", wheelSchema, wheelWith(41))).toThrow(/at most 40 segments: the labels/)
    expect(() => validateData("data/wheel.json", wheelSchema, wheelWith(1))).toThrow(/at least 2 segments/)
    const stale = withList(wheel, "segments", (s: Json[]) => [...s, clone(s.find((x) => x.kind === "cash"))])
    expect(() => validateData("data/wheel.json", wheelSchema, stale)).toThrow(
      new RegExp(`field "odds": counts the segments, but the wheel has ${wheel.segments.length + 1}`),
    )
  })
})
