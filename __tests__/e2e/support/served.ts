/**
 * Reading a page as the server sends it, before any script runs: what a crawler, a link
 * preview or a browser without JavaScript sees. For content the build writes into the
 * page, this proves as much as a browser would, at a fraction of the cost; the crawl
 * (crawl.e2e.ts) loads every page in a browser for what only one shows.
 */
import { htmlParser } from "../../../src/node/copy-rules/built-page"
import { fetchHtml } from "./browser"

const parse = htmlParser()

/** The document the server sends for `path` (which must answer 200). */
export async function servedDocument(path: string): Promise<Document> {
  const { status, html } = await fetchHtml(path)
  expect(status).toBe(200)
  return parse(html)
}

/** An element's words (or a text's) with runs of white space as one, none at the ends. */
export const words = (text: Element | string | null | undefined): string =>
  (typeof text === "object" && text !== null ? text.textContent : (text ?? ""))?.replace(/\s+/g, " ").trim() ?? ""

/**
 * The elements of `root` matching `selector` that a role query names `name`: their name
 * (aria-label, or their words) contains it in any case, matches it, or with `exact` is it.
 */
export function named(
  root: ParentNode,
  selector: string,
  name: string | RegExp,
  { exact = false }: { exact?: boolean } = {},
): Element[] {
  return Array.from(root.querySelectorAll(selector)).filter((el) => {
    const own = words(el.getAttribute("aria-label") ?? el.textContent)
    if (typeof name !== "string") return name.test(own)
    return exact ? own === name : own.toLowerCase().includes(name.toLowerCase())
  })
}

/**
 * The elements of `root` whose words are `text` (or match it), none of whose children's
 * are: the elements a text query finds.
 */
export function withText(root: ParentNode, text: string | RegExp): Element[] {
  const matches = (el: Element) => (typeof text === "string" ? words(el) === text : text.test(words(el)))
  return Array.from(root.querySelectorAll("*")).filter((el) => matches(el) && !Array.from(el.children).some(matches))
}

/** Not in a part of the served page that is hidden. */
export const shown = (el: Element) => el.closest("[hidden]") === null
