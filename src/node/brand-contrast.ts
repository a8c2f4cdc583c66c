/**
 * The text pairs of the stylesheet, and the build's check that the brand of
 * data/site.json keeps each readable: a new brand whose text would fall under the WCAG AA
 * contrast stops the build, naming the brand colour to change.
 */
import { BRAND_COLOURS, brandVariable, type Brand } from "../lib/brand"
import { contrastRatio, formatRatio, type ResolvedColour } from "../lib/contrast"
import { colourTokens, tokensCss } from "./colour-tokens"
import { DataError } from "./schema/data-validation"

/** WCAG AA for text under 24px (19px bold): all the pairs below are used at such sizes somewhere. */
const AA_TEXT = 4.5

/**
 * Each colour of text and the ground it is set on, as the stylesheet's tokens
 * (src/styles/tokens.css, --color-… without the prefix), with where the pair is read.
 */
export const TEXT_PAIRS: readonly { text: string; ground: string; where: string }[] = [
  { text: "ink", ground: "cream", where: "body text on the page" },
  { text: "ink", ground: "white", where: "body text in white bands and cards" },
  { text: "ink", ground: "navy-100", where: "body text in pale navy bands" },
  { text: "ink", ground: "gold-100", where: "text of notes and quote boxes" },
  { text: "ink-muted", ground: "cream", where: "secondary text" },
  { text: "ink-muted", ground: "white", where: "secondary text in cards" },
  { text: "ink-muted", ground: "navy-100", where: "secondary text in pale navy bands" },
  { text: "navy-900", ground: "cream", where: "headings" },
  { text: "navy-900", ground: "white", where: "headings in white bands and cards" },
  { text: "navy-900", ground: "navy-100", where: "headings in pale navy bands" },
  { text: "navy-900", ground: "gold-100", where: "headings of notes" },
  { text: "navy-900", ground: "gold-400", where: "labels on bright gold (the prize wheel's 2X Spins)" },
  { text: "navy-800", ground: "cream", where: "links and the menu" },
  { text: "navy-800", ground: "white", where: "links in white bands" },
  { text: "navy-700", ground: "white", where: "hovered links" },
  { text: "navy-600", ground: "white", where: "tags and secondary buttons" },
  { text: "navy-600", ground: "cream", where: "tags and secondary buttons" },
  { text: "gold-600", ground: "cream", where: "eyebrows and gold links" },
  { text: "gold-600", ground: "white", where: "eyebrows and gold links in white bands" },
  { text: "gold-600", ground: "gold-100", where: "labels of notes" },
  { text: "white", ground: "navy-900", where: "headings and text of the dark bands and the footer" },
  { text: "white", ground: "navy-800", where: "main buttons and the heroes" },
  { text: "white", ground: "navy-700", where: "hovered buttons" },
  { text: "white", ground: "navy-600", where: "secondary buttons and the prize wheel's $50" },
  { text: "white", ground: "navy-950", where: "headings of the recruiting landing" },
  { text: "white", ground: "gold-600", where: "gold buttons and the prize wheel's $100" },
  { text: "navy-100", ground: "navy-900", where: "text of the navy bands" },
  { text: "on-navy", ground: "navy-900", where: "text of the footer and the dark cards" },
  { text: "on-navy", ground: "navy-800", where: "text of the recruiting form's band" },
  { text: "on-navy", ground: "navy-950", where: "text of the recruiting landing" },
  { text: "on-navy-muted", ground: "navy-900", where: "roles and disclaimers on navy" },
  { text: "on-navy-muted", ground: "navy-800", where: "disclaimers on the lighter navy" },
  { text: "on-navy-faint", ground: "navy-900", where: "the footer's notices and copyright" },
  { text: "on-navy-faint", ground: "navy-950", where: "the recruiting landing's disclaimer" },
  { text: "gold-400", ground: "navy-900", where: "gold eyebrows and links of the dark bands" },
  { text: "gold-400", ground: "navy-800", where: "gold on the heroes' navy" },
  { text: "gold-on-navy", ground: "navy-900", where: "figures and eyebrows of the recruiting pages" },
  { text: "gold-on-navy", ground: "navy-950", where: "the recruiting landing's accents and the wheel's $500" },
]

/** A token as a reader of data/site.json knows it: the brand's key (navy900), a mix of the brand's keys, or a fixed colour (white). */
function named(token: string, colour: ResolvedColour): string {
  const key = BRAND_COLOURS.find((c) => brandVariable(c) === `--color-${token}`)
  if (key) return key
  return colour.from.length ? `--color-${token} (mixed from ${colour.from.join(" and ")})` : token
}

/**
 * What is unreadable with this brand: one line per pair under AA, each naming the brand
 * colours it is made from (the text's, or the ground's when the text is not the brand's).
 * `css` is src/styles/tokens.css, whose tokens give the colours besides the brand's.
 */
export function brandContrastProblems(brand: Brand, css: string): string[] {
  const colours = colourTokens(css, brand)
  const problems: string[] = []
  for (const { text, ground, where } of TEXT_PAIRS) {
    const [fore, back] = [colours.get(text), colours.get(ground)]
    if (!fore || !back) throw new Error(`src/styles/tokens.css has no colour --color-${fore ? ground : text}`)
    const fields = fore.from.length ? fore.from : back.from
    // A pair of fixed colours: no brand can make it worse.
    if (!fields.length) continue
    const ratio = contrastRatio(fore.rgb, back.rgb)
    // "brand.gold600: text on cream": the field named first is the text's own colour.
    const textIsTheField = fore.from.length === 1 && named(text, fore) === fore.from[0]
    if (ratio < AA_TEXT)
      problems.push(
        `${fields.map((f) => `brand.${f}`).join(", ")}: ${textIsTheField ? "" : `${named(text, fore)} `}text on ${named(ground, back)} (${where}) has contrast ${formatRatio(ratio)}, needs at least ${AA_TEXT}:1`,
      )
  }
  return problems
}

/** Stops the build when data/site.json's brand leaves some text unreadable. */
export function checkBrandContrast(brand: Brand): void {
  const problems = brandContrastProblems(brand, tokensCss())
  if (problems.length) throw new DataError(`data/site.json: ${problems.join("; ")}`)
}
