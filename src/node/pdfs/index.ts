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
import type { CheckedData } from "../feature-type"
import { blueprintCollection, surveyCollection } from "../lead-magnets"
import { siteCollection } from "../site"
import { makeBlueprint } from "./blueprint"
import { makeSurvey } from "./survey"

export type PdfFile = { /** Its address on the site, /downloads/….pdf. */ path: string; bytes: Uint8Array }

/** Both PDFs of the data as the build read it. */
export async function makePdfs({ read, facts }: Pick<CheckedData, "read" | "facts">): Promise<PdfFile[]> {
  const site = read(siteCollection)
  // The site's facts, as on the pages, and {name}, the blueprint's author.
  const tokens = { ...facts, name: site.blueprintAuthorFirstName }
  return [
    { path: BLUEPRINT_PDF.path, bytes: await makeBlueprint(read(blueprintCollection), site, tokens) },
    { path: SURVEY_PDF.path, bytes: await makeSurvey(read(surveyCollection), site, tokens) },
  ]
}

/** Writes both PDFs under `publicDir` at their addresses. */
export async function writePdfs(data: Pick<CheckedData, "read" | "facts">, publicDir: string): Promise<void> {
  for (const file of await makePdfs(data)) {
    const out = path.join(publicDir, file.path)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, file.bytes)
  }
}
