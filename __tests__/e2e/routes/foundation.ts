import notFoundFile from "../../../data/not-found.json"
import { literally, type RouteCheck } from "./types"

/** The 404 page's words in English. */
const notFound = notFoundFile.en

/**
 * Addresses that are no page of the site, so the 404 page answers them: an unknown path,
 * the old names of the privacy and terms pages, and a trip that has no folder (its own words).
 */
export const NOT_FOUND_ROUTES: RouteCheck[] = [
  { path: "/no-such-page", status: 404, h1: literally(notFound.heading) },
  { path: "/privacy-policy", status: 404, h1: literally(notFound.heading) },
  { path: "/terms-conditions", status: 404, h1: literally(notFound.heading) },
  { path: "/agent-incentives/no-such-trip", status: 404, h1: notFound.trip.title },
]
