/** Lead magnets: JavaScript of the blueprint landing and thank-you pages, and the size of the two PDFs. */
import fs from "node:fs"
import path from "node:path"
import { pageJsRow } from "./lib.mjs"

const PAGE_JS_TARGET_KB = 110
/** A download on a slow phone connection should stay small (KB). */
const PDF_TARGET_KB = 250
const PDFS = ["/downloads/7-step-blueprint.pdf", "/downloads/in-home-final-expense-survey.pdf"]

function blueprintLandingRoute(root) {
  const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8"))
  return `/${site.blueprintAuthorFirstName.trim().toLowerCase()}-7-step-blueprint`
}

export async function run(ctx) {
  const rows = [blueprintLandingRoute(ctx.root), "/thank-you-blueprint"].map((route) =>
    pageJsRow(ctx.publicDir, route, PAGE_JS_TARGET_KB),
  )
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
