/**
 * Incentive trips: data/trips/{tripId}/ folders, their photos, and the gallery pages.
 *
 * A folder holds trip.json (the text) and the photos themselves. Each TripJson node gets
 * a Trip node whose photos, cover and count are resolved from the File nodes of its
 * folder at query time, so dropping a photo into the folder is the whole workflow:
 * nothing is counted or listed by hand.
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import { DataError, validateData } from "./schema/data-validation"
import {
  captionsByPhoto,
  coverFileName,
  galleryFileNames,
  isIgnoredFile,
  isPhotoFile,
  tripPath,
  tripPhotoEntries,
  PHOTO_EXTENSIONS,
  PHOTO_FILE_NAME,
} from "./trip-photos"
import { createFileNode } from "gatsby-source-filesystem/create-file-node"
import { convertHeicPhoto, isHeicFile } from "./heic"
import {
  FIRST_SCREEN_PHOTOS,
  PHOTO_CHUNK_DIR,
  photoChunkCount,
  photoChunkRange,
  type GalleryPhoto,
} from "../lib/photo-chunks"
import type { CreateNodeArgs, CreatePagesArgs, NodePluginArgs } from "gatsby"
import type { Feature } from "./feature-type"
import {
  CHUNK_IMAGE_FIELDS,
  chunkSourceKey,
  chunksPresent,
  imageFilesPresent,
  IMAGE_DATA_BATCH,
  inBatches,
  photoImageKey,
  removeStaleChunks,
  writePhotoChunk,
} from "./trip-photo-chunks"
import { defineCollection, fileNode, readDataFile, readSingle, type DerivedType } from "./schema/collection"
import type { GatsbyFieldMeta } from "./schema/zod-graphql"
import { hero, sampleFlag, seo, sitePath, text, titledText, line } from "./schema/vocabulary"

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const tripStats = z
  .strictObject({
    groupSize: z.int().positive().optional().describe("Number of people who travelled; pages show N/A without it."),
    duration: line().optional().describe("Length of the trip as displayed, e.g. 7 days; N/A without it."),
    location: line().optional().describe("Where the group stayed, e.g. Lake Louise, Alberta, Canada; N/A without it."),
  })
  .meta({ id: "TripStats", description: "Facts about a trip shown in the gallery hero (each may be missing)." })

/**
 * A photo of the trip's folder by file name, as imagePath() but taking every format the
 * gallery takes: HEIC too, which only the gallery turns into a JPEG. The editor offers it
 * as a file, so its window lists (and uploads) a phone's HEIC photo, which a browser cannot
 * draw and an image field's window leaves out.
 */
const tripPhotoName = () =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .regex(PHOTO_FILE_NAME, `must name a photo file (${PHOTO_EXTENSIONS.map((e) => `.${e}`).join(", ")})`)
    .meta({
      gatsby: { type: "File", extensions: { fileByRelativePath: {} } } satisfies GatsbyFieldMeta,
      upload: "file",
    })

/**
 * A caption of one photo of the trip's folder. It lives in trip.json (not a file of its
 * own keyed by file names) so that the browser editor, which edits a list of fields but
 * not an object keyed by file names, can write it; the photos themselves are still the
 * image files of the folder.
 */
const tripCaption = z
  .strictObject({
    photo: tripPhotoName().describe("The photo: an image file of this trip's folder, e.g. 12.jpg or IMG_0042.HEIC."),
    caption: text().describe("What the photo shows; it becomes the photo's alt text and its line in the lightbox."),
  })
  .meta({ id: "TripCaption", description: "The caption of one photo of a trip." })

export const tripJsonSchema = z.strictObject({
  sample: sampleFlag("this trip's text and its photos (generated pictures) are the sample agency's."),
  slug: z
    .string()
    .regex(SLUG, "must be lower-case letters, digits and single hyphens (it is the page address)")
    .optional()
    .describe("Optional page address overriding the folder name: /agent-incentives/{slug}."),
  destination: line().describe("Destination as shown on cards and in the hero, e.g. Winter Wonderland Canada."),
  year: z.int().min(1950).max(2100).describe("Year of the trip."),
  description: text().describe("One-paragraph description shown in the gallery hero."),
  highlights: z.array(text()).default([]).describe("Short highlight lines of the trip, listed under the gallery."),
  stats: tripStats.default({}).describe("Group size, duration and location."),
  captions: z
    .array(tripCaption)
    .default([])
    .describe(
      "Captions of some of the trip's photos. A photo without one is described as '{destination} {year}, photo i of n'.",
    ),
})

export type TripData = z.infer<typeof tripJsonSchema>

export const tripCollection = defineCollection({
  typeName: "TripJson",
  label: "Incentive trips",
  // A trip is a folder: deleting its trip.json in the editor would leave its photos behind
  // in a folder the build refuses, so trips are removed in the repository, not the editor.
  entries: {
    singular: "Trip",
    identifierField: "destination",
    slug: "{{destination}}-{{fields.year}}",
    previewPath: "agent-incentives/{{dirname}}",
    deletable: false,
  },
  files: ["trips/*/trip.json"],
  schema: tripJsonSchema,
  description: "Raw data/trips/*/trip.json (the trip's text). Query Trip instead: it adds the photos, cover and count.",
})

const tripPhoto = z
  .strictObject({
    fileName: text().describe("File name in the trip folder, e.g. 12.jpg."),
    position: z.int().describe("1-based place in the gallery."),
    alt: text().describe("Alt text: the photo's caption in trip.json, else '{destination} {year}, photo i of n'."),
    image: fileNode().describe(
      "The image file (query childImageSharp.gatsbyImageData for responsive images); for a HEIC/HEIF photo, the JPEG the build made of it.",
    ),
  })
  .meta({ id: "TripPhoto", description: "One photo of a trip gallery." })

/** The Trip node: trip.json's text plus what the build derives from the folder's files. */
export const tripType: DerivedType = {
  typeName: "Trip",
  description:
    "An agent incentive trip: one folder data/trips/{tripId}/ with trip.json and the trip's photos. Photos, cover and count come from the image files in the folder; nothing is counted by hand.",
  schema: z.strictObject({
    tripId: text().describe(
      "Id used in the page address /agent-incentives/{tripId}: the folder name, or trip.json's slug.",
    ),
    path: sitePath().describe("Address of the gallery page."),
    destination: tripJsonSchema.shape.destination,
    year: tripJsonSchema.shape.year,
    description: tripJsonSchema.shape.description,
    highlights: z.array(text()).describe("Short highlight lines of the trip (empty when trip.json has none)."),
    stats: tripStats.describe("Group size, duration and location (each may be missing; pages show N/A)."),
    folder: text().describe("Folder of the trip, relative to data/ (e.g. trips/hawaii-2016)."),
    photos: z
      .array(tripPhoto)
      .describe("The image files of the folder (cover.* excluded) in natural file-name order: 2.jpg before 10.jpg."),
    firstPhotos: z
      .array(tripPhoto)
      .describe(
        `The first ${FIRST_SCREEN_PHOTOS} photos (FIRST_SCREEN_PHOTOS of src/lib/photo-chunks.ts), in the order of photos: what a gallery page sends with its HTML. The others reach the browser as JSON chunks the build writes under /${PHOTO_CHUNK_DIR}/ (see the page context's photoChunks).`,
      ),
    photoCount: z.int().describe("Number of gallery photos, derived from the files."),
    cover: fileNode()
      .nullable()
      .describe("Card and hero image: cover.* in the folder, else the first photo; null for a trip without photos."),
  }),
}

export type CheckedTrip = TripData & {
  tripId: string
  /** Folder relative to data/, e.g. "trips/hawaii-2016". */
  folder: string
  photoFiles: string[]
  cover: string | null
}

const rel = (dataDir: string, ...parts: string[]) => path.posix.join(path.basename(dataDir), ...parts)

/** Reads and checks data/incentives.json. */
export const validateIncentives = (dataDir: string) => readSingle(dataDir, incentivesCollection)

/**
 * Reads and checks every trip folder under `dataDir/trips`. Throws a DataError naming the
 * file for: a folder without trip.json, a bad or incomplete trip.json, two trips with one
 * id, a caption of a photo that is not in the folder (or two captions of one photo), a
 * leftover captions.json, and a file that is neither a photo nor a known extra. Whether
 * each photo decodes is checked by
 * `checkPhotoReadable` while the data layer is built.
 */
export function validateTrips(dataDir: string): CheckedTrip[] {
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
    const data = readDataFile(dataDir, `trips/${name}/trip.json`, tripJsonSchema)
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
  // sharp is loaded on first use; the bundled gatsby-node sees it as CommonJS or ESM.
  type Sharp = typeof import("sharp")
  const mod = (await import("sharp")) as unknown as Sharp | { default: Sharp }
  const sharp: Sharp = typeof mod === "function" ? mod : mod.default
  try {
    const meta = await sharp(absolutePath).metadata()
    if (!meta.width || !meta.height) throw new Error("no image dimensions")
  } catch (error) {
    throw new DataError(
      `${displayPath}: cannot be read as an image (${(error as Error).message}); replace or remove the file`,
    )
  }
}

export const incentivesSchema = z.strictObject({
  seo: seo.describe("Search title and description of /agent-incentives."),
  hero: hero
    .extend({
      buttonLabel: line().describe("Label of the hero button."),
      buttonTo: sitePath().describe("Where the hero button leads."),
    })
    .describe("Opening band of /agent-incentives."),
  benefitsHeading: line().describe("Heading of the benefit cards."),
  benefits: z
    .array(titledText)
    .min(1, "needs at least one card: the heading stands over them")
    .describe("The benefit cards, in order. At least one: the heading stands over them."),
  destinationsHeading: line().describe("Heading above the trip cards."),
  destinationsLead: text().describe("Sentence under that heading."),
  qualification: z
    .strictObject({
      heading: line().describe("Heading of the qualification section."),
      lead: text().describe("Paragraph before the criteria."),
      criteria: z.array(text()).min(1).describe("The criteria, as a numbered list."),
      note: text().describe("Fine print under the criteria."),
    })
    .describe("How agents qualify for a trip."),
  tripTerms: z
    .strictObject({
      heading: line().describe("Heading of what a trip covers, in the qualification section."),
      covers: z
        .string()
        .trim()
        .describe(
          "What the agency pays for on a trip (e.g. round-trip flights, hotel, group meals and activities). The agency's own fact: leave it empty until it is stated, and the page says the trip's cover is set in each year's qualification rules.",
        ),
      notCovered: z
        .string()
        .trim()
        .describe(
          "What a qualifying agent pays for themselves (e.g. a guest, extra nights, spending money). Shown only when filled in.",
        ),
      coversLabel: line().describe("Label before what is covered."),
      notCoveredLabel: line().describe("Label before what is not covered."),
      coversUnstated: text().describe(
        "Shown while covers is empty: that what each trip covers is set in that year's written qualification rules.",
      ),
      taxNote: text().describe("That a trip awarded to an independent contractor is reported as taxable income."),
    })
    .describe("What an incentive trip covers and how it is taxed, shown with the qualification criteria."),
  quote: z
    .strictObject({
      text: text().describe("The quotation (the page adds the quotation marks)."),
      attribution: text().describe("Who said it."),
    })
    .describe("A quotation from the agency's leadership."),
  cta: z
    .strictObject({
      heading: line().describe("Heading of the closing block."),
      text: text().describe("Its sentence."),
      primaryLabel: line().describe("Label of the first button."),
      secondaryLabel: line().describe("Label of the second, outlined button."),
      to: sitePath().describe("Where the first button leads (the application)."),
      secondaryTo: sitePath().describe("Where the second button leads (one destination per label)."),
    })
    .describe("Closing call to action."),
  cardLinkLabel: line().describe("Label of the link on each trip card to its gallery."),
  gallery: z
    .strictObject({
      seoTitle: line().describe("Title of a gallery page; {trip} is the destination and year."),
      seoDescription: text().describe(
        "Meta description of a gallery page; {photos} is the photo count (e.g. 72 photos), {trip} the destination and year, {description} the trip's description.",
      ),
      breadcrumbHome: text().describe("Name of the home page in the gallery's breadcrumb trail."),
      breadcrumbIncentives: text().describe("Name of /agent-incentives in the breadcrumb trail."),
      breadcrumbLabel: line().describe("What screen readers call the breadcrumb trail."),
      galleryHeading: line().describe("Heading above the photos."),
      countLine: text().describe(
        "Line under the gallery heading; {photos} is the photo count (e.g. 72 photos), {destination} the destination.",
      ),
      emptyMessage: text().describe(
        "Shown instead of the photos when a trip has none yet; {trip} is the destination and year.",
      ),
      highlightsHeading: line().describe("Heading of the trip's highlights."),
      stats: z
        .strictObject({
          duration: line().describe("Label of the trip's duration."),
          groupSize: text().describe("Label of the group size."),
          location: line().describe("Label of the location."),
        })
        .describe("Labels of the facts in the gallery hero."),
      photos: z
        .strictObject({
          caption: line().describe(
            "Caption of the featured photo; {number} is its place in the gallery, {total} the number of photos.",
          ),
          openFullScreen: line().describe(
            "Said to screen readers after the featured photo's description: it opens full screen.",
          ),
          auto: line().describe("Badge on the featured photo while the slideshow moves on by itself."),
          previous: line().describe("Label of the button to the previous photo."),
          next: line().describe("Label of the button to the next photo."),
          play: line().describe("Label of the button that starts the slideshow."),
          pause: line().describe("Label of the same button while the slideshow runs."),
          thumbnails: line().describe(
            "What screen readers call the strip of small photos; {trip} is the destination and year.",
          ),
          thumbnail: line().describe(
            "What screen readers call one small photo; {number} is its place, {total} the number of photos.",
          ),
          loading: line().describe("Said to screen readers while the featured photo is on its way."),
          loadError: text().describe(
            "Shown on a photo that could not be fetched: that moving to another photo tries again.",
          ),
          viewerUnavailable: text().describe(
            "Shown when the full-screen viewer could not be fetched (the connection dropped): to reload the page.",
          ),
        })
        .describe("Words of the photo gallery: featured photo, buttons and thumbnails."),
      lightbox: z
        .strictObject({
          label: line().describe(
            "What screen readers call the full-screen viewer; {trip} is the destination and year.",
          ),
          counter: line().describe(
            "Position of the photo on screen; {number} is its place, {total} the number of photos.",
          ),
          close: line().describe("What screen readers call the button that closes the viewer."),
          previous: line().describe("What screen readers call the button to the previous photo."),
          next: line().describe("What screen readers call the button to the next photo."),
        })
        .describe("Words of the full-screen photo viewer."),
    })
    .describe("Words of every trip gallery page (/agent-incentives/{tripId})."),
})

export const incentivesCollection = defineCollection({
  typeName: "IncentivesJson",
  label: "Agent Incentives page",
  files: ["incentives.json"],
  schema: incentivesSchema,
  description: "Text of /agent-incentives and of the trip gallery pages, from data/incentives.json.",
})

// Minimal shapes of what the resolvers read from Gatsby's node store.
/** The fields of gatsby-source-filesystem's File node that this area reads. */
type FileNode = {
  id: string
  base: string
  relativeDirectory: string
  relativePath: string
  children: string[]
  absolutePath?: string
  sourceInstanceName?: string
  internal: { type: string; contentDigest: string }
}
type TripNode = { parent: string; folder: string; destination: string; year: number }
type NodeModel = {
  /** `track: false`: the nodes found do not become dependencies of the query running it. */
  findAll: (
    args: { type: string; query: unknown },
    tracking?: { track?: boolean },
  ) => Promise<{ entries: Iterable<unknown> }>
  getNodeById: (args: { id: string; type?: string }) => unknown
  trackPageDependencies: (result: unknown) => unknown
}
type ResolverContext = { nodeModel: NodeModel }

/*
 * A trip's queries depend on its own folder, not on every file of the site. Searching the
 * File nodes would, by Gatsby's rule, make a query depend on all of them, so adding one
 * photo to one trip would run the queries of every gallery (and of every page showing a
 * trip) again. Instead, a query depends on the Trip node it reads, whose digest covers the
 * names of the files in its folder (so it changes when one is added: `createTripNode`),
 * and on each file it found, which changes when that file does or is removed.
 */

/** The files of a trip's folder by name, each a dependency of the query that asks. */
async function folderFiles(folder: string, nodeModel: NodeModel): Promise<Map<string, FileNode>> {
  const { entries } = await nodeModel.findAll(
    {
      type: "File",
      query: { filter: { sourceInstanceName: { eq: "data" }, relativeDirectory: { eq: folder } } },
    },
    { track: false },
  )
  const files = Array.from(entries as Iterable<FileNode>)
  nodeModel.trackPageDependencies(files)
  return new Map(files.map((f) => [f.base, f]))
}

/** The captions of a trip's photos, from its trip.json (the Trip node's parent): file name → caption. */
function tripCaptions(source: TripNode, nodeModel: NodeModel): Record<string, string> {
  const tripJson = nodeModel.getNodeById({ id: source.parent, type: "TripJson" }) as {
    captions?: { photo?: unknown; caption?: unknown }[] | null
  } | null
  return captionsByPhoto(tripJson?.captions)
}

/**
 * The File node the gallery makes a photo's images from: the photo's own, or for a HEIC
 * photo the JPEG made of it (its child, `createJpegOfHeic`); undefined when there is none.
 */
function galleryImage(file: FileNode | undefined, nodeModel: NodeModel): FileNode | undefined {
  if (!file || !isHeicFile(file.base)) return file
  return (
    file.children
      .map((id) => nodeModel.getNodeById({ id, type: "File" }) as FileNode | null)
      .find((child) => child?.internal.type === "File") ?? undefined
  )
}

async function resolvePhotos(source: TripNode, nodeModel: NodeModel) {
  const files = await folderFiles(source.folder, nodeModel)
  return tripPhotoEntries([...files.keys()], source, tripCaptions(source, nodeModel)).map((entry) => ({
    ...entry,
    image: galleryImage(files.get(entry.fileName), nodeModel),
  }))
}

/**
 * Makes the JPEG of a HEIC photo of a trip folder (src/node/heic.ts) and its File node,
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
 * Creates (or updates) the Trip node of a TripJson node: trip.json's text and its folder.
 * Its digest covers trip.json and the names of the files in the folder on disk at this
 * moment, so the node changes, and the queries that read it run again, when trip.json
 * changes or a file is added to the folder; the queries also depend on each file they
 * found (`folderFiles`), which covers a file changed or removed. Every build makes the
 * node again (`sourceNodes`), so after a removal its digest no longer names the file, and
 * the same file added back later changes it again.
 */
function createTripNode(node: CreateNodeArgs["node"], args: NodePluginArgs): void {
  const { actions, createContentDigest, createNodeId, getNode, reporter } = args
  const parent = getNode(node.parent ?? "") as unknown as FileNode | undefined
  if (!parent) return
  const displayPath = `data/${parent.relativePath}`
  let data: TripData
  try {
    // Checked again here so edits made while `gatsby develop` runs are reported too.
    data = validateData(displayPath, tripJsonSchema, { ...pickJson(node) })
  } catch (error) {
    reporter.panicOnBuild(`Invalid content in data/: ${(error as Error).message}`)
    return
  }
  const folder = parent.relativeDirectory
  const tripId = data.slug ?? path.posix.basename(folder)
  const fileNames = filesOnDisk(path.dirname(parent.absolutePath ?? ""))
  // trip.json gone (with its folder or not): its nodes go as the build removes the file's.
  if (fileNames === null || !fileNames.includes(parent.base)) return
  const trip = {
    tripId,
    path: tripPath(tripId),
    destination: data.destination,
    year: data.year,
    description: data.description,
    highlights: data.highlights,
    stats: {
      groupSize: data.stats.groupSize ?? null,
      duration: data.stats.duration ?? null,
      location: data.stats.location ?? null,
    },
    folder,
    // Derived from the TripJson node, so a re-created TripJson (and the removal of its old
    // children) never collides with the new Trip.
    id: createNodeId(`${node.id} >>> Trip`),
    parent: node.id,
    children: [],
    internal: {
      type: "Trip",
      contentDigest: createContentDigest({ tripJson: node.internal.contentDigest, fileNames }),
    },
  }
  actions.createNode(trip)
  actions.createParentChildLink({ parent: node, child: trip as unknown as typeof node })
}

/** The names of the files in `dir` now, sorted; null when the folder is gone. */
function filesOnDisk(dir: string): string[] | null {
  try {
    return fs.readdirSync(dir).sort()
  } catch {
    return null
  }
}

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
  validate: (dataDir) => {
    validateTrips(dataDir)
  },

  // The files of each trip's folder as they are now, a file removed since the last build included.
  sourceNodes: (args) => {
    for (const tripJson of args.getNodesByType("TripJson")) createTripNode(tripJson, args)
  },

  onCreateNode: async (args) => {
    const { node, reporter } = args
    if (node.internal.type === "TripJson") {
      createTripNode(node, args)
      return
    }
    const file = node as unknown as FileNode
    if (node.internal.type !== "File" || file.sourceInstanceName !== "data") return
    if (!/^trips\/[^/]+$/.test(file.relativeDirectory)) return
    // Every photo must decode: a broken file stops the build with its name, not a blank gallery.
    // A HEIC photo is decoded by its conversion, since sharp reads no more than its header.
    if (isPhotoFile(file.base)) {
      try {
        if (isHeicFile(file.base)) await createJpegOfHeic(args, file)
        else await checkPhotoReadable(file.absolutePath ?? "", `data/${file.relativePath}`)
      } catch (error) {
        reporter.panicOnBuild(`Invalid content in data/: ${(error as Error).message}`)
        return
      }
    }
    // A file new in a trip's folder (a photo): the Trip node names it from now
    // on. (trip.json itself brings a new TripJson node, which makes the Trip node above.)
    if (file.base === "trip.json") return
    const tripJson = args
      .getNodesByType("TripJson")
      .find(
        (t) =>
          (args.getNode(t.parent ?? "") as unknown as FileNode | undefined)?.relativeDirectory ===
          file.relativeDirectory,
      )
    if (tripJson) createTripNode(tripJson, args)
  },

  createResolvers: ({ createResolvers }) => {
    createResolvers({
      Trip: {
        photos: {
          resolve: (source: TripNode, _args: unknown, context: ResolverContext) =>
            resolvePhotos(source, context.nodeModel),
        },
        firstPhotos: {
          resolve: async (source: TripNode, _args: unknown, context: ResolverContext) =>
            (await resolvePhotos(source, context.nodeModel)).slice(0, FIRST_SCREEN_PHOTOS),
        },
        photoCount: {
          resolve: async (source: TripNode, _args: unknown, context: ResolverContext) =>
            (await resolvePhotos(source, context.nodeModel)).length,
        },
        cover: {
          resolve: async (source: TripNode, _args: unknown, context: ResolverContext) => {
            const files = await folderFiles(source.folder, context.nodeModel)
            const name = coverFileName([...files.keys()])
            return (name && galleryImage(files.get(name), context.nodeModel)) ?? null
          },
        },
      },
    })
  },

  createPages: async ({ graphql, actions, reporter, cache }) => {
    // Each trip's photos in gallery order, with what its chunks are made from.
    const result = await graphql<{
      allTrip: { nodes: { id: string; path: string; tripId: string; photos: PhotoSource[] }[] }
    }>(`
      query TripPages {
        allTrip {
          nodes {
            id
            path
            tripId
            photos {
              fileName
              alt
              image {
                absolutePath
                internal {
                  contentDigest
                }
              }
            }
          }
        }
      }
    `)
    if (result.errors || !result.data) {
      reporter.panicOnBuild("Could not query the trips for their gallery pages", result.errors)
      return
    }
    // Relative to the project root (gatsby-node is compiled into .cache, so not __dirname).
    const component = path.resolve("src/templates/trip-gallery.tsx")
    const publicDir = path.resolve("public")
    const written: string[] = []
    for (const trip of result.data.allTrip.nodes) {
      const photoChunks = await tripPhotoChunks(graphql, cache, publicDir, trip)
      if (typeof photoChunks === "string") {
        reporter.panicOnBuild(photoChunks)
        return
      }
      written.push(...photoChunks)
      actions.createPage({ path: trip.path, component, context: { id: trip.id, photoChunks } })
    }
    removeStaleChunks(publicDir, written)
  },
}

type PhotoSource = {
  fileName: string
  alt: string
  image: { absolutePath: string; internal: { contentDigest: string } }
}

/**
 * The addresses of a trip's photo chunks (photos after the first screen, in gallery order),
 * or what went wrong. A chunk whose photos, captions and files are as at the last build is
 * reused as written (its key is in Gatsby's cache); for the others, the image data of their
 * photos is asked for as the gallery page asks for it (src/components/gallery/trip-page.tsx)
 * and the chunk written again.
 */
async function tripPhotoChunks(
  graphql: CreatePagesArgs["graphql"],
  cache: CreatePagesArgs["cache"],
  publicDir: string,
  trip: { tripId: string; photos: PhotoSource[] },
): Promise<string[] | string> {
  const chunks = Array.from({ length: photoChunkCount(trip.photos.length) }, (_, chunk) => {
    const { start, end } = photoChunkRange(chunk, trip.photos.length)
    const photos = trip.photos.slice(start, end)
    const sources = photos.map((p) => ({ fileName: p.fileName, alt: p.alt, digest: p.image.internal.contentDigest }))
    return { chunk, start, photos, key: chunkSourceKey(trip.tripId, chunk, sources) }
  })
  const urls: (string | null)[] = []
  for (const c of chunks) {
    const cached = (await cache.get(`photo-chunk-${trip.tripId}-${c.chunk}`)) as
      { key: string; url: string } | undefined
    urls.push(cached?.key === c.key && chunksPresent(publicDir, [cached.url]) ? cached.url : null)
  }
  const stale = chunks.filter((_, i) => urls[i] === null)
  if (stale.length === 0) return urls as string[]

  // Image data known from earlier builds (same file, same settings, files still in public/).
  const known = new Map<string, ChunkImages>()
  for (const p of stale.flatMap((c) => c.photos)) {
    const data = (await cache.get(photoImageKey(p.fileName, p.image.internal.contentDigest))) as ChunkImages | undefined
    if (data?.large && data.thumb && imageFilesPresent(publicDir, data)) known.set(p.image.absolutePath, data)
  }
  const paths = stale.flatMap((c) => c.photos.map((p) => p.image.absolutePath)).filter((p) => !known.has(p))
  for (const batch of inBatches(paths, IMAGE_DATA_BATCH)) {
    const images = await graphql<{
      allFile: { nodes: { absolutePath: string; childImageSharp: ChunkImages | null }[] }
    }>(
      `
        query TripPhotoChunks($paths: [String!]!) {
          allFile(filter: { absolutePath: { in: $paths } }) {
            nodes {
              absolutePath
              childImageSharp {
                ${CHUNK_IMAGE_FIELDS}
              }
            }
          }
        }
      `,
      { paths: batch },
    )
    if (images.errors || !images.data) return `Could not query the photos of trip ${trip.tripId}`
    for (const n of images.data.allFile.nodes) if (n.childImageSharp) known.set(n.absolutePath, n.childImageSharp)
  }
  for (const c of stale) {
    const photos: GalleryPhoto[] = []
    for (const p of c.photos) {
      const data = known.get(p.image.absolutePath)
      // Each photo keeps its place: a chunk's photos are found by their index in the gallery.
      if (!data?.large || !data.thumb)
        return `Trip ${trip.tripId}: ${p.fileName} has no image data, so the gallery cannot be paged`
      await cache.set(photoImageKey(p.fileName, p.image.internal.contentDigest), data)
      photos.push({ fileName: p.fileName, alt: p.alt, large: data.large, thumb: data.thumb })
    }
    const url = writePhotoChunk(publicDir, trip.tripId, c.chunk, c.start, photos)
    await cache.set(`photo-chunk-${trip.tripId}-${c.chunk}`, { key: c.key, url })
    urls[chunks.indexOf(c)] = url
  }
  return urls as string[]
}

/** A photo's image data, as CHUNK_IMAGE_FIELDS asks for it. */
type ChunkImages = Pick<GalleryPhoto, "large" | "thumb">

/** The JSON fields of a TripJson node (without Gatsby's bookkeeping fields). */
function pickJson(node: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, parent: _p, children: _c, internal: _i, jsonId, ...rest } = node
  return jsonId === undefined ? rest : { ...rest, id: jsonId }
}
