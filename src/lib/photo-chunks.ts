/**
 * How a trip gallery of any size reaches the browser. The page itself carries the first
 * screen of photos (FIRST_SCREEN_PHOTOS); every later photo is in a chunk of
 * PHOTO_CHUNK_SIZE photos, a JSON file the build writes under /static/ (cached for a year:
 * its name carries a hash of its content) and the gallery fetches when the visitor comes
 * near it. Chunk k holds photos FIRST_SCREEN_PHOTOS + k * PHOTO_CHUNK_SIZE onwards.
 * Pure functions, shared by the build (writing the chunks) and the gallery (reading them).
 */

type QueriedPhoto = Queries.TripPageFragment["firstPhotos"][number]

/**
 * One photo of a gallery: its file name, alt text and image data (`large` for the featured
 * view and the lightbox, `thumb` for the strip). The shape the page's query gives the first
 * screen (fragment TripPage in src/components/gallery/trip-page.tsx); the build asks for
 * the same fields for the chunks (CHUNK_IMAGE_FIELDS in src/node/trips/pages.ts).
 */
export type GalleryPhoto = Pick<QueriedPhoto, "fileName" | "alt"> &
  NonNullable<QueriedPhoto["image"]["childImageSharp"]>

/** The content of a chunk file: the index of its first photo and its photos in gallery order. */
export type PhotoChunkFile = { start: number; photos: GalleryPhoto[] }

/** Photos sent with the page itself: the featured photo and a strip's worth of thumbnails. */
export const FIRST_SCREEN_PHOTOS = 24
/** Photos per file for the rest of the gallery. */
export const PHOTO_CHUNK_SIZE = 48
/** Folder of the photo chunks in public/ (under /static/, which hosts cache for a year). */
export const PHOTO_CHUNK_DIR = "static/trip-photos"

/** Number of photo chunks of a gallery of `total` photos. */
export function photoChunkCount(total: number, first = FIRST_SCREEN_PHOTOS, size = PHOTO_CHUNK_SIZE): number {
  return Math.max(0, Math.ceil((total - first) / size))
}

/** The photo chunk holding photo `index` (0-based), or null for a photo sent with the page. */
export function photoChunkOf(index: number, first = FIRST_SCREEN_PHOTOS, size = PHOTO_CHUNK_SIZE): number | null {
  return index < first ? null : Math.floor((index - first) / size)
}

/** Indexes [start, end) of the photos in chunk `chunk` of a gallery of `total` photos. */
export function photoChunkRange(
  chunk: number,
  total: number,
  first = FIRST_SCREEN_PHOTOS,
  size = PHOTO_CHUNK_SIZE,
): { start: number; end: number } {
  const start = first + chunk * size
  return { start, end: Math.min(total, start + size) }
}

/** A photo and the photos before and after it, wrapping as the gallery does. */
export function withNeighbours(index: number, total: number): number[] {
  if (total <= 0) return []
  return [...new Set([index - 1, index, index + 1].map((i) => ((i % total) + total) % total))]
}

/**
 * The photo chunks the given photos need, in order, each once (photos sent with the page
 * and indexes outside the gallery need none).
 */
export function photoChunksFor(
  indexes: readonly number[],
  total: number,
  first = FIRST_SCREEN_PHOTOS,
  size = PHOTO_CHUNK_SIZE,
): number[] {
  const chunks = new Set<number>()
  for (const i of indexes) {
    if (!Number.isInteger(i) || i < 0 || i >= total) continue
    const chunk = photoChunkOf(i, first, size)
    if (chunk !== null) chunks.add(chunk)
  }
  return [...chunks].sort((a, b) => a - b)
}

/** Indexes of the thumbnails at least partly in view in a strip scrolled to `scrollLeft`. */
export function visibleThumbs(scrollLeft: number, viewport: number, total: number, step: number): number[] {
  if (total <= 0 || viewport <= 0 || step <= 0) return []
  const from = Math.max(0, Math.floor(scrollLeft / step))
  const to = Math.min(total - 1, Math.floor((scrollLeft + viewport) / step))
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k)
}

/** Where a photo chunk stands in the browser: nothing asked yet (absent), on its way, in, or failed. */
export type PhotoChunkStatus = "loading" | "loaded" | "failed"

/**
 * Of the chunks wanted, those to fetch now: never asked, or failed before (so a failed chunk
 * is asked again on the visitor's next move, never in a loop on its own).
 */
export function chunksToFetch(
  wanted: readonly number[],
  status: Readonly<Record<number, PhotoChunkStatus | undefined>>,
): number[] {
  return wanted.filter((chunk) => status[chunk] === undefined || status[chunk] === "failed")
}

/** The file name of photo chunk `chunk` of trip `tripId`, carrying `hash` (of its content). */
export function photoChunkFileName(tripId: string, chunk: number, hash: string): string {
  return `${tripId}-${chunk + 1}.${hash}.json`
}
