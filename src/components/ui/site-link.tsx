/**
 * Gatsby's Link, in the page's language: on a Spanish page a link to a page built in
 * Spanish too leads to its Spanish address (/quote → /es/quote); every other link, and
 * every link of an English page, is left as written. Data and components write English
 * addresses only.
 */
import React from "react"
import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby"
import { useLanguage } from "../../hooks/use-language"
import { useSpanishPages } from "../../hooks/use-site-config"
import { pageIn } from "../../lib/routes"
import { pagePath } from "../../lib/navigation"
import type { Language } from "../../lib/languages"

/**
 * `to` (a site path, maybe with a query or fragment) in `language` where that page exists
 * in it; `spanish` the English addresses of the pages built in Spanish too.
 */
export function localHref(to: string, language: Language, spanish: readonly string[]): string {
  if (language === "en") return to
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(to)!
  return `${pageIn(language, pagePath(path), spanish) ?? path}${rest}`
}

/** localHref for this page: a path in the page's language, or in `language` when given. */
export function useLocalHref(): (to: string, language?: Language) => string {
  const pageLanguage = useLanguage()
  const spanish = useSpanishPages()
  return (to, language = pageLanguage) => localHref(to, language, spanish)
}

type LinkProps<State> = GatsbyLinkProps<State> & {
  /** The language of the page linked to, where it is not the page's own (the top bar's link to the other language). */
  inLanguage?: Language
}

/** Gatsby's Link with `to` in the page's language (a ref is not passed on: no caller needs one). */
export function Link<State>({ ref: _ref, inLanguage, to, ...props }: LinkProps<State>) {
  const local = useLocalHref()
  return <GatsbyLink {...props} to={local(to, inLanguage)} />
}
