/**
 * The copy rules of link and button labels: one label leads to one place (and one place
 * has one button label), judged across the built pages; and labels are in sentence case,
 * judged on the label fields of the data (check-copy.ts).
 */
import type { BuiltPage } from "./built-page"
import { destinationOf } from "./links"
import { LANGUAGES, languageOfPath } from "../../lib/languages"

/** Labels that name a thing rather than an action: contact details, addresses, names. */
const NOT_A_LABEL = /@|^\+?[\d\s().-]{7,}$|^https?:|^\s*$/

/**
 * Each call-to-action label leads to one destination, and each destination has one
 * call-to-action label, among the pages of one language (a Spanish page's "Inicio" and an
 * English page's "Home" both lead home). Links in running text and the menus are held to
 * the first half.
 */
export function labelDestinations(pages: BuiltPage[]): string[] {
  return LANGUAGES.flatMap((language) =>
    labelDestinationsAmong(pages.filter((page) => languageOfPath(page.path) === language)),
  )
}

function labelDestinationsAmong(pages: BuiltPage[]): string[] {
  const byLabel = new Map<string, { label: string; dests: Map<string, string> }>()
  const byDestination = new Map<string, Map<string, string>>()
  for (const page of pages) {
    for (const link of page.links) {
      if (NOT_A_LABEL.test(link.label)) continue
      const destination = destinationOf(link.href)
      // Links that look alike but say which item they open ("View gallery" of each trip) differ by name.
      const entry = byLabel.get(link.name.toLowerCase()) ?? { label: link.name, dests: new Map<string, string>() }
      if (!entry.dests.has(destination)) entry.dests.set(destination, page.path)
      byLabel.set(link.name.toLowerCase(), entry)
      if (link.cta && !destination.includes("#")) {
        const labels = byDestination.get(destination) ?? new Map<string, string>()
        if (!labels.has(link.label)) labels.set(link.label, page.path)
        byDestination.set(destination, labels)
      }
    }
  }
  const problems: string[] = []
  for (const { label, dests } of byLabel.values()) {
    if (dests.size < 2) continue
    problems.push(`label "${label}" leads to ${[...dests].map(([d, on]) => `${d} (on ${on})`).join(" and ")}`)
  }
  for (const [destination, labels] of byDestination) {
    if (labels.size < 2) continue
    problems.push(
      `${destination} is reached by buttons ${[...labels].map(([l, on]) => `"${l}" (on ${on})`).join(" and ")}`,
    )
  }
  return problems
}

/** Words that keep their capital inside a sentence-case label, besides acronyms and the site's own names. */
const ALWAYS_CAPITAL = new Set(["I", "I'll", "I'm", "YouTube", "Facebook", "Instagram", "LinkedIn", "Google"])

/**
 * A label in sentence case: a capital first letter, and no other capital except for
 * acronyms (FAQ, PDF, FL/TX) and proper nouns (`properNouns`: people, places, the
 * company, the carrier).
 */
export function labelCaseProblem(
  label: string,
  properNouns: ReadonlySet<string>,
  { inText = false }: { inText?: boolean } = {},
): string | null {
  // A quoted title ("Watch “How agents are paid” on YouTube") is the title's own case.
  const words = label
    .replace(/“[^”]*”/g, " ")
    .replace(/["(),.:!?…]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
  if (!words.length || NOT_A_LABEL.test(label)) return null
  const first = words[0]
  if (!inText && /^[a-z]/.test(first) && !properNouns.has(first)) return `"${label}" does not start with a capital`
  for (const raw of words.slice(1)) {
    const word = raw.replace(/['’]s$/, "")
    if (!/^[A-Z]/.test(word)) continue
    if (/^[A-Z0-9/&+-]{2,}$/.test(word) || /^\d/.test(word)) continue // acronym or figure
    if (ALWAYS_CAPITAL.has(word) || properNouns.has(word)) continue
    return `"${label}": "${raw}" is capitalised (labels are in sentence case)`
  }
  return null
}
