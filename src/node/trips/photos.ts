/**
 * The files of a trip folder (data/trips/{tripId}/): which are photos, their order, the
 * cover and the alt text; the checks of a folder before the build; each photo decoded as
 * it arrives (a HEIC photo turned into a JPEG). The curator's rules live here, shared by
 * the build and the tests.
 */
import fs from "fs"
import path from "path"
import type { CreateNodeArgs } from "gatsby"
import { createFileNode } from "gatsby-source-filesystem/create-file-node"
import { readDataFile } from "../schema/collection"
import { DataError } from "../schema/data-validation"
import { convertHeicPhoto, loadSharp } from "./heic"
import { PHOTO_EXTENSIONS, SLUG, tripJsonSchema, type TripData } from "./schema"

/** The fields of gatsby-source-filesystem's File node that this area reads. */
export type FileNode = {
  id: string
  base: string
  relativeDirectory: string
  relativePath: string
  children: string[]
  absolutePath?: string
  sourceInstanceName?: string
  internal: { type: string; contentDigest: string }
}

/** Files a trip folder may hold besides photos. */
const KNOWN_EXTRAS = /^(trip\.json|readme(\..*)?|thumbs\.db|desktop\.ini)$/i

/** Lower-case extension without the dot ("" when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".")
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ""
}

/** Extensions of HEIF files with HEVC images (an iPhone writes .HEIC), which the build turns into a JPEG. */
export const HEIC_EXTENSIONS = ["heic", "heif"] as const

export function isHeicFile(fileName: string): boolean {
  return (HEIC_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))
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

export type CheckedTrip = TripData & {
  tripId: string
  /** Folder relative to data/, e.g. "trips/hawaii-2016". */
  folder: string
  photoFiles: string[]
  cover: string | null
}

const rel = (dataDir: string, ...parts: string[]) => path.posix.join(path.basename(dataDir), ...parts)

/**
 * Reads and checks every trip folder under `dataDir/trips`. Throws a DataError naming the
 * file for: a folder without trip.json, a bad or incomplete trip.json, two trips with one
 * id, a caption of a photo that is not in the folder (or two captions of one photo), a
 * leftover captions.json, and a file that is neither a photo nor a known extra. Whether
 * each photo decodes is checked by
 * `checkPhotoReadable` while the data layer is built. `readTrip` gives a trip.json's content
 * (by its path under data/): the build passes the files it has already read and checked.
 */
export function validateTrips(
  dataDir: string,
  readTrip: (file: string) => TripData = (file) => readDataFile(dataDir, file, tripJsonSchema),
): CheckedTrip[] {
  const tripsDir = path.join(dataDir, "trips")
  if (!fs.existsSync(tripsDir)) return []
  const trips: CheckedTrip[] = []
  const seen = new Map<string, string>()
  const folders = fs
    .readdirSync(tripsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith("."))
    .map((e) => e.name)
    .sort()
  for (const name of folders) {
    const dir = path.join(tripsDir, name)
    const files = fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    const tripFile = rel(dataDir, "trips", name, "trip.json")
    if (!files.includes("trip.json")) {
      throw new DataError(
        `${rel(dataDir, "trips", name)}/: trip folder has no trip.json (add one with destination, year and description, or move the folder out of data/trips)`,
      )
    }
    const data = readTrip(`trips/${name}/trip.json`)
    const tripId = data.slug ?? name
    if (!SLUG.test(tripId)) {
      throw new DataError(
        `${tripFile}: the folder name "${name}" is not a valid page address; use lower-case letters, digits and hyphens (or set "slug")`,
      )
    }
    const other = seen.get(tripId)
    if (other)
      throw new DataError(`${tripFile}: trip id "${tripId}" is already used by ${other}; each trip needs its own id`)
    seen.set(tripId, tripFile)

    if (files.includes("captions.json")) {
      throw new DataError(
        `${rel(dataDir, "trips", name, "captions.json")}: captions now live in trip.json, as "captions": [{ "photo": "3.jpg", "caption": "…" }]; move them there and delete captions.json`,
      )
    }
    for (const file of files) {
      if (isPhotoFile(file) || isIgnoredFile(file)) continue
      throw new DataError(
        `${rel(dataDir, "trips", name, file)}: not a supported photo format (use ${PHOTO_EXTENSIONS.join(", ")}) and not trip.json`,
      )
    }
    const photoFiles = galleryFileNames(files)
    checkCaptions(tripFile, `${rel(dataDir, "trips", name)}/`, data.captions, photoFiles)
    trips.push({ ...data, tripId, folder: `trips/${name}`, photoFiles, cover: coverFileName(files) })
  }
  return trips
}

/**
 * Each caption names a gallery photo of the folder, once. A photo deleted (in the editor's
 * media library, say) while its caption stays would otherwise vanish from the gallery
 * with no word: the build stops and says which caption to remove.
 */
export function checkCaptions(
  tripFile: string,
  folder: string,
  captions: readonly { photo: string }[],
  photoFiles: readonly string[],
): void {
  const seen = new Map<string, number>()
  captions.forEach(({ photo }, i) => {
    const field = `field "captions[${i}].photo"`
    if (!photoFiles.includes(photo)) {
      throw new DataError(
        `${tripFile}: ${field}: "${photo}" is not a photo of ${folder} (deleted or renamed?); put the photo back or remove its caption`,
      )
    }
    const first = seen.get(photo)
    if (first !== undefined) {
      throw new DataError(`${tripFile}: ${field}: "${photo}" already has a caption (captions[${first}]); keep one`)
    }
    seen.set(photo, i)
  })
}

/** Decodes a photo's header with sharp; throws a DataError naming the file when it is not a readable image. */
export async function checkPhotoReadable(absolutePath: string, displayPath: string): Promise<void> {
  const sharp = await loadSharp()
  try {
    const meta = await sharp(absolutePath).metadata()
    if (!meta.width || !meta.height) throw new Error("no image dimensions")
  } catch (error) {
    throw new DataError(
      `${displayPath}: cannot be read as an image (${(error as Error).message}); replace or remove the file`,
    )
  }
}

/**
 * Makes the JPEG of a HEIC photo of a trip folder (./heic.ts) and its File node,
 * a child of the photo's: gatsby-transformer-sharp then gives it image data as it does any
 * photo, and Gatsby keeps it for as long as the photo is unchanged. Its id comes from the
 * photo's node, so two copies of one photo in two folders each have their own.
 */
async function createJpegOfHeic(args: CreateNodeArgs, file: FileNode): Promise<void> {
  const { actions, cache, createNodeId, node } = args
  const jpegPath = await convertHeicPhoto({
    absolutePath: file.absolutePath ?? "",
    displayPath: `data/${file.relativePath}`,
    digest: node.internal.contentDigest,
    cacheDir: cache.directory,
  })
  // Outside data/, so the trip folder's own File nodes never list it.
  const jpeg = await createFileNode(jpegPath, createNodeId, { path: cache.directory })
  const child = { ...jpeg, id: createNodeId(`${node.id} >>> JPEG`), parent: node.id, children: [] }
  // File nodes belong to gatsby-source-filesystem, as those its own helpers create do.
  actions.createNode(child, { name: "gatsby-source-filesystem" })
  actions.createParentChildLink({ parent: node, child: child as unknown as typeof node })
}

/**
 * Checks a photo that arrives in a trip's folder: a broken file stops the build with its
 * name, not a blank gallery. A HEIC photo is decoded by its conversion, since sharp reads
 * no more than its header. Returns false (the build already stopped) when it fails.
 */
export async function checkTripPhoto(args: CreateNodeArgs, file: FileNode): Promise<boolean> {
  if (!isPhotoFile(file.base)) return true
  try {
    if (isHeicFile(file.base)) await createJpegOfHeic(args, file)
    else await checkPhotoReadable(file.absolutePath ?? "", `data/${file.relativePath}`)
    return true
  } catch (error) {
    args.reporter.panicOnBuild(`Invalid content in data/: ${(error as Error).message}`)
    return false
  }
}
