import notFoundFile from "../../../data/not-found.json"
import { literally, type RouteCheck } from "./types"

/** The 404 page's words in English, and in Spanish (each text not written in Spanish is the English). */
const notFound = notFoundFile.en
const noEncontrada = { ...notFoundFile.en, ...notFoundFile.es }

/**
 * Addresses that are no page of the site, so the 404 page answers them: an unknown path,
 * the old names of the privacy and terms pages, a trip that has no folder (its own words),
 * and an unknown path under /es (in Spanish).
 */
export const NOT_FOUND_ROUTES: RouteCheck[] = [
  { path: "/no-such-page", status: 404, h1: literally(notFound.heading) },
  { path: "/privacy-policy", status: 404, h1: literally(notFound.heading) },
  { path: "/terms-conditions", status: 404, h1: literally(notFound.heading) },
  { path: "/agent-incentives/no-such-trip", status: 404, h1: notFound.trip.title },
  // Under /es, the Spanish 404 page.
  { path: "/es/no-such-page", status: 404, h1: literally(noEncontrada.heading) },
]
