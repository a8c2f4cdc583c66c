/**
 * The default link-preview picture (Open Graph, public/og-image.png), drawn at build time
 * from data/site.json so it always carries the agency's current name and brand colours (and
 * the white of src/styles/tokens.css).
 */
import sharp from "sharp"
import { logoMarkSvg } from "../../lib/logo-mark"
import type { SiteData } from "../site"
import { fixedColours } from "../colour-tokens"
import { fillFacts } from "../site-facts"
import { escapeMarkup } from "../../lib/text"

/** Splits a name into at most two balanced lines. */
export function twoLines(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean)
  if (words.length < 2) return [name]
  let best = 1
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(" ").length - words.slice(i).join(" ").length)
    const bestDiff = Math.abs(words.slice(0, best).join(" ").length - words.slice(best).join(" ").length)
    if (diff < bestDiff) best = i
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")]
}

/** The picture as SVG: the mark and the name on a navy gradient, the tagline in gold. */
export function ogImageSvg(
  site: Pick<SiteData, "companyName" | "tagline" | "brand">,
  facts: Record<string, string>,
): string {
  const { brand } = site
  // On the dark ground the mark's navy is the darkest, so its outline shows.
  const mark = logoMarkSvg({ shield: brand.navy900, field: brand.gold400, leaf: brand.navy900 })
  const lines = twoLines(site.companyName)
  const { white } = fixedColours()
  const text = lines
    .map(
      (line, i) =>
        `<text x="460" y="${285 + i * 70}" font-family="DejaVu Serif, Georgia, serif" font-size="58" font-weight="700" fill="${white}">${escapeMarkup(line)}</text>`,
    )
    .join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.navy700}"/><stop offset="1" stop-color="${brand.navy900}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(110 165) scale(6.2)">${mark}</g>
  ${text}
  <text x="460" y="${285 + lines.length * 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="${brand.gold400}">${escapeMarkup(fillFacts(site.tagline, facts))}</text>
</svg>`
}

/** Draws the picture into `outFile` (a PNG). */
export async function renderOgImage(site: SiteData, facts: Record<string, string>, outFile: string): Promise<void> {
  await sharp(Buffer.from(ogImageSvg(site, facts)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(outFile)
}
