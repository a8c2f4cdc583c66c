import type { RouteCheck } from "./types"
import home from "../../../data/home.json"
import product from "../../../data/product.json"
import team from "../../../data/team.json"
import faq from "../../../data/faq.json"

/** Routes of this area, checked by routes.e2e.ts (status, one h1, title, axe, console). */
export const MARKETING_ROUTES: RouteCheck[] = [
  { path: "/", status: 200, h1: home.hero.title },
  { path: "/our-product", status: 200, h1: product.hero.title },
  { path: "/our-team", status: 200, h1: team.hero.title },
  { path: "/faq", status: 200, h1: faq.hero.title },
]
