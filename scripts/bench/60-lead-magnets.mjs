/** Judges: each lead-magnet PDF at most 250 KB (the pages' JavaScript is judged by 10-page-js). */
import fs from "node:fs"
import path from "node:path"

/** A download on a slow phone connection should stay small (KB). */
const PDF_TARGET_KB = 250
const PDFS = ["/downloads/7-step-blueprint.pdf", "/downloads/in-home-final-expense-survey.pdf"]

export async function run(ctx) {
  const rows = []
  for (const pdf of PDFS) {
    const kb = fs.statSync(path.join(ctx.publicDir, pdf)).size / 1024
    rows.push({
      group: "lead-magnet PDFs",
      metric: pdf,
      value: kb,
      unit: "KB",
      target: `<= ${PDF_TARGET_KB} KB`,
      met: kb <= PDF_TARGET_KB,
    })
  }
  return rows
}
