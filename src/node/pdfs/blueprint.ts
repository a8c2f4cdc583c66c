/** The blueprint: a multi-page guide with flowing text, from data/blueprint.json. */
import { PDFDocument, PDFFont, PDFPage, type RGB } from "pdf-lib"
import { fillTokens } from "../../lib/text"
import type { BlueprintData } from "../lead-magnets"
import type { SiteData } from "../site"
import { PAGE_H, PAGE_W, clean, drawAt, ruleAt, embedFonts, pdfColours, setMetadata, wrap, type Fonts } from "./draw"

class FlowWriter {
  page!: PDFPage
  y = 0
  pageNumber = 0
  readonly margin = 60
  readonly width = PAGE_W - 120

  constructor(
    private doc: PDFDocument,
    private fonts: Fonts,
    private footerText: string,
    private pageLabel: string,
    private colours: ReturnType<typeof pdfColours>,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE_W, PAGE_H])
    this.pageNumber += 1
    this.y = PAGE_H - this.margin
    ruleAt(this.page, this.margin, 40, PAGE_W - this.margin, 40)
    drawAt(this.page, this.footerText, this.margin, 28, 8, this.fonts.regular, this.colours.MUTED)
    const num = clean(fillTokens(this.pageLabel, { number: String(this.pageNumber) }))
    drawAt(
      this.page,
      num,
      PAGE_W - this.margin - this.fonts.regular.widthOfTextAtSize(num, 8),
      28,
      8,
      this.fonts.regular,
      this.colours.MUTED,
    )
  }

  ensure(height: number) {
    if (this.y - height < 60) this.newPage()
  }

  text(
    text: string,
    options: { size?: number; font?: PDFFont; color?: RGB; indent?: number; gapAfter?: number; leading?: number } = {},
  ) {
    const {
      size = 10.5,
      font = this.fonts.regular,
      color = this.colours.INK,
      indent = 0,
      gapAfter = 8,
      leading = size * 1.45,
    } = options
    for (const line of wrap(text, font, size, this.width - indent)) {
      this.ensure(leading)
      drawAt(this.page, line, this.margin + indent, this.y - size, size, font, color)
      this.y -= leading
    }
    this.y -= gapAfter
  }

  heading(text: string, size = 16, color: RGB = this.colours.NAVY) {
    this.ensure(size * 3)
    this.y -= 6
    this.text(text, { size, font: this.fonts.serif, color, gapAfter: 4 })
  }

  bullets(items: readonly string[]) {
    const size = 10.5
    const leading = size * 1.45
    for (const item of items) {
      const lines = wrap(item, this.fonts.regular, size, this.width - 16)
      this.ensure(leading * Math.min(lines.length, 2))
      this.page.drawCircle({ x: this.margin + 5, y: this.y - size * 0.65, size: 2, color: this.colours.GOLD })
      lines.forEach((line, i) => {
        if (i > 0) this.ensure(leading)
        drawAt(this.page, line, this.margin + 16, this.y - size, size, this.fonts.regular, this.colours.INK)
        this.y -= leading
      })
      this.y -= 3
    }
    this.y -= 6
  }

  /** A tinted box with a bold label and italic text (the "say it like this" lines). */
  quoteBox(label: string, text: string) {
    const size = 10
    const leading = size * 1.45
    const lines = wrap(text, this.fonts.italic, size, this.width - 28)
    const height = 14 + 14 + lines.length * leading + 8
    this.ensure(height + 6)
    const top = this.y
    const { GOLD, GOLD_LIGHT } = this.colours
    this.page.drawRectangle({ x: this.margin, y: top - height, width: this.width, height, color: GOLD_LIGHT })
    this.page.drawRectangle({ x: this.margin, y: top - height, width: 3, height, color: GOLD })
    drawAt(this.page, label, this.margin + 14, top - 20, 9, this.fonts.bold, GOLD)
    let y = top - 28
    for (const line of lines) {
      drawAt(this.page, line, this.margin + 14, y - size, size, this.fonts.italic, this.colours.INK)
      y -= leading
    }
    this.y = top - height - 12
  }
}

/** The blueprint's bytes; `tokens` fill the {tokens} of its text. */
export async function makeBlueprint(
  bp: BlueprintData,
  site: SiteData,
  tokens: Record<string, string>,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedFonts(doc)
  const colours = pdfColours(site.brand)
  const { GOLD, GOLD_BRIGHT, GOLD_LIGHT, NAVY, NAVY_MID, NAVY_PALE, INK, MUTED, WHITE } = colours
  const fill = (t: string) => fillTokens(t, tokens)
  const title = fill(bp.hero.title).replace(/^Download\s+/, "")
  setMetadata(doc, { title, subject: bp.pdf.subtitle, keywords: bp.pdf.keywords }, site)
  const w = new FlowWriter(
    doc,
    fonts,
    `${site.companyName}  |  ${site.tollFreePhone}  |  ${site.email}`,
    bp.pdf.pageLabel,
    colours,
  )

  // Cover band and introduction.
  w.newPage()
  const bandH = 190
  w.page.drawRectangle({ x: 0, y: PAGE_H - bandH, width: PAGE_W, height: bandH, color: NAVY })
  w.page.drawRectangle({ x: 0, y: PAGE_H - bandH - 6, width: PAGE_W, height: 6, color: GOLD })
  drawAt(w.page, fill(bp.pdf.fileTitle).toUpperCase(), 60, PAGE_H - 58, 10, fonts.bold, GOLD_BRIGHT)
  let ty = PAGE_H - 92
  for (const line of wrap(title, fonts.serif, 28, PAGE_W - 120)) {
    drawAt(w.page, line, 60, ty, 28, fonts.serif, WHITE)
    ty -= 33
  }
  drawAt(w.page, `${fill(bp.pdf.subtitle)}  |  ${site.companyName}`, 60, ty - 6, 11, fonts.regular, NAVY_PALE)
  w.y = PAGE_H - bandH - 36

  w.heading(fill(bp.pdf.introHeading), 15)
  for (const p of bp.pdf.intro) w.text(fill(p))

  w.heading(fill(bp.pdf.stepsHeading), 15)
  bp.steps.forEach((step, i) => {
    w.text(`${i + 1}.  ${step.title}`, { font: fonts.bold, size: 11, gapAfter: 1 })
    w.text(fill(step.summary), { size: 9.5, color: MUTED, indent: 16, gapAfter: 5 })
  })

  // One section per step.
  bp.steps.forEach((step, i) => {
    if (i === 0 || w.y < 330) w.newPage()
    else w.y -= 10
    w.ensure(120)
    w.page.drawRectangle({ x: w.margin, y: w.y - 30, width: 30, height: 30, color: NAVY })
    const n = String(i + 1)
    drawAt(w.page, n, w.margin + 15 - fonts.bold.widthOfTextAtSize(n, 16) / 2, w.y - 21, 16, fonts.bold, WHITE)
    const stepLabel = fillTokens(bp.pdf.stepLabel, { number: String(i + 1), total: String(bp.steps.length) })
    drawAt(w.page, stepLabel.toUpperCase(), w.margin + 42, w.y - 11, 8.5, fonts.bold, GOLD)
    const titleLines = wrap(step.title, fonts.serif, 17, w.width - 42)
    titleLines.forEach((line, j) => {
      drawAt(w.page, line, w.margin + 42, w.y - 29 - j * 20, 17, fonts.serif, NAVY)
    })
    w.y -= 40 + (titleLines.length - 1) * 20
    w.text(`${fill(bp.pdf.goalLabel)} ${fill(step.goal)}`, { font: fonts.bold, size: 10.5, color: NAVY_MID })
    w.bullets(step.points.map(fill))
    if (step.script.trim()) w.quoteBox(fill(bp.pdf.scriptLabel).toUpperCase(), fill(step.script))
  })

  // Weekly scorecard.
  w.newPage()
  w.heading(fill(bp.pdf.weekHeading), 17)
  w.text(fill(bp.pdf.weekIntro), { color: MUTED })
  const cols = ["", ...[1, 2, 3, 4].map((week) => clean(fillTokens(bp.pdf.weekColumn, { number: String(week) })))]
  const firstCol = 200
  const colW = (w.width - firstCol) / 4
  const rowH = 26
  let y = w.y
  w.page.drawRectangle({ x: w.margin, y: y - rowH, width: w.width, height: rowH, color: NAVY })
  cols.forEach((c, i) => {
    if (!c) return
    const x = w.margin + firstCol + (i - 1) * colW
    drawAt(w.page, c, x + colW / 2 - fonts.bold.widthOfTextAtSize(c, 10) / 2, y - 17, 10, fonts.bold, WHITE)
  })
  y -= rowH
  bp.pdf.weekRows.forEach((row, r) => {
    if (r % 2 === 1) w.page.drawRectangle({ x: w.margin, y: y - rowH, width: w.width, height: rowH, color: GOLD_LIGHT })
    drawAt(w.page, row, w.margin + 8, y - 17, 10, fonts.regular, INK)
    ruleAt(w.page, w.margin, y - rowH, w.margin + w.width, y - rowH)
    y -= rowH
  })
  for (let i = 0; i <= 4; i++) {
    const x = w.margin + firstCol + i * colW
    ruleAt(w.page, x, w.y, x, y)
  }
  w.y = y - 24

  w.heading(fill(bp.pdf.closingHeading), 15)
  for (const p of bp.pdf.closing) w.text(fill(p))
  w.text(
    `${fill(bp.pdf.bookingLabel)} ${site.tollFreePhone}  |  ${site.email}  |  ${site.siteUrl.replace(/^https?:\/\//, "")}/tl-booking`,
    {
      font: fonts.bold,
      color: NAVY_MID,
    },
  )
  w.y -= 8
  // Beside the income figure it names, and as readable as the guide's text.
  w.text(fill(bp.pdf.disclaimer))
  return doc.save({ useObjectStreams: true })
}
