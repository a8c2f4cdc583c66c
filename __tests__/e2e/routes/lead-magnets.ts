import { en as site } from "../../../data/site.json"
import blueprint from "../../../data/blueprint.json"
import type { Headings } from "./types"

/** The blueprint's landing page: its address carries the author's first name. */
export const BLUEPRINT_LANDING = `/${site.blueprintAuthorFirstName.toLowerCase()}-7-step-blueprint`

/** h1s the list cannot point at: the blueprint's title carries the author's first name ({name}). */
export const LEAD_MAGNET_HEADINGS: Headings = {
  [BLUEPRINT_LANDING]: blueprint.hero.title.replace("{name}", site.blueprintAuthorFirstName),
}
