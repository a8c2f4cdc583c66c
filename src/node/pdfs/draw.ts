/**
 * What the two PDFs share: the page, the palette (the brand colours of data/site.json, and
 * the text's greys and white of src/styles/tokens.css), the fonts, the metadata and the
 * drawing and wrapping of text into lines.
 */
import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb, type RGB } from "pdf-lib"
import { unitRgb, type Brand } from "../../lib/brand"
import type { SiteData } from "../site"
import { fixedColours } from "../colour-tokens"

/** A colour (the brand's, or a fixed one of the stylesheet) as pdf-lib draws it. */
export const pdfColour = (hex: string): RGB => rgb(...unitRgb(hex))

// The text's greys, the rules and white: the stylesheet's fixed colours, so print and screen match.
const fixed = fixedColours()
export const INK = pdfColour(fixed.ink)
export const MUTED = pdfColour(fixed.inkMuted)
export const LINE = pdfColour(fixed.rule)
export const WHITE = pdfColour(fixed.white)

/** The colours the PDFs draw with: the brand's, so they follow the site's, and the fixed ones. */
export function pdfColours(brand: Brand) {
  return {
    NAVY: pdfColour(brand.navy900),
    NAVY_MID: pdfColour(brand.navy700),
    /** Light text on the navy bands. */
    NAVY_PALE: pdfColour(brand.navy100),
    GOLD: pdfColour(brand.gold600),
    /** Gold on the navy bands, where the darker gold would not show. */
    GOLD_BRIGHT: pdfColour(brand.gold400),
    GOLD_LIGHT: pdfColour(brand.gold100),
    INK,
    MUTED,
    LINE,
    WHITE,
  }
}

export const PAGE_W = 612 // US Letter
export const PAGE_H = 792

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; serif: PDFFont }

/** The standard fonts speak WinAnsi only: map the few characters outside it. */
export function clean(text: string): string {
  return text
    .replace(/[\u2713\u2714]/g, "v")
    .replace(/[\u2190-\u21ff]/g, "->")
    .replace(/\u00a0/g, " ")
}

/** Draws one line of text with its left end at (x, y), mapped for the standard fonts. */
export function drawAt(page: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont, color: RGB) {
  page.drawText(clean(text), { x, y, size, font, color })
}

/** Draws a thin rule from (x1, y1) to (x2, y2). */
export function ruleAt(page: PDFPage, x1: number, y1: number, x2: number, y2: number, thickness = 0.5, color = LINE) {
  page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color })
}

/** Splits text into lines no wider than `width` at `size`; a word wider than that keeps a line of its own. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of clean(text).split("\n")) {
    let line = ""
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

/** The standard fonts: nothing to embed but their names, which keeps the files small. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    serif: await doc.embedFont(StandardFonts.TimesRomanBold),
  }
}

/** The document properties; `keywords` are the PDF data's own. */
export function setMetadata(
  doc: PDFDocument,
  pdf: { title: string; subject: string; keywords: readonly string[] },
  site: SiteData,
) {
  doc.setTitle(pdf.title)
  doc.setSubject(pdf.subject)
  doc.setAuthor(site.companyName)
  doc.setCreator(`${site.companyName} website`)
  doc.setProducer("pdf-lib (the site's build)")
  doc.setLanguage("en-US")
  doc.setKeywords([...pdf.keywords])
  // A fixed date: the same data gives the same file, build after build.
  const fixed = new Date("2025-01-01T00:00:00Z")
  doc.setCreationDate(fixed)
  doc.setModificationDate(fixed)
}
