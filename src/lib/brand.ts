/**
 * The brand palette (data/site.json's `brand`) and what each output makes of it: the
 * stylesheet's colour variables, the web app manifest's colours, and the colours pdf-lib
 * draws with. Every output reads the palette from that one place.
 */
import { hexRgb } from "./contrast"

/** The palette's colours, darkest navy to cream. */
export const BRAND_COLOURS = [
  "navy900",
  "navy800",
  "navy700",
  "navy600",
  "navy100",
  "gold600",
  "gold500",
  "gold400",
  "gold100",
  "cream",
] as const

export type BrandColour = (typeof BRAND_COLOURS)[number]

/** Each colour as #rrggbb. */
export type Brand = Readonly<Record<BrandColour, string>>

/** The stylesheet's variable of a colour: navy900 → --color-navy-900, cream → --color-cream. */
export const brandVariable = (colour: BrandColour): string => `--color-${colour.replace(/(\d+)$/, "-$1")}`

/**
 * The palette as the stylesheet's variables, the rule every page carries in its head;
 * src/styles/tokens.css holds the other tokens and refers to these.
 */
export function brandCss(brand: Brand): string {
  // Only #rrggbb reaches the page's head, where anything else could end the <style>.
  for (const colour of BRAND_COLOURS) unitRgb(brand[colour])
  return `:root{${BRAND_COLOURS.map((colour) => `${brandVariable(colour)}:${brand[colour]}`).join(";")}}`
}

/** The web app manifest's colours: the splash screen's background and the browser's toolbar. */
export function manifestColours(brand: Brand): { background_color: string; theme_color: string } {
  return { background_color: brand.cream, theme_color: brand.navy800 }
}

/** #rrggbb as red, green and blue from 0 to 1 (what pdf-lib's rgb() takes). */
export function unitRgb(hex: string): [number, number, number] {
  return hexRgb(hex).map((channel) => channel / 255) as [number, number, number]
}
