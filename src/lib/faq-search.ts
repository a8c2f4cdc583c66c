/**
 * FAQ search. The visitor's query is always treated as
 * text: it is escaped before it becomes a pattern, and highlighting returns plain
 * segments that the page renders as React elements, so regular-expression characters
 * and markup in a query match literally and can never become markup.
 */
import { fillTokens } from "./text"

/** The six FAQ category keys, in page order (GraphQL enum values, so written with _). */
export const FAQ_CATEGORY_KEYS = [
  "business_overview",
  "getting_started",
  "income_earnings",
  "management",
  "leads_training",
  "products_coverage",
] as const

export type FaqCategoryKey = (typeof FAQ_CATEGORY_KEYS)[number]

/** The categories of the families' questions: the Spanish FAQ, made for families, shows these only. */
export const FAMILIES_CATEGORY_KEYS: readonly string[] = ["products_coverage"] satisfies FaqCategoryKey[]

/** The anchor of a category's section on /faq (business_overview → #business-overview). */
export function categoryAnchor(key: string): string {
  return key.replace(/_/g, "-")
}

export type FaqItem = { question: string; answer: string }
export type FaqCategoryData<Q extends FaqItem = FaqItem> = { key: string; title: string; questions: readonly Q[] }

/** A piece of text, marked when it matched the query. */
export type Segment = { text: string; match: boolean }

/** Escapes every regular-expression syntax character so `s` matches itself. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")
}

/** The query as searched: trimmed; "" means no search. */
export function normalizeQuery(query: string): string {
  return query.trim()
}

/** Case-insensitive literal pattern for a non-empty query. */
function patternOf(query: string, flags: string): RegExp {
  return new RegExp(escapeRegExp(query), flags)
}

/** Whether `text` contains `query`, ignoring case. An empty query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const q = normalizeQuery(query)
  return q === "" || patternOf(q, "i").test(text)
}

export type FaqSearchResult<Q extends FaqItem> = {
  /** Categories that still have questions, each with only its matching questions. */
  categories: FaqCategoryData<Q>[]
  /** Matching questions in all. */
  count: number
  /** The trimmed query; "" when not searching. */
  query: string
}

/** Keeps the questions whose question or answer contains the query (ignoring case); drops empty categories. */
export function searchFaq<Q extends FaqItem>(
  categories: readonly FaqCategoryData<Q>[],
  query: string,
): FaqSearchResult<Q> {
  const q = normalizeQuery(query)
  const filtered = categories
    .map((c) => ({
      ...c,
      questions: c.questions.filter((item) => matchesQuery(item.question, q) || matchesQuery(item.answer, q)),
    }))
    .filter((c) => c.questions.length > 0)
  return { categories: filtered, query: q, count: filtered.reduce((n, c) => n + c.questions.length, 0) }
}

/** Splits `text` into matching and non-matching segments for highlighting; one unmarked segment when nothing matches. */
export function highlightSegments(text: string, query: string): Segment[] {
  const q = normalizeQuery(query)
  if (q === "") return [{ text, match: false }]
  const segments: Segment[] = []
  const re = patternOf(q, "gi")
  let last = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m.index > last) segments.push({ text: text.slice(last, m.index), match: false })
    segments.push({ text: m[0], match: true })
    last = m.index + m[0].length
  }
  if (last < text.length || segments.length === 0) segments.push({ text: text.slice(last), match: false })
  return segments
}

/** The words said after a search, from the page's data: {query} is the query, {number} the count. */
export type ResultMessages = { readonly none: string; readonly one: string; readonly many: string }

/** The message for `count` results of `query`: the one-result words only when it is 1, the no-match words when 0. */
export function resultMessage(count: number, query: string, messages: ResultMessages): string {
  const words = count === 0 ? messages.none : count === 1 ? messages.one : messages.many
  return fillTokens(words, { query: normalizeQuery(query), number: String(count) })
}
