/**
 * The build's error for broken copy rules, naming for each quoted text the data file and
 * field it comes from (a back-mapping from rendered sentences to the words of data/).
 */
import type { DataFile } from "../feature-type"
import { stringsOf } from "../schema/fields"
import type { RuleResult } from "./run"

/** A text of data/: its file (from data/'s parent), its field's path in the file, its words. */
type DataText = { file: string; field: string; pieces: string[] }

/** Every text of the data files, split at its {tokens} into the words written in the file. */
function dataTexts(files: readonly Pick<DataFile, "file" | "data">[]): DataText[] {
  return files.flatMap(({ file, data }) =>
    stringsOf(data).flatMap(({ field, text }) => {
      const pieces = text
        .split(/\{\w+\}/)
        .map((piece) => piece.replace(/\s+/g, " ").trim())
        .filter((piece) => piece.length >= 6)
      // Too few words of its own to tell where a quote comes from ("Apply", "{company}").
      return pieces.join("").length >= 12 ? [{ file: `data/${file}`, field, pieces }] : []
    }),
  )
}

/**
 * Whether `quote` holds a text's words, in order up to where the quote may have been cut
 * short (the last words it holds being the start of one of the text's pieces), or is
 * itself part of one piece.
 */
function holdsWords(quote: string, pieces: string[]): boolean {
  if (pieces.some((piece) => piece.includes(quote))) return true
  for (const piece of pieces) {
    if (quote.includes(piece)) continue
    for (let k = piece.length - 1; k >= 12; k--) if (quote.endsWith(piece.slice(0, k))) return true
    return false
  }
  return true
}

/**
 * Where the text a problem quotes (its first quote: the rest name a section or a place)
 * comes from in data/, as "data/home.json, hero.title": the fields whose written words the
 * quote holds, leaving out a field whose words are all within another's (a keyword such as
 * "final expense" inside the sentence that holds it). Several fields are named when a
 * quote joins them (a band's line may be a sentence from each of two fields).
 */
function sourcesOf(problem: string, texts: DataText[]): string[] {
  const quote = /"([^"]{12,})"/.exec(problem)?.[1].replace(/\s+/g, " ").trim()
  if (!quote) return []
  const held = texts.filter((text) => holdsWords(quote, text.pieces))
  const words = (text: DataText) => text.pieces.join(" ")
  return held
    .filter(
      (text) =>
        !held.some((other) => other !== text && words(other).includes(words(text)) && words(other) !== words(text)),
    )
    .map((text) => `${text.file}, ${text.field}`)
    .filter((source, i, all) => all.indexOf(source) === i)
}

/**
 * The build's error for rules its pages break: each rule, each problem (the page and the
 * text), and the data file and field the text comes from, for the person who edited it.
 */
export function copyRulesReport(broken: RuleResult[], files: readonly Pick<DataFile, "file" | "data">[]): string {
  const texts = dataTexts(files)
  const lines = broken.flatMap(({ rule, problems }) => [
    `${rule}:`,
    ...problems.flatMap((problem) => {
      const sources = sourcesOf(problem, texts)
      return [`  ${problem}`, ...(sources.length ? [`    from ${sources.join("; ")}`] : [])]
    }),
  ])
  return `The built pages break the copy rules (src/node/copy-rules/); change the text in the data file named:\n${lines.join("\n")}`
}
