/** Wording of trip counts and messages (content-pages §2 "Trip gallery page", §8). */

/** "8 photos", "1 photo". */
export function photoCountLabel(count: number): string {
  return `${count} ${count === 1 ? "photo" : "photos"}`
}

/** The line under a gallery hero: "72 photos from our amazing Winter Wonderland Canada adventure". */
export function photoCountLine(count: number, destination: string): string {
  return `${photoCountLabel(count)} from our amazing ${destination} adventure`
}

/** Shown instead of the gallery when a trip has no photos yet. */
export function emptyGalleryMessage(destination: string, year: number): string {
  return `Gallery photos for ${destination} ${year} will be available soon.`
}

/** Group size as displayed; 'N/A' when trip.json does not give it (content-pages §2). */
export function formatGroupSize(groupSize: number | null | undefined): string {
  return groupSize == null ? "N/A" : `${groupSize} ${groupSize === 1 ? "person" : "people"}`
}

/** Duration as displayed; 'N/A' when trip.json does not give it. */
export function formatDuration(duration: string | null | undefined): string {
  return duration?.trim() || "N/A"
}
