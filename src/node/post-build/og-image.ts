/**
 * The default link-preview picture (Open Graph, public/og-image.png), drawn at build time
 * from data/site.json so it always carries the agency's current name.
 */
import sharp from "sharp"
import type { SiteData } from "../site"
import { fillFacts } from "../site-facts"

const MARK = `
  <path d="M24 2 6 8v14c0 11.5 7.6 20.6 18 24 10.4-3.4 18-12.5 18-24V8L24 2Z" fill="#0f2238"/>
  <path d="M24 6.3 10 11v11c0 9.2 5.8 16.7 14 19.8 8.2-3.1 14-10.6 14-19.8V11L24 6.3Z" fill="#d29b3a"/>
  <path d="M24 12c-1.6 2.3-4.8 2.4-5.6 5.1 2 .4 2.6 1.6 2 3.1-2.2-.3-3.9 1.1-3.6 3.3 1.6-.6 3.2.2 3.1 1.8-1.8.7-2.5 2.7-1.3 4.3 1.7-1.3 3.6-.8 4.3.6L24 38l1.1-7.8c.7-1.4 2.6-1.9 4.3-.6 1.2-1.6.5-3.6-1.3-4.3-.1-1.6 1.5-2.4 3.1-1.8.3-2.2-1.4-3.6-3.6-3.3-.6-1.5 0-2.7 2-3.1-.8-2.7-4-2.8-5.6-5.1Z" fill="#0f2238"/>`

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c)

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

/** Draws the picture into `outFile` (a PNG). */
export async function renderOgImage(site: SiteData, facts: Record<string, string>, outFile: string): Promise<void> {
  const lines = twoLines(site.companyName)
  const text = lines
    .map(
      (line, i) =>
        `<text x="460" y="${285 + i * 70}" font-family="DejaVu Serif, Georgia, serif" font-size="58" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("")
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3f66"/><stop offset="1" stop-color="#0f2238"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(110 165) scale(6.2)">${MARK}</g>
  ${text}
  <text x="460" y="${285 + lines.length * 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#d29b3a">${escapeXml(fillFacts(site.tagline, facts))}</text>
</svg>`
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(outFile)
}
