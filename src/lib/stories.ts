/**
 * Pure rules of the story pages (data/stories/{slug}.json → /{slug}-story) and the money
 * formats the testimonial, podcast and story pages share. Used at build time by
 * src/node/stories.ts and in the browser by the story template.
 */
import { formatMoney } from "./calc/format"
import type { Language } from "./languages"

/** A story file name (without .json) must be usable as part of a page address. */
export const STORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Page address of a story ("daniel" → "/daniel-story"). */
export function storyPath(slug: string): string {
  return `/${slug}-story`
}

/** Slug of the founder's story: the founder's first name lowercased (data/site.json). */
export function founderStorySlug(founderFirstName: string): string {
  return founderFirstName.trim().toLowerCase()
}

export type IncomeYear = { year: number; amount: number; note?: string | null }

/** Sum of the yearly amounts (the career total is derived, never typed by hand). */
export function careerTotal(rows: readonly IncomeYear[]): number {
  return rows.reduce((sum, row) => sum + row.amount, 0)
}

/**
 * Checks that an income table runs year by year without gaps or repeats, oldest first.
 * Returns a message naming the first bad row, or null when the table is sound.
 */
export function incomeTableProblem(rows: readonly IncomeYear[]): string | null {
  for (let i = 1; i < rows.length; i++) {
    if (rows[i].year !== rows[i - 1].year + 1) {
      return `incomeByYear[${i}]: year ${rows[i].year} must follow ${rows[i - 1].year} (one row per year, oldest first, no gaps)`
    }
  }
  return null
}

/**
 * Short money for tiles: "$19K", "$4.3M", "$39.1M". One decimal at most, dropped when it
 * is zero; amounts under $1,000 are shown in full.
 */
export function formatUsdShort(amount: number): string {
  const abs = Math.abs(amount)
  const sign = amount < 0 ? "-" : ""
  const scaled = (value: number, unit: string) => {
    const rounded = Math.round(value * 10) / 10
    return `${sign}$${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}${unit}`
  }
  if (abs >= 999_950) return scaled(abs / 1_000_000, "M")
  if (abs >= 1_000) return scaled(abs / 1_000, "K")
  return `${sign}$${Math.round(abs)}`
}

/** "$39.1 million" for prose and screen readers ("$39.1 millones" in Spanish). */
export function formatUsdWords(amount: number, language: Language = "en"): string {
  const abs = Math.abs(amount)
  if (abs >= 999_950) {
    const m = Math.round((amount / 1_000_000) * 10) / 10
    const unit = language === "es" ? (Math.abs(m) === 1 ? "millón" : "millones") : "million"
    return `$${Number.isInteger(m) ? m.toFixed(0) : m.toFixed(1)} ${unit}`
  }
  return formatMoney(amount)
}
