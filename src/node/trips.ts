/**
 * Incentive trips: data/trips/{tripId}/ folders, their photos, and the gallery pages.
 *
 * A folder holds trip.json (the text) and the photos themselves. Each TripJson node gets
 * a Trip node whose photos, cover and count are resolved from the File nodes of its
 * folder at query time, so dropping a photo into the folder is the whole workflow
 * (DECISIONS §4): nothing is counted or listed by hand.
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import { DataError, parseJson, text, validateData } from "../lib/data-validation"
import {
  coverFileName,
  galleryFileNames,
  isIgnoredFile,
  isPhotoFile,
  tripPath,
  tripPhotoEntries,
  PHOTO_EXTENSIONS,
} from "../lib/trip-photos"
import type { Feature } from "./feature"

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const tripJsonSchema = z
  .object({
    slug: z
      .string()
      .regex(SLUG, "must be lower-case letters, digits and single hyphens (it is the page address)")
      .optional(),
    destination: text(),
    year: z.number().int().min(1950).max(2100),
    description: text(),
    highlights: z.array(text()).default([]),
    stats: z
      .object({
        groupSize: z.number().int().positive().optional(),
        duration: text().optional(),
        location: text().optional(),
      })
      .strict()
      .default({}),
  })
  .strict()

export type TripData = z.infer<typeof tripJsonSchema>

export const captionsSchema = z.record(z.string(), text())

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
 * id, a bad captions.json (or a caption for a photo that is not there), and a file that is
 * neither a photo nor a known extra. Whether each photo decodes is checked by
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
    const data = validateData(
      tripFile,
      tripJsonSchema,
      parseJson(tripFile, fs.readFileSync(path.join(dir, "trip.json"), "utf8")),
    )
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

    for (const file of files) {
      if (isPhotoFile(file) || isIgnoredFile(file)) continue
      throw new DataError(
        `${rel(dataDir, "trips", name, file)}: not a supported photo format (use ${PHOTO_EXTENSIONS.join(", ")}) and not trip.json or captions.json`,
      )
    }
    const photoFiles = galleryFileNames(files)
    if (files.includes("captions.json")) {
      const capFile = rel(dataDir, "trips", name, "captions.json")
      const captions = validateData(
        capFile,
        captionsSchema,
        parseJson(capFile, fs.readFileSync(path.join(dir, "captions.json"), "utf8")),
      )
      for (const key of Object.keys(captions)) {
        if (!photoFiles.includes(key)) {
          throw new DataError(`${capFile}: caption for "${key}", but there is no such photo in the folder`)
        }
      }
    }
    trips.push({ ...data, tripId, folder: `trips/${name}`, photoFiles, cover: coverFileName(files) })
  }
  return trips
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

const typeDefs = /* GraphQL */ `
  """
  An agent incentive trip: one folder data/trips/{tripId}/ with trip.json and the trip's photos.
  Photos, cover and count come from the image files in the folder; nothing is counted by hand.
  """
  type Trip implements Node @dontInfer {
    "Id used in the page address /agent-incentives/{tripId}: the folder name, or trip.json's slug."
    tripId: String!
    "Address of the gallery page."
    path: String!
    "Destination as shown on cards and in the hero, e.g. Winter Wonderland Canada."
    destination: String!
    "Year of the trip."
    year: Int!
    "One-paragraph description shown in the gallery hero."
    description: String!
    "Short highlight lines of the trip."
    highlights: [String!]!
    "Group size, duration and location (each may be missing; pages show N/A)."
    stats: TripStats!
    "Folder of the trip, relative to data/ (e.g. trips/hawaii-2016)."
    folder: String!
    "The image files of the folder (cover.* excluded) in natural file-name order: 2.jpg before 10.jpg."
    photos: [TripPhoto!]!
    "Number of gallery photos, derived from the files."
    photoCount: Int!
    "Card and hero image: cover.* in the folder, else the first photo; null for a trip without photos."
    cover: File
  }

  "Facts about a trip shown in the hero."
  type TripStats @dontInfer {
    "Number of people who travelled."
    groupSize: Int
    "Length of the trip as displayed, e.g. 7 days."
    duration: String
    "Where the group stayed, e.g. Lake Louise, Alberta, Canada."
    location: String
  }

  "One photo of a trip gallery."
  type TripPhoto @dontInfer {
    "File name in the trip folder, e.g. 12.jpg."
    fileName: String!
    "1-based place in the gallery."
    position: Int!
    "Alt text: the caption from captions.json, else '{destination} {year}, photo i of n'."
    alt: String!
    "The image file (query childImageSharp.gatsbyImageData for responsive images)."
    image: File!
  }

  """
  Raw data/trips/*/trip.json. Query Trip instead: it adds the photos, cover and count.
  """
  type TripJson implements Node @dontInfer {
    "Optional page address overriding the folder name."
    slug: String
    destination: String!
    year: Int!
    description: String!
    highlights: [String!]
    stats: TripStats
  }

  "Raw data/trips/*/captions.json: file name → caption (keys are file names, so read through Trip.photos.alt)."
  type TripCaptionsJson implements Node @dontInfer {
    id: ID!
  }

  "Text of the /agent-incentives page, from data/incentives.json."
  type IncentivesJson implements Node @dontInfer {
    hero: IncentivesHero!
    benefitsHeading: String!
    "The four benefit cards."
    benefits: [IncentivesBenefit!]!
    destinationsHeading: String!
    destinationsLead: String!
    qualification: IncentivesQualification!
    quote: IncentivesQuote!
    cta: IncentivesCta!
  }

  type IncentivesHero @dontInfer {
    eyebrow: String!
    "The page's h1."
    title: String!
    lead: String!
    buttonLabel: String!
    buttonTo: String!
  }

  type IncentivesBenefit @dontInfer {
    title: String!
    text: String!
  }

  type IncentivesQualification @dontInfer {
    heading: String!
    lead: String!
    criteria: [String!]!
    "Fine print under the criteria."
    note: String!
  }

  type IncentivesQuote @dontInfer {
    text: String!
    attribution: String!
  }

  "Closing call to action: both buttons lead to the same address (request-info)."
  type IncentivesCta @dontInfer {
    heading: String!
    text: String!
    primaryLabel: String!
    secondaryLabel: String!
    to: String!
  }
`

const sitePath = () => text().refine((v) => v.startsWith("/"), "must be a site path starting with /")

export const incentivesSchema = z
  .object({
    hero: z
      .object({ eyebrow: text(), title: text(), lead: text(), buttonLabel: text(), buttonTo: sitePath() })
      .strict(),
    benefitsHeading: text(),
    benefits: z.array(z.object({ title: text(), text: text() }).strict()).length(4),
    destinationsHeading: text(),
    destinationsLead: text(),
    qualification: z.object({ heading: text(), lead: text(), criteria: z.array(text()).min(1), note: text() }).strict(),
    quote: z.object({ text: text(), attribution: text() }).strict(),
    cta: z
      .object({ heading: text(), text: text(), primaryLabel: text(), secondaryLabel: text(), to: sitePath() })
      .strict(),
  })
  .strict()

export function validateIncentives(dataDir: string) {
  const file = rel(dataDir, "incentives.json")
  const abs = path.join(dataDir, "incentives.json")
  if (!fs.existsSync(abs)) throw new DataError(`${file}: file is missing`)
  return validateData(file, incentivesSchema, parseJson(file, fs.readFileSync(abs, "utf8")))
}

// Minimal shapes of what the resolvers read from Gatsby's node store.
type FileNode = { id: string; base: string; relativeDirectory: string; relativePath: string; children: string[] }
type TripNode = { folder: string; destination: string; year: number }
type NodeModel = {
  findAll: (args: { type: string; query: unknown }) => Promise<{ entries: Iterable<unknown> }>
  findOne: (args: { type: string; query: unknown }) => Promise<unknown>
  getNodeById: (args: { id: string; type?: string }) => unknown
}
type ResolverContext = { nodeModel: NodeModel }

async function folderFiles(folder: string, nodeModel: NodeModel): Promise<Map<string, FileNode>> {
  const { entries } = await nodeModel.findAll({
    type: "File",
    query: { filter: { sourceInstanceName: { eq: "data" }, relativeDirectory: { eq: folder } } },
  })
  return new Map(Array.from(entries as Iterable<FileNode>, (f) => [f.base, f]))
}

async function folderCaptions(folder: string, nodeModel: NodeModel): Promise<Record<string, string>> {
  const file = (await nodeModel.findOne({
    type: "File",
    query: { filter: { sourceInstanceName: { eq: "data" }, relativePath: { eq: `${folder}/captions.json` } } },
  })) as FileNode | null
  const childId = file?.children?.[0]
  if (!childId) return {}
  const node = nodeModel.getNodeById({ id: childId, type: "TripCaptionsJson" }) as Record<string, unknown> | null
  const captions: Record<string, string> = {}
  for (const [key, value] of Object.entries(node ?? {}))
    if (typeof value === "string" && isPhotoFile(key)) captions[key] = value
  return captions
}

async function resolvePhotos(source: TripNode, nodeModel: NodeModel) {
  const [files, captions] = await Promise.all([
    folderFiles(source.folder, nodeModel),
    folderCaptions(source.folder, nodeModel),
  ])
  return tripPhotoEntries([...files.keys()], source, captions).map((entry) => ({
    ...entry,
    image: files.get(entry.fileName),
  }))
}

export const tripsFeature: Feature = {
  name: "trips",
  typeDefs,
  validate: (dataDir) => {
    validateTrips(dataDir)
    validateIncentives(dataDir)
  },

  onCreateNode: async ({ node, actions, createNodeId, getNode, reporter }) => {
    const file = node as unknown as FileNode & { sourceInstanceName?: string; absolutePath?: string }
    // Every photo must decode: a broken file stops the build with its name, not a blank gallery.
    if (
      node.internal.type === "File" &&
      file.sourceInstanceName === "data" &&
      /^trips\/[^/]+$/.test(file.relativeDirectory) &&
      isPhotoFile(file.base)
    ) {
      try {
        await checkPhotoReadable(file.absolutePath ?? "", `data/${file.relativePath}`)
      } catch (error) {
        reporter.panicOnBuild(`Invalid content in data/: ${(error as Error).message}`)
      }
      return
    }
    if (node.internal.type !== "TripJson") return
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
    const tripId = data.slug ?? path.posix.basename(parent.relativeDirectory)
    const fields = {
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
      folder: parent.relativeDirectory,
    }
    const trip = {
      ...fields,
      // Derived from the TripJson node, so a re-created TripJson (and the removal of its old
      // children) never collides with the new Trip.
      id: createNodeId(`${node.id} >>> Trip`),
      parent: node.id,
      children: [],
      internal: { type: "Trip", contentDigest: node.internal.contentDigest },
    }
    actions.createNode(trip)
    actions.createParentChildLink({ parent: node, child: trip as unknown as typeof node })
  },

  createResolvers: ({ createResolvers }) => {
    createResolvers({
      Trip: {
        photos: {
          resolve: (source: TripNode, _args: unknown, context: ResolverContext) =>
            resolvePhotos(source, context.nodeModel),
        },
        photoCount: {
          resolve: async (source: TripNode, _args: unknown, context: ResolverContext) =>
            (await resolvePhotos(source, context.nodeModel)).length,
        },
        cover: {
          resolve: async (source: TripNode, _args: unknown, context: ResolverContext) => {
            const files = await folderFiles(source.folder, context.nodeModel)
            const name = coverFileName([...files.keys()])
            return name ? files.get(name) : null
          },
        },
      },
    })
  },

  createPages: async ({ graphql, actions, reporter }) => {
    const result = await graphql<{ allTrip: { nodes: { id: string; path: string }[] } }>(`
      query TripPages {
        allTrip {
          nodes {
            id
            path
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
    for (const trip of result.data.allTrip.nodes) {
      actions.createPage({ path: trip.path, component, context: { id: trip.id } })
    }
  },
}

/** The JSON fields of a TripJson node (without Gatsby's bookkeeping fields). */
function pickJson(node: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, parent: _p, children: _c, internal: _i, jsonId, ...rest } = node
  return jsonId === undefined ? rest : { ...rest, id: jsonId }
}
