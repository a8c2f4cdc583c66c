/**
 * The site's two languages and their addresses: every page is in English at its own
 * address; a page whose h1 data gives in Spanish (the families' pages in the sample) is
 * also in Spanish at the same address under /es (/es, /es/our-product, /es/quote…).
 */
export const LANGUAGES = ["en", "es"] as const
export type Language = (typeof LANGUAGES)[number]

/** Where the Spanish pages live. */
export const SPANISH_PREFIX = "/es"

/** Each language's code as <html lang>, hreflang and structured data's `inLanguage` give it. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en", es: "es" }

/** Each language's locale for dates, numbers and money, and for link previews (og:locale). */
export const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" }

/** The language of a page at `path`: Spanish under /es, English elsewhere. */
export function languageOfPath(path: string): Language {
  return path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en"
}

/** The English address of a page at `path` (the address itself for an English page). */
export function englishPath(path: string): string {
  if (languageOfPath(path) === "en") return path
  return path.slice(SPANISH_PREFIX.length) || "/"
}

/** The address of the page at `path` in `language` (whether that page exists is the route table's business). */
export function pathIn(language: Language, path: string): string {
  const english = englishPath(path)
  if (language === "en") return english
  return english === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${english}`
}
