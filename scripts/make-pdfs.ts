/**
 * Builds the two lead-magnet PDFs the site ships from data/:
 *   static/downloads/7-step-blueprint.pdf              ← data/blueprint.json + data/site.json
 *   static/downloads/in-home-final-expense-survey.pdf  ← data/in-home-survey.json + data/site.json
 * Run after changing that text: `npx tsx scripts/make-pdfs.ts`, then commit the PDFs.
 * pdf-lib with the standard fonts keeps the files small and the script dependency-light;
 * the survey also carries fillable form fields, so it can be filled in on a tablet.
 */
import fs from "fs"
import path from "path"
import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb, type RGB } from "pdf-lib"
import { readBlueprint, readSurvey, type BlueprintData, type SurveyData } from "../src/node/lead-magnets"
import { readSite, type SiteData } from "../src/node/site"
import { BLUEPRINT_PDF, SURVEY_PDF } from "../src/lib/lead-magnets"
import { fillTokens } from "../src/lib/text"
import { readSiteFacts } from "../src/node/site-facts"

const ROOT = path.resolve(__dirname, "..")
const DATA = path.join(ROOT, "data")
const OUT = path.join(ROOT, "static")

const NAVY = rgb(0x0f / 255, 0x22 / 255, 0x38 / 255)
const NAVY_MID = rgb(0x1f / 255, 0x3f / 255, 0x66 / 255)
const GOLD = rgb(0x8a / 255, 0x5a / 255, 0x12 / 255)
const GOLD_LIGHT = rgb(0xfb / 255, 0xf1 / 255, 0xde / 255)
const INK = rgb(0x1b / 255, 0x24 / 255, 0x30 / 255)
const MUTED = rgb(0x4a / 255, 0x55 / 255, 0x65 / 255)
const LINE = rgb(0.75, 0.77, 0.8)
const WHITE = rgb(1, 1, 1)

const PAGE_W = 612 // US Letter
const PAGE_H = 792

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; serif: PDFFont }

/** The PDFs' {tokens}: the site's facts, as on the pages, and {name}, the blueprint's author. */
function pdfTokens(site: SiteData): Record<string, string> {
  return { ...readSiteFacts(DATA, new Date().getFullYear()), name: site.blueprintAuthorFirstName }
}

/** The standard fonts speak WinAnsi only: map the few characters outside it. */
function clean(text: string): string {
  return text
    .replace(/[\u2713\u2714]/g, "v")
    .replace(/[\u2190-\u21ff]/g, "->")
    .replace(/\u00a0/g, " ")
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    serif: await doc.embedFont(StandardFonts.TimesRomanBold),
  }
}

function setMetadata(doc: PDFDocument, title: string, subject: string, site: SiteData) {
  doc.setTitle(title)
  doc.setSubject(subject)
  doc.setAuthor(site.companyName)
  doc.setCreator(`${site.companyName} website`)
  doc.setProducer("pdf-lib (scripts/make-pdfs.ts)")
  doc.setLanguage("en-US")
  doc.setKeywords(["final expense", "insurance agent", "in-home appointments", "sales"])
  // A fixed date keeps the generated file identical from run to run.
  const fixed = new Date("2025-01-01T00:00:00Z")
  doc.setCreationDate(fixed)
  doc.setModificationDate(fixed)
}

// ---------------------------------------------------------------------------------------
// The blueprint: a multi-page guide with flowing text.

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
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE_W, PAGE_H])
    this.pageNumber += 1
    this.y = PAGE_H - this.margin
    this.page.drawLine({
      start: { x: this.margin, y: 40 },
      end: { x: PAGE_W - this.margin, y: 40 },
      thickness: 0.5,
      color: LINE,
    })
    this.page.drawText(clean(this.footerText), {
      x: this.margin,
      y: 28,
      size: 8,
      font: this.fonts.regular,
      color: MUTED,
    })
    const num = `Page ${this.pageNumber}`
    this.page.drawText(num, {
      x: PAGE_W - this.margin - this.fonts.regular.widthOfTextAtSize(num, 8),
      y: 28,
      size: 8,
      font: this.fonts.regular,
      color: MUTED,
    })
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
      color = INK,
      indent = 0,
      gapAfter = 8,
      leading = size * 1.45,
    } = options
    for (const line of wrap(text, font, size, this.width - indent)) {
      this.ensure(leading)
      this.page.drawText(line, { x: this.margin + indent, y: this.y - size, size, font, color })
      this.y -= leading
    }
    this.y -= gapAfter
  }

  heading(text: string, size = 16, color: RGB = NAVY) {
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
      this.page.drawCircle({ x: this.margin + 5, y: this.y - size * 0.65, size: 2, color: GOLD })
      lines.forEach((line, i) => {
        if (i > 0) this.ensure(leading)
        this.page.drawText(line, { x: this.margin + 16, y: this.y - size, size, font: this.fonts.regular, color: INK })
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
    this.page.drawRectangle({ x: this.margin, y: top - height, width: this.width, height, color: GOLD_LIGHT })
    this.page.drawRectangle({ x: this.margin, y: top - height, width: 3, height, color: GOLD })
    this.page.drawText(clean(label), { x: this.margin + 14, y: top - 20, size: 9, font: this.fonts.bold, color: GOLD })
    let y = top - 28
    for (const line of lines) {
      this.page.drawText(line, { x: this.margin + 14, y: y - size, size, font: this.fonts.italic, color: INK })
      y -= leading
    }
    this.y = top - height - 12
  }
}

async function makeBlueprint(bp: BlueprintData, site: SiteData): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedFonts(doc)
  const tokens = pdfTokens(site)
  const fill = (t: string) => fillTokens(t, tokens)
  const title = fill(bp.hero.title).replace(/^Download\s+/, "")
  setMetadata(doc, title, bp.pdf.subtitle, site)
  const w = new FlowWriter(doc, fonts, `${site.companyName}  |  ${site.tollFreePhone}  |  ${site.email}`)

  // Cover band and introduction.
  w.newPage()
  const bandH = 190
  w.page.drawRectangle({ x: 0, y: PAGE_H - bandH, width: PAGE_W, height: bandH, color: NAVY })
  w.page.drawRectangle({ x: 0, y: PAGE_H - bandH - 6, width: PAGE_W, height: 6, color: GOLD })
  w.page.drawText(clean(fill(bp.pdf.fileTitle).toUpperCase()), {
    x: 60,
    y: PAGE_H - 58,
    size: 10,
    font: fonts.bold,
    color: rgb(0.82, 0.61, 0.23),
  })
  let ty = PAGE_H - 92
  for (const line of wrap(title, fonts.serif, 28, PAGE_W - 120)) {
    w.page.drawText(line, { x: 60, y: ty, size: 28, font: fonts.serif, color: WHITE })
    ty -= 33
  }
  w.page.drawText(clean(`${fill(bp.pdf.subtitle)}  |  ${site.companyName}`), {
    x: 60,
    y: ty - 6,
    size: 11,
    font: fonts.regular,
    color: rgb(0.9, 0.93, 0.96),
  })
  w.y = PAGE_H - bandH - 36
  // The title names an income figure: the cover says at once, as readable as the text, that
  // it is not typical and what a typical agent earns.
  w.text(fill(bp.hero.note), { font: fonts.bold, color: NAVY_MID, gapAfter: 10 })

  w.heading("How to use this guide", 15)
  for (const p of bp.pdf.intro) w.text(fill(p))

  w.heading("The seven steps", 15)
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
    w.page.drawText(n, {
      x: w.margin + 15 - fonts.bold.widthOfTextAtSize(n, 16) / 2,
      y: w.y - 21,
      size: 16,
      font: fonts.bold,
      color: WHITE,
    })
    w.page.drawText(`STEP ${i + 1} OF 7`, { x: w.margin + 42, y: w.y - 11, size: 8.5, font: fonts.bold, color: GOLD })
    const titleLines = wrap(step.title, fonts.serif, 17, w.width - 42)
    titleLines.forEach((line, j) => {
      w.page.drawText(line, { x: w.margin + 42, y: w.y - 29 - j * 20, size: 17, font: fonts.serif, color: NAVY })
    })
    w.y -= 40 + (titleLines.length - 1) * 20
    w.text(`Goal: ${fill(step.goal)}`, { font: fonts.bold, size: 10.5, color: NAVY_MID })
    w.bullets(step.points.map(fill))
    if (step.script.trim()) w.quoteBox("SAY IT LIKE THIS", fill(step.script))
  })

  // Weekly scorecard.
  w.newPage()
  w.heading(fill(bp.pdf.weekHeading), 17)
  w.text(fill(bp.pdf.weekIntro), { color: MUTED })
  const cols = ["", "Week 1", "Week 2", "Week 3", "Week 4"]
  const firstCol = 200
  const colW = (w.width - firstCol) / 4
  const rowH = 26
  let y = w.y
  w.page.drawRectangle({ x: w.margin, y: y - rowH, width: w.width, height: rowH, color: NAVY })
  cols.forEach((c, i) => {
    if (!c) return
    const x = w.margin + firstCol + (i - 1) * colW
    w.page.drawText(c, {
      x: x + colW / 2 - fonts.bold.widthOfTextAtSize(c, 10) / 2,
      y: y - 17,
      size: 10,
      font: fonts.bold,
      color: WHITE,
    })
  })
  y -= rowH
  bp.pdf.weekRows.forEach((row, r) => {
    if (r % 2 === 1) w.page.drawRectangle({ x: w.margin, y: y - rowH, width: w.width, height: rowH, color: GOLD_LIGHT })
    w.page.drawText(clean(row), { x: w.margin + 8, y: y - 17, size: 10, font: fonts.regular, color: INK })
    w.page.drawLine({
      start: { x: w.margin, y: y - rowH },
      end: { x: w.margin + w.width, y: y - rowH },
      thickness: 0.5,
      color: LINE,
    })
    y -= rowH
  })
  for (let i = 0; i <= 4; i++) {
    const x = w.margin + firstCol + i * colW
    w.page.drawLine({ start: { x, y: w.y }, end: { x, y }, thickness: 0.5, color: LINE })
  }
  w.y = y - 24

  w.heading("Keep going", 15)
  for (const p of bp.pdf.closing) w.text(fill(p))
  w.text(
    `Book your 15-minute call: ${site.tollFreePhone}  |  ${site.email}  |  ${site.siteUrl.replace(/^https?:\/\//, "")}/tl-booking`,
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

// ---------------------------------------------------------------------------------------
// The survey: one dense, printable and fillable page.

async function makeSurvey(sv: SurveyData, site: SiteData): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedFonts(doc)
  const pdf = sv.pdf
  setMetadata(doc, pdf.fileTitle, pdf.subtitle, site)
  const form = doc.getForm()
  const page = doc.addPage([PAGE_W, PAGE_H])
  const M = 36
  const W = PAGE_W - 2 * M
  const tokens = pdfTokens(site)
  const fill = (t: string) => fillTokens(t, tokens)
  let fieldCount = 0
  const fieldName = (label: string) =>
    `${++fieldCount}-${label
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase()}`
  const textField = (label: string, x: number, y: number, width: number, height = 13) => {
    const field = form.createTextField(fieldName(label))
    field.addToPage(page, {
      x,
      y,
      width,
      height,
      borderWidth: 0,
      backgroundColor: undefined,
      borderColor: undefined,
      font: fonts.regular,
    })
    field.setFontSize(9)
  }
  const checkBox = (label: string, x: number, y: number, size = 9) => {
    const box = form.createCheckBox(fieldName(label))
    box.addToPage(page, { x, y, width: size, height: size, borderWidth: 0.8, borderColor: INK, backgroundColor: WHITE })
  }
  const draw = (text: string, x: number, y: number, size: number, font = fonts.regular, color = INK) =>
    page.drawText(clean(text), { x, y, size, font, color })

  // Header band.
  let y = PAGE_H - M
  const headH = 50
  page.drawRectangle({ x: 0, y: y - headH + 10, width: PAGE_W, height: headH + M - 10, color: NAVY })
  draw(pdf.fileTitle, M, y - 18, 19, fonts.serif, WHITE)
  draw(pdf.subtitle, M, y - 33, 9, fonts.regular, rgb(0.9, 0.93, 0.96))
  const right = [site.companyName, `${site.tollFreePhone}  |  ${site.email}`]
  right.forEach((t, i) => {
    const f = i === 0 ? fonts.bold : fonts.regular
    draw(t, PAGE_W - M - f.widthOfTextAtSize(clean(t), 9), y - 16 - i * 13, 9, f, WHITE)
  })
  page.drawRectangle({ x: 0, y: y - headH + 6, width: PAGE_W, height: 4, color: GOLD })
  y -= headH + 6

  const sectionHeading = (text: string) => {
    draw(text, M, y - 11, 10.5, fonts.bold, NAVY)
    page.drawLine({ start: { x: M, y: y - 14.5 }, end: { x: M + W, y: y - 14.5 }, thickness: 0.8, color: GOLD })
    y -= 20
  }
  const box = (label: string, text: string, x: number, width: number, top: number): number => {
    const lines = wrap(fill(text), fonts.italic, 8, width - 16)
    const h = 12 + 10 + lines.length * 10.5
    page.drawRectangle({ x, y: top - h, width, height: h, color: GOLD_LIGHT })
    page.drawRectangle({ x, y: top - h, width: 2.5, height: h, color: GOLD })
    draw(label.toUpperCase(), x + 9, top - 12, 7.5, fonts.bold, GOLD)
    lines.forEach((line, i) => draw(line, x + 9, top - 24 - i * 10.5, 8, fonts.italic))
    return h
  }

  // Credibility line.
  y -= box(pdf.credibilityLabel, pdf.credibility, M, W, y) + 6

  // 1. Client details: two columns of labelled lines.
  sectionHeading(pdf.clientHeading)
  const colGap = 18
  const colW = (W - colGap) / 2
  const rows = Math.ceil(pdf.clientFields.length / 2)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < 2; c++) {
      const label = pdf.clientFields[r * 2 + c]
      if (!label) continue
      const x = M + c * (colW + colGap)
      const lw = fonts.regular.widthOfTextAtSize(clean(label), 8) + 6
      draw(label, x, y - 12, 8, fonts.regular, MUTED)
      page.drawLine({ start: { x: x + lw, y: y - 13 }, end: { x: x + colW, y: y - 13 }, thickness: 0.6, color: LINE })
      textField(label, x + lw, y - 12.5, colW - lw)
    }
    y -= 19
  }
  y -= 6

  // 2. Beneficiaries: a small table.
  sectionHeading(pdf.beneficiaryHeading)
  const widths = [0.36, 0.24, 0.26, 0.14].map((f) => f * W)
  const rowH = 16
  page.drawRectangle({ x: M, y: y - rowH, width: W, height: rowH, color: NAVY_MID })
  let x = M
  pdf.beneficiaryColumns.forEach((col, i) => {
    draw(col, x + 5, y - 11, 8, fonts.bold, WHITE)
    x += widths[i]
  })
  y -= rowH
  for (let r = 0; r < pdf.beneficiaryRows; r++) {
    x = M
    pdf.beneficiaryColumns.forEach((col, i) => {
      page.drawRectangle({ x, y: y - rowH, width: widths[i], height: rowH, borderColor: LINE, borderWidth: 0.6 })
      textField(`beneficiary-${r + 1}-${col}`, x + 3, y - rowH + 2, widths[i] - 6, rowH - 4)
      x += widths[i]
    })
    y -= rowH
  }
  y -= 8

  // 3. Emotion and urgency questions, each with an answer line.
  sectionHeading(pdf.emotionHeading)
  pdf.emotionQuestions.forEach((q, i) => {
    draw(`${i + 1}. ${q}`, M, y - 9, 8.5, fonts.bold, INK)
    page.drawLine({ start: { x: M + 12, y: y - 23 }, end: { x: M + W, y: y - 23 }, thickness: 0.6, color: LINE })
    textField(`why-${i + 1}`, M + 12, y - 22.5, W - 12)
    y -= 27
  })
  y -= 4

  // 4. Health questions with Y / N boxes.
  sectionHeading(pdf.healthHeading)
  pdf.healthQuestions.forEach((q, i) => {
    draw(`${i + 1}. ${q}`, M, y - 9, 8.5)
    const bx = M + W - 62
    checkBox(`health-${i + 1}-yes`, bx, y - 10)
    draw("Y", bx + 12, y - 9, 8.5, fonts.bold)
    checkBox(`health-${i + 1}-no`, bx + 32, y - 10)
    draw("N", bx + 44, y - 9, 8.5, fonts.bold)
    y -= 14
  })
  y -= 6

  // 5. Coverage and budget.
  sectionHeading(pdf.budgetHeading)
  pdf.budgetFields.forEach((label, i) => {
    const c = i % 2
    const fx = M + c * (colW + colGap)
    const lw = fonts.regular.widthOfTextAtSize(clean(label), 8) + 6
    draw(label, fx, y - 12, 8, fonts.regular, MUTED)
    page.drawLine({ start: { x: fx + lw, y: y - 13 }, end: { x: fx + colW, y: y - 13 }, thickness: 0.6, color: LINE })
    textField(label, fx + lw, y - 12.5, colW - lw)
    if (c === 1 || i === pdf.budgetFields.length - 1) y -= 19
  })
  draw("Monthly budget:", M, y - 10, 8, fonts.bold, INK)
  let ox = M + 72
  pdf.budgetOptions.forEach((opt, i) => {
    checkBox(`budget-${i + 1}`, ox, y - 11)
    draw(opt, ox + 13, y - 10, 8)
    ox += 13 + fonts.regular.widthOfTextAtSize(clean(opt), 8) + 22
  })
  y -= 22

  // Transition and "I'll think about it", side by side.
  const half = (W - 12) / 2
  const h1 = box(pdf.transitionLabel, pdf.transition, M, half, y)
  const h2 = box(pdf.thinkLabel, pdf.think, M + half + 12, half, y)
  y -= Math.max(h1, h2) + 12

  // Agent sign-off line.
  const slot = W / pdf.signatureFields.length
  pdf.signatureFields.forEach((label, i) => {
    const sx = M + i * slot
    const lw = fonts.bold.widthOfTextAtSize(clean(label), 8) + 6
    draw(label, sx, y - 12, 8, fonts.bold, INK)
    page.drawLine({
      start: { x: sx + lw, y: y - 13 },
      end: { x: sx + slot - 14, y: y - 13 },
      thickness: 0.6,
      color: LINE,
    })
    textField(`agent-${label}`, sx + lw, y - 12.5, slot - 14 - lw)
  })
  y -= 24

  draw(pdf.footerNote, M, Math.max(y - 8, 24), 7.5, fonts.italic, MUTED)
  if (y - 8 < 24)
    throw new Error(
      `The survey does not fit on one page (ran ${Math.round(24 - (y - 8))} pt over): shorten data/in-home-survey.json`,
    )
  return doc.save({ useObjectStreams: true })
}

async function main() {
  const site = readSite(DATA)
  const outputs: [string, Uint8Array][] = [
    [BLUEPRINT_PDF.path, await makeBlueprint(readBlueprint(DATA), site)],
    [SURVEY_PDF.path, await makeSurvey(readSurvey(DATA), site)],
  ]
  for (const [urlPath, bytes] of outputs) {
    const file = path.join(OUT, urlPath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, bytes)
    console.log(`${path.relative(ROOT, file)}: ${(bytes.length / 1024).toFixed(1)} KiB`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
