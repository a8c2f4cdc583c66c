/**
 * Incentive trips: data/trips/{tripId}/ folders (trip.json and the photos themselves),
 * data/incentives.json, and the gallery pages. The shapes are in ./schema.ts, the folder's
 * files in ./photos.ts, the Trip node in ./node.ts and the pages in ./pages.ts.
 */
import type { Feature } from "../feature-type"
import { createTripNodes, createTripResolvers, onCreateTripNode } from "./node"
import { createTripPages } from "./pages"
import { validateTrips } from "./photos"
import { incentivesCollection, tripCollection, tripType, type TripData } from "./schema"

export { validateTrips }

export const tripsFeature: Feature = {
  name: "trips",
  label: "Agent incentives",
  collections: [tripCollection, incentivesCollection],
  derivedTypes: [tripType],
  // "All expenses paid" means nothing until the agency says what a trip pays for.
  preflight: (read) =>
    read(incentivesCollection).tripTerms.covers
      ? []
      : [
          {
            file: "data/incentives.json",
            field: "tripTerms.covers",
            problem:
              "What an incentive trip pays for is not stated. Fill in what the agency covers (flights, hotel, meals, activities) and, in notCovered, what a qualifying agent pays for themselves.",
          },
        ],
  // The folders' own checks (their files and photos), on each trip.json as the build read it.
  validate: ({ dir, files }) => {
    validateTrips(dir, (file) => files.find((f) => f.file === file)?.data as TripData)
  },
  sourceNodes: createTripNodes,
  onCreateNode: onCreateTripNode,
  createResolvers: createTripResolvers,
  createPages: createTripPages,
}
