/**
 * The language of the page being shown: its context's `language` (gatsby-node.ts builds a
 * page whose h1 data gives in Spanish a second time in Spanish), English when it has none. The frame reads its
 * words in that language, and links lead to pages in it where they exist.
 */
import React, { createContext, useContext } from "react"
import type { Language } from "../lib/languages"

const LanguageContext = createContext<Language>("en")

/** What gatsby-ssr.tsx and gatsby-browser.tsx wrap each page in: its context's language. */
export function PageLanguage({ context, children }: { context: unknown; children: React.ReactNode }) {
  const language = (context as { language?: Language } | null | undefined)?.language ?? "en"
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
}

export function useLanguage(): Language {
  return useContext(LanguageContext)
}

/**
 * A static query's node in the page's language. A static query takes no variables, so one
 * that serves both languages asks for its fields and, aliased `es`, the same fields
 * `inLanguage(language: es)`: this gives the English node or its `es`.
 */
export function useInPageLanguage<T extends { readonly es: unknown }>(node: T): Omit<T, "es">
export function useInPageLanguage<T extends { readonly es: unknown }>(node: T | null | undefined): Omit<T, "es"> | null
export function useInPageLanguage<T extends { readonly es: unknown }>(
  node: T | null | undefined,
): Omit<T, "es"> | null {
  const language = useLanguage()
  if (!node) return null
  return language === "es" ? (node.es as Omit<T, "es">) : node
}
