import home from "../../../data/home.json"
import product from "../../../data/product.json"
import team from "../../../data/team.json"
import faq from "../../../data/faq.json"
import type { Headings } from "./types"

/** The h1 of this area's pages, by address; the addresses are the one list's (src/lib/routes.ts). */
export const MARKETING_HEADINGS: Headings = {
  "/": home.hero.title,
  "/our-product": product.hero.title,
  "/our-team": team.hero.title,
  "/faq": faq.hero.title,
}
