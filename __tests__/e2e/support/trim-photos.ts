/**
 * For the end-to-end tests that build a copy of the project: trip folders cut down to one
 * photo, so such a build spends its time on the pages the test reads rather than on
 * encoding a hundred sample photos again (the suite's own build encodes them all).
 */
import fs from "fs"
import path from "path"

/** Leaves each trip of `tripsDir` its first photo only, except the trips named in `keep`. */
export function keepOnePhotoPerTrip(tripsDir: string, keep: readonly string[] = []): void {
  for (const trip of fs.readdirSync(tripsDir)) {
    if (keep.includes(trip)) continue
    const photos = fs
      .readdirSync(path.join(tripsDir, trip))
      .filter((file) => /\.(jpe?g|png|webp|avif|tiff?|heic|heif)$/i.test(file))
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    for (const photo of photos.slice(1)) fs.rmSync(path.join(tripsDir, trip, photo))
  }
}
