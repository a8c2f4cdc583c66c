/**
 * The stylesheet's colour tokens (src/styles/tokens.css) at build time, for what is drawn
 * outside the browser (the PDFs, the link-preview picture): the colours besides the brand's
 * are written once, there, and reach these outputs from it too.
 */
import fs from "fs"
import path from "path"
import { BRAND_COLOURS, brandVariable, type Brand } from "../lib/brand"
import { resolveColourTokens, type ResolvedColour } from "../lib/contrast"

/** The text of src/styles/tokens.css. */
export function tokensCss(): string {
  // Relative to the project root (gatsby-node is compiled into .cache, so not __dirname).
  return fs.readFileSync(path.resolve("src/styles/tokens.css"), "utf8")
}

/**
 * Every colour token by its name without the prefix (--color-ink → "ink"), resolved with
 * this brand (a token mixed from the brand follows it); `brand` may be left out for the
 * fixed colours alone.
 */
export function colourTokens(css: string, brand?: Brand): Map<string, ResolvedColour> {
  const given = brand
    ? Object.fromEntries(BRAND_COLOURS.map((c) => [brandVariable(c), { hex: brand[c], name: c }]))
    : {}
  const tokens = new Map<string, ResolvedColour>()
  for (const [name, colour] of resolveColourTokens(css, given)) tokens.set(name.replace(/^--color-/, ""), colour)
  return tokens
}

/**
 * The fixed colours of tokens.css (those not made from the brand) as #rrggbb, by the
 * token's name in camelCase: --color-ink-muted → inkMuted.
 */
export function fixedColours(css = tokensCss()): Readonly<Record<string, string>> {
  const colours: Record<string, string> = {}
  for (const [name, colour] of colourTokens(css)) {
    const key = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
    colours[key] = `#${colour.rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`
  }
  return colours
}
