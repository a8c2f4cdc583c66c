/**
 * The in-home survey: one dense, printable page from data/in-home-survey.json, with
 * fillable form fields, so it can be filled in on a tablet.
 */
import { PDFDocument } from "pdf-lib"
import { fillTokens } from "../../lib/text"
import type { SurveyData } from "../lead-magnets"
import type { SiteData } from "../site"
import { PAGE_H, PAGE_W, clean, drawAt, embedFonts, pdfColours, ruleAt, setMetadata, wrap } from "./draw"

/** The survey's bytes; `tokens` fill the {tokens} of its text. */
export async function makeSurvey(sv: SurveyData, site: SiteData, tokens: Record<string, string>): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedFonts(doc)
  const { GOLD, GOLD_LIGHT, NAVY, NAVY_MID, NAVY_PALE, INK, LINE, MUTED, WHITE } = pdfColours(site.brand)
  const pdf = sv.pdf
  setMetadata(doc, { title: pdf.fileTitle, subject: pdf.subtitle, keywords: pdf.keywords }, site)
  const form = doc.getForm()
  const page = doc.addPage([PAGE_W, PAGE_H])
  const M = 36
  const W = PAGE_W - 2 * M
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
    drawAt(page, text, x, y, size, font, color)

  // Header band.
  let y = PAGE_H - M
  const headH = 50
  page.drawRectangle({ x: 0, y: y - headH + 10, width: PAGE_W, height: headH + M - 10, color: NAVY })
  draw(pdf.fileTitle, M, y - 18, 19, fonts.serif, WHITE)
  draw(pdf.subtitle, M, y - 33, 9, fonts.regular, NAVY_PALE)
  const right = [site.companyName, `${site.tollFreePhone}  |  ${site.email}`]
  right.forEach((t, i) => {
    const f = i === 0 ? fonts.bold : fonts.regular
    draw(t, PAGE_W - M - f.widthOfTextAtSize(clean(t), 9), y - 16 - i * 13, 9, f, WHITE)
  })
  page.drawRectangle({ x: 0, y: y - headH + 6, width: PAGE_W, height: 4, color: GOLD })
  y -= headH + 6

  const sectionHeading = (text: string) => {
    draw(text, M, y - 11, 10.5, fonts.bold, NAVY)
    ruleAt(page, M, y - 14.5, M + W, y - 14.5, 0.8, GOLD)
    y -= 20
  }
  /** A label, then a line to write on up to `width` from `fx`, with a text field over the line. */
  const labelledLine = (label: string, fx: number, width: number, font = fonts.regular, color = MUTED) => {
    const lw = font.widthOfTextAtSize(clean(label), 8) + 6
    draw(label, fx, y - 12, 8, font, color)
    ruleAt(page, fx + lw, y - 13, fx + width, y - 13, 0.6)
    textField(label, fx + lw, y - 12.5, width - lw)
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
      labelledLine(label, M + c * (colW + colGap), colW)
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
    ruleAt(page, M + 12, y - 23, M + W, y - 23, 0.6)
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
    draw(pdf.healthAnswers.yes, bx + 12, y - 9, 8.5, fonts.bold)
    checkBox(`health-${i + 1}-no`, bx + 32, y - 10)
    draw(pdf.healthAnswers.no, bx + 44, y - 9, 8.5, fonts.bold)
    y -= 14
  })
  y -= 6

  // 5. Coverage and budget.
  sectionHeading(pdf.budgetHeading)
  pdf.budgetFields.forEach((label, i) => {
    const c = i % 2
    labelledLine(label, M + c * (colW + colGap), colW)
    if (c === 1 || i === pdf.budgetFields.length - 1) y -= 19
  })
  draw(pdf.budgetLabel, M, y - 10, 8, fonts.bold, INK)
  // The options start past the label, wherever a longer label ends.
  let ox = M + Math.max(72, fonts.bold.widthOfTextAtSize(clean(pdf.budgetLabel), 8) + 10)
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
  pdf.signatureFields.forEach((label, i) => labelledLine(label, M + i * slot, slot - 14, fonts.bold, INK))
  y -= 24

  draw(pdf.footerNote, M, Math.max(y - 8, 24), 7.5, fonts.italic, MUTED)
  if (y - 8 < 24)
    throw new Error(
      `The survey does not fit on one page (ran ${Math.round(24 - (y - 8))} pt over): shorten data/in-home-survey.json`,
    )
  return doc.save({ useObjectStreams: true })
}
