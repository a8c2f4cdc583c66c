/**
 * Rules that turn the files of a trip folder (data/trips/{tripId}/) into its gallery:
 * which files are photos, their order, the cover and the alt text. Shared by the build
 * (schema resolvers, validation) and the tests, so the curator's rules live in one place.
 */

/**
 * Extensions of the photos a trip folder may hold: those gatsby-transformer-sharp makes
 * responsive images from, and HEIC/HEIF, which the build first turns into a JPEG
 * (src/node/heic.ts).
 */
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "tif", "tiff", "heic", "heif"] as const

/**
 * A photo's file name: one of PHOTO_EXTENSIONS at the end, in any case (IMG_0042.HEIC).
 * The case is spelled out letter by letter, not by a flag, because the JSON Schemas the
 * code editor checks trip.json with keep the pattern but drop its flags.
 */
export const PHOTO_FILE_NAME = new RegExp(
  `\\.(${PHOTO_EXTENSIONS.map((ext) => [...ext].map((c) => `[${c}${c.toUpperCase()}]`).join("")).join("|")})$`,
)

/** Files a trip folder may hold besides photos. */
const KNOWN_EXTRAS = /^(trip\.json|readme(\..*)?|thumbs\.db|desktop\.ini)$/i

/** The address of a trip's gallery page. */
export function tripPath(tripId: string): string {
  return `/agent-incentives/${tripId}`
}

/** Lower-case extension without the dot ("" when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".")
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ""
}

export function isPhotoFile(fileName: string): boolean {
  return !fileName.startsWith(".") && (PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))
}

/** A cover image (`cover.jpg`, `Cover.webp`...): the card and hero picture, not a gallery photo. */
export function isCoverFile(fileName: string): boolean {
  return isPhotoFile(fileName) && /^cover\.[^.]+$/i.test(fileName)
}

/** Files the build ignores silently (hidden files, trip.json, a README...). */
export function isIgnoredFile(fileName: string): boolean {
  return fileName.startsWith(".") || KNOWN_EXTRAS.test(fileName)
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" })

/** Natural file-name order: "2.jpg" before "10.jpg", case ignored. */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

/** The gallery photos of a folder listing, in natural order (cover and non-photos left out). */
export function galleryFileNames(fileNames: readonly string[]): string[] {
  return fileNames.filter((f) => isPhotoFile(f) && !isCoverFile(f)).sort(naturalCompare)
}

/** The cover of a folder listing: `cover.*` when present, else the first gallery photo, else null. */
export function coverFileName(fileNames: readonly string[]): string | null {
  const cover = fileNames.filter(isCoverFile).sort(naturalCompare)[0]
  return cover ?? galleryFileNames(fileNames)[0] ?? null
}

/** Default alt text of photo `position` (1-based) of `total`. */
export function defaultAlt(destination: string, year: number, position: number, total: number): string {
  return `${destination} ${year}, photo ${position} of ${total}`
}

export type TripPhotoEntry = {
  fileName: string
  /** 1-based place in the gallery. */
  position: number
  alt: string
}

/**
 * A trip's captions (trip.json's `captions`) as file name → caption. An entry that names no
 * photo file, or has no text, is left out.
 */
export function captionsByPhoto(
  captions: readonly { photo?: unknown; caption?: unknown }[] | null | undefined,
): Record<string, string> {
  const byPhoto: Record<string, string> = {}
  for (const { photo, caption } of captions ?? []) {
    if (typeof photo === "string" && typeof caption === "string" && isPhotoFile(photo)) byPhoto[photo] = caption
  }
  return byPhoto
}

/** Orders a folder's photos and gives each its alt text (its caption in trip.json, else the default). */
export function tripPhotoEntries(
  fileNames: readonly string[],
  trip: { destination: string; year: number },
  captions: Readonly<Record<string, string>> = {},
): TripPhotoEntry[] {
  const names = galleryFileNames(fileNames)
  return names.map((fileName, i) => ({
    fileName,
    position: i + 1,
    alt: captions[fileName]?.trim() || defaultAlt(trip.destination, trip.year, i + 1, names.length),
  }))
}
