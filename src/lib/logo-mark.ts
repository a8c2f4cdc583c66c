/**
 * The agency's mark, an oak leaf in a shield, drawn once: the header's and footer's logo
 * (src/components/layout/logo.tsx), the icon the web app manifest and the favicon are made
 * from, and the link-preview picture all use these paths, each with its own colours.
 */
import type { Brand } from "./brand"

/** The mark's three shapes on a 48 × 48 grid, back to front. */
export const LOGO_MARK = {
  shield: "M24 2 6 8v14c0 11.5 7.6 20.6 18 24 10.4-3.4 18-12.5 18-24V8L24 2Z",
  field: "M24 6.3 10 11v11c0 9.2 5.8 16.7 14 19.8 8.2-3.1 14-10.6 14-19.8V11L24 6.3Z",
  leaf: "M24 12c-1.6 2.3-4.8 2.4-5.6 5.1 2 .4 2.6 1.6 2 3.1-2.2-.3-3.9 1.1-3.6 3.3 1.6-.6 3.2.2 3.1 1.8-1.8.7-2.5 2.7-1.3 4.3 1.7-1.3 3.6-.8 4.3.6L24 38l1.1-7.8c.7-1.4 2.6-1.9 4.3-.6 1.2-1.6.5-3.6-1.3-4.3-.1-1.6 1.5-2.4 3.1-1.8.3-2.2-1.4-3.6-3.6-3.3-.6-1.5 0-2.7 2-3.1-.8-2.7-4-2.8-5.6-5.1Z",
} as const

export type MarkFills = Record<keyof typeof LOGO_MARK, string>

/** The mark's colours on a light ground: a navy shield and leaf on a gold field. */
const markFills = (brand: Pick<Brand, "navy800" | "gold400">): MarkFills => ({
  shield: brand.navy800,
  field: brand.gold400,
  leaf: brand.navy800,
})

/** The mark as SVG paths (48 × 48), to place inside an <svg>. */
export function logoMarkSvg(fills: MarkFills): string {
  return (Object.keys(LOGO_MARK) as (keyof typeof LOGO_MARK)[])
    .map((shape) => `<path d="${LOGO_MARK[shape]}" fill="${fills[shape]}"/>`)
    .join("")
}

/**
 * The icon gatsby-plugin-manifest makes the favicon and the app icons from: the mark on a
 * rounded cream square, as SVG (the plugin renders it with sharp).
 */
export function iconSvg(brand: Pick<Brand, "navy800" | "gold400" | "cream">): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="${brand.cream}"/><g transform="translate(4 4) scale(0.8333)">${logoMarkSvg(markFills(brand))}</g></svg>\n`
}
