/** Wording of trip counts and facts: plural forms and N/A for a fact trip.json does not give. */

/** "8 photos", "1 photo". */
export function photoCountLabel(count: number): string {
  return `${count} ${count === 1 ? "photo" : "photos"}`
}

/** Values of the {tokens} in a gallery page's words (data/incentives.json → gallery). */
export function tripTokens(trip: { destination: string; year: number; photoCount: number; description: string }) {
  return {
    trip: `${trip.destination} ${trip.year}`,
    destination: trip.destination,
    photos: photoCountLabel(trip.photoCount),
    description: trip.description,
  }
}

/** Group size as displayed; 'N/A' when trip.json does not give it. */
export function formatGroupSize(groupSize: number | null | undefined): string {
  return groupSize == null ? "N/A" : `${groupSize} ${groupSize === 1 ? "person" : "people"}`
}

/** Duration as displayed; 'N/A' when trip.json does not give it. */
export function formatDuration(duration: string | null | undefined): string {
  return duration?.trim() || "N/A"
}
