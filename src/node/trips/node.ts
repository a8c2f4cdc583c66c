/**
 * The Trip node of each trip folder and its resolvers. Each TripJson node gets a Trip node
 * carrying trip.json's fields; its photos, cover and count are resolved from the File nodes
 * of its folder at query time, so dropping a photo into the folder is the whole workflow:
 * nothing is counted or listed by hand.
 */
import fs from "fs"
import path from "path"
import type { CreateNodeArgs, CreateResolversArgs, NodePluginArgs, SourceNodesArgs } from "gatsby"
import { FIRST_SCREEN_PHOTOS } from "../../lib/photo-chunks"
import { validateData } from "../schema/data-validation"
import { captionsByPhoto, checkTripPhoto, coverFileName, isHeicFile, tripPhotoEntries, type FileNode } from "./photos"
import { tripFieldsOf, tripJsonSchema, tripPath, type TripData, type TripFields } from "./schema"

// Minimal shapes of what the resolvers read from Gatsby's node store.
type TripNode = Pick<TripFields, "destination" | "year"> & { parent: string; folder: string }
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
 * photo the JPEG made of it (its child, `createJpegOfHeic` in ./photos.ts); undefined when there is none.
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
    ...tripFieldsOf(data),
    tripId,
    path: tripPath(tripId),
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

/** On every build, once the data files are read: the files of each trip's folder as they are now, a file removed since the last build included. */
export function createTripNodes(args: SourceNodesArgs): void {
  for (const tripJson of args.getNodesByType("TripJson")) createTripNode(tripJson, args)
}

/** A trip.json read, or a file arrived in a trip's folder (checked first when it is a photo). */
export async function onCreateTripNode(args: CreateNodeArgs): Promise<void> {
  const { node } = args
  if (node.internal.type === "TripJson") {
    createTripNode(node, args)
    return
  }
  const file = node as unknown as FileNode
  if (node.internal.type !== "File" || file.sourceInstanceName !== "data") return
  if (!/^trips\/[^/]+$/.test(file.relativeDirectory)) return
  if (!(await checkTripPhoto(args, file))) return
  // A file new in a trip's folder (a photo): the Trip node names it from now
  // on. (trip.json itself brings a new TripJson node, which makes the Trip node above.)
  if (file.base === "trip.json") return
  const tripJson = args
    .getNodesByType("TripJson")
    .find(
      (t) =>
        (args.getNode(t.parent ?? "") as unknown as FileNode | undefined)?.relativeDirectory === file.relativeDirectory,
    )
  if (tripJson) createTripNode(tripJson, args)
}

/** The Trip fields resolved from the folder's files at query time. */
export function createTripResolvers({ createResolvers }: CreateResolversArgs): void {
  const fromPhotos = <T>(pick: (photos: Awaited<ReturnType<typeof resolvePhotos>>) => T) => ({
    resolve: async (source: TripNode, _args: unknown, context: ResolverContext) =>
      pick(await resolvePhotos(source, context.nodeModel)),
  })
  createResolvers({
    Trip: {
      photos: fromPhotos((photos) => photos),
      firstPhotos: fromPhotos((photos) => photos.slice(0, FIRST_SCREEN_PHOTOS)),
      photoCount: fromPhotos((photos) => photos.length),
      cover: {
        resolve: async (source: TripNode, _args: unknown, context: ResolverContext) => {
          const files = await folderFiles(source.folder, context.nodeModel)
          const name = coverFileName([...files.keys()])
          return (name && galleryImage(files.get(name), context.nodeModel)) ?? null
        },
      },
    },
  })
}

/** The JSON fields of a TripJson node (without Gatsby's bookkeeping fields). */
function pickJson(node: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, parent: _p, children: _c, internal: _i, jsonId, ...rest } = node
  return jsonId === undefined ? rest : { ...rest, id: jsonId }
}
