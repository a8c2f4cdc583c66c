/**
 * The two lead-magnet PDFs, drawn from data/ whenever the site is built or the development
 * server starts (gatsby-node.ts's onPreBootstrap), into public/downloads/:
 *   7-step-blueprint.pdf              ← data/blueprint.json + data/site.json
 *   in-home-final-expense-survey.pdf  ← data/in-home-survey.json + data/site.json
 * so an edit to their text, or to the agency's name, numbers or e-mail, reaches them with
 * the pages. pdf-lib with the standard fonts keeps the files small.
 */
import fs from "fs"
import path from "path"
import { BLUEPRINT_PDF, SURVEY_PDF } from "../../lib/lead-magnets"
import { readBlueprint, readSurvey } from "../lead-magnets"
import { readSite } from "../site"
import { readSiteFacts } from "../site-facts"
import { makeBlueprint } from "./blueprint"
import { makeSurvey } from "./survey"

export type PdfFile = { /** Its address on the site, /downloads/….pdf. */ path: string; bytes: Uint8Array }

/** Both PDFs of the data in `dataDir`; `year` is the build's, as for the pages' facts. */
export async function makePdfs(dataDir: string, year = new Date().getFullYear()): Promise<PdfFile[]> {
  const site = readSite(dataDir)
  // The site's facts, as on the pages, and {name}, the blueprint's author.
  const tokens = { ...readSiteFacts(dataDir, year), name: site.blueprintAuthorFirstName }
  return [
    { path: BLUEPRINT_PDF.path, bytes: await makeBlueprint(readBlueprint(dataDir), site, tokens) },
    { path: SURVEY_PDF.path, bytes: await makeSurvey(readSurvey(dataDir), site, tokens) },
  ]
}

/** Writes both PDFs under `publicDir` at their addresses. */
export async function writePdfs(dataDir: string, publicDir: string): Promise<void> {
  for (const file of await makePdfs(dataDir)) {
    const out = path.join(publicDir, file.path)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, file.bytes)
  }
}
