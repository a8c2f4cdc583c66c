import site from "../../../data/site.json"
import blueprint from "../../../data/blueprint.json"
import survey from "../../../data/in-home-survey.json"
import thankYou from "../../../data/thank-you.json"
import legal from "../../../data/legal.json"
import type { Headings } from "./types"

/** The blueprint's landing page: its address carries the author's first name. */
export const BLUEPRINT_LANDING = `/${site.blueprintAuthorFirstName.toLowerCase()}-7-step-blueprint`

/** The h1 of this area's pages, by address; the addresses are the one list's (src/lib/routes.ts). */
export const LEAD_MAGNET_HEADINGS: Headings = {
  [BLUEPRINT_LANDING]: blueprint.hero.title.replace("{name}", site.blueprintAuthorFirstName),
  "/in-home-survey": survey.hero.title,
  "/thank-you": thankYou.request.body.title,
  "/thank-you-interview": thankYou.interview.body.title,
  "/thank-you-survey": thankYou.survey.body.title,
  "/thank-you-blueprint": thankYou.blueprint.hero.title,
  "/privacy": legal.privacy.title,
  "/terms": legal.terms.title,
}
