/**
 * How hard the main text of a built page is to read: its US school grade by the
 * Flesch-Kincaid formula (the `flesch-kincaid` package, syllables counted by `syllable`).
 * The families' pages are held to grade 8 (__tests__/e2e/copy-rules.e2e.ts): many of the
 * people who buy final expense cover are in their seventies.
 */
import { fleschKincaid } from "flesch-kincaid"
import { syllable } from "syllable"
import type { BuiltPage } from "./built-page"

/** The grade the families' pages are held to. */
export const FAMILIES_GRADE = 8

/** A word as the formula counts it: letters, with the apostrophes and hyphens inside a word. */
const WORD = /[A-Za-z]+(?:['’-][A-Za-z]+)*/g

/** What is read as a whole, not as words: an e-mail address, a web address or a phone number. */
const NOT_PROSE = /\S+@\S+|https?:\/\/\S+|\(\d{3}\)\s?\d{3}-\d{4}/g

/** The sentences of some lines of text: each line (a heading, a label, a list item) ends one. */
export function sentencesOf(lines: readonly string[]): string[] {
  return lines
    .flatMap((line) => line.replace(NOT_PROSE, " ").split(/(?<=[.!?])\s+/))
    .filter((sentence) => /[A-Za-z]/.test(sentence))
}

/** The Flesch-Kincaid grade of some lines of text, and its counts. */
export function gradeOf(lines: readonly string[]): { grade: number; sentences: number; words: number } {
  const sentences = sentencesOf(lines)
  const words = sentences.flatMap((sentence) => sentence.match(WORD) ?? [])
  const syllables = words.reduce((sum, word) => sum + syllable(word), 0)
  const grade = words.length
    ? fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables })
    : 0
  return { grade, sentences: sentences.length, words: words.length }
}

/** The text of a page's main bands that a sighted reader sees at body size. */
export const mainText = (page: BuiltPage) => page.regions.filter((r) => r.inMain).flatMap((r) => r.readable)
