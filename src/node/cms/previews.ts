/**
 * The editor's previews show text as the site shows it: the fact tokens ({company},
 * {phone}, …) filled with the values of the build that wrote the editor (the same table
 * the data layer fills pages with, src/node/site-facts.ts). The page carries the table as
 * JSON (`factsElement`), and a script of the editor's own (`previewScript`) wraps the
 * preview of Decap's text widgets: each shows its value with the tokens filled, in
 * Decap's own preview, so a nested field, a list item or a paragraph reads the same way.
 * Tokens only a page can fill ({name}, {amount}, …) stay as written, as do unknown ones.
 */
import path from "path"
import { compileBrowserModule } from "../inline-scripts"

/** The id of the element holding the facts in the editor's page. */
export const FACTS_ELEMENT_ID = "site-facts"

/** Decap's widgets whose previews show text the data layer fills. */
export const TEXT_WIDGETS = ["string", "text"] as const

/**
 * The facts as a JSON data block: the browser never runs it, so the page's policy needs
 * no exception; "<" is escaped so no value can end the element early.
 */
export function factsElement(facts: Record<string, string>): string {
  const json = JSON.stringify(facts).replace(/</g, "\\u003c")
  return `<script type="application/json" id="${FACTS_ELEMENT_ID}">${json}</script>`
}

/**
 * The previews' script: src/browser/cms-previews.ts, compiled with the two constants above
 * (esbuild, from the project's folder as gatsby-node runs from .cache). Run after Decap's
 * bundle, it wraps the text widgets' previews so they fill the tokens from `factsElement`.
 */
export function previewScript(): string {
  const code = compileBrowserModule(path.resolve("src/browser/cms-previews.ts"), {
    format: "iife",
    // The editor runs in the browsers Decap supports, all of which read this as it is.
    target: "es2020",
    define: { FACTS_ELEMENT_ID: JSON.stringify(FACTS_ELEMENT_ID), TEXT_WIDGETS: JSON.stringify(TEXT_WIDGETS) },
  })
  return `// Compiled from src/browser/cms-previews.ts at build time; do not edit.\n${code}\n`
}
