import incentives from "../../../data/incentives.json"
import type { Headings, RecordHeadings } from "./types"

/** The h1 of this area's pages, by address; the addresses are the one list's (src/lib/routes.ts). */
export const TRIP_HEADINGS: Headings = {
  "/agent-incentives": incentives.hero.title,
}

/** The h1 of a trip's gallery (data/trips/{id}/trip.json): the destination. */
export const TRIP_RECORD_HEADINGS: RecordHeadings = {
  trips: (trip: { destination: string }) => trip.destination,
}
