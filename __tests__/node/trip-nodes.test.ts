/**
 * A trip's queries depend on its own folder, so a curator's new photo runs only that trip's
 * queries again: the Trip node changes when the files of its folder change (and only then),
 * and the resolvers search the File nodes without making every file a dependency, then
 * depend on each file of the folder they found.
 */
import { createHash } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import type { CreateNodeArgs, SourceNodesArgs } from "gatsby"
import { tripsFeature } from "../../src/node/trips"
import { collectionTypes } from "../../src/node/schema/collection"
import type { GraphqlObjectDef } from "../../src/node/schema/zod-graphql"
import { tripCollection, tripType } from "../../src/node/trips/schema"

const SAMPLE_PHOTO = path.resolve(__dirname, "../../data/trips/bahamas-2012/1.jpg")
const HEIC_PHOTO = path.resolve(__dirname, "../fixtures/trip-photo.heic")

type Node = {
  id: string
  parent?: string
  children?: string[]
  internal: { type: string; contentDigest: string }
  [key: string]: unknown
}

/**
 * A data folder on disk, a node store and the Gatsby helpers the hooks use, recording the
 * Trip nodes created (a node made again with the same digest is recorded too).
 */
function store() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trip-nodes-"))
  const nodes = new Map<string, Node>()
  const trips: Node[] = []
  const add = (node: Node) => nodes.set(node.id, node)
  const file = (folder: string, base: string): Node => ({
    id: `file ${folder}/${base}`,
    base,
    relativeDirectory: folder,
    relativePath: `${folder}/${base}`,
    absolutePath: path.join(dataDir, folder, base),
    sourceInstanceName: "data",
    children: [],
    internal: { type: "File", contentDigest: base },
  })
  const panics: string[] = []
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "trip-nodes-cache-"))
  const helpers = {
    actions: {
      createNode: (n: Node) => {
        trips.push(n)
        add(n)
      },
      createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) => {
        parent.children = [...(parent.children ?? []), child.id]
      },
    },
    cache: { directory: cacheDir },
    createContentDigest: (value: unknown) => createHash("md5").update(JSON.stringify(value)).digest("hex"),
    createNodeId: (key: string) => `id(${key})`,
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
    reporter: { panicOnBuild: (message: string) => void panics.push(message) },
  }
  const args = (node: Node) => ({ ...helpers, node }) as unknown as CreateNodeArgs

  /** Adds a trip folder: its trip.json File node and TripJson node, as the JSON transformer makes them. */
  const addTrip = async (folder: string, fields: Record<string, unknown> = {}) => {
    fs.mkdirSync(path.join(dataDir, folder), { recursive: true })
    fs.writeFileSync(path.join(dataDir, folder, "trip.json"), "{}")
    const json = file(folder, "trip.json")
    add(json)
    const tripJson: Node = {
      id: `json ${folder}`,
      parent: json.id,
      destination: "Bahamas",
      year: 2012,
      description: "Five days in the Bahamas.",
      stats: {},
      ...fields,
      internal: { type: "TripJson", contentDigest: `json ${folder}` },
    }
    add(tripJson)
    await tripsFeature.onCreateNode?.(args(tripJson))
  }
  /** Adds a file to a folder, as gatsby-source-filesystem does when a curator drops one in. */
  const addFile = async (folder: string, base: string, from = SAMPLE_PHOTO) => {
    fs.mkdirSync(path.join(dataDir, folder), { recursive: true })
    fs.copyFileSync(from, path.join(dataDir, folder, base))
    const node = file(folder, base)
    add(node)
    await tripsFeature.onCreateNode?.(args(node))
    return node
  }
  /** Takes a file out of a folder. Gatsby calls no hook of the site for it. */
  const removeFile = (folder: string, base: string) => fs.rmSync(path.join(dataDir, folder, base))
  /**
   * The next build's sourcing: the site's sourceNodes, then Gatsby's removal of the File
   * nodes whose files are gone (and of their children).
   */
  const nextBuild = async () => {
    await tripsFeature.sourceNodes?.(helpers as unknown as SourceNodesArgs)
    for (const node of nodes.values())
      if (node.internal.type === "File" && !fs.existsSync(String(node.absolutePath))) nodes.delete(node.id)
  }
  const digestOf = (folder: string) => trips.filter((t) => t.folder === folder).map((t) => t.internal.contentDigest)
  const cleanUp = () => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(cacheDir, { recursive: true, force: true })
  }
  return { addTrip, addFile, removeFile, nextBuild, digestOf, cleanUp, nodes, cacheDir, panics }
}

describe("the Trip node", () => {
  let s: ReturnType<typeof store>
  beforeEach(() => {
    s = store()
  })
  afterEach(() => s.cleanUp())

  it("changes when a photo is added to its folder, and only then", async () => {
    await s.addTrip("trips/bahamas-2012")
    await s.addTrip("trips/hawaii-2016")
    const [bahamas] = s.digestOf("trips/bahamas-2012")
    const [hawaii] = s.digestOf("trips/hawaii-2016")

    await s.addFile("trips/bahamas-2012", "5.jpg")
    const bahamasNow = s.digestOf("trips/bahamas-2012")
    expect(bahamasNow).toHaveLength(2)
    expect(bahamasNow[1]).not.toBe(bahamas)
    // The other trip's node was not made again, so its queries are not run again.
    expect(s.digestOf("trips/hawaii-2016")).toEqual([hawaii])
  })

  it("is not touched by a file outside the trip folders", async () => {
    await s.addTrip("trips/bahamas-2012")
    await s.addFile("people", "portrait.jpg")
    expect(s.digestOf("trips/bahamas-2012")).toHaveLength(1)
  })

  it("follows its folder on the next build when a photo is removed, so the photo added back changes it again", async () => {
    await s.addTrip("trips/bahamas-2012")
    await s.addFile("trips/bahamas-2012", "5.jpg")
    const [, withPhoto] = s.digestOf("trips/bahamas-2012")

    s.removeFile("trips/bahamas-2012", "5.jpg")
    await s.nextBuild()
    const afterRemoval = s.digestOf("trips/bahamas-2012").at(-1)
    expect(afterRemoval).not.toBe(withPhoto)

    await s.addFile("trips/bahamas-2012", "5.jpg")
    expect(s.digestOf("trips/bahamas-2012").at(-1)).toBe(withPhoto)
    expect(s.digestOf("trips/bahamas-2012").at(-1)).not.toBe(afterRemoval)
  })

  it("is not made again once its trip.json is gone, so the build removes it with the file", async () => {
    await s.addTrip("trips/bahamas-2012")
    await s.addFile("trips/bahamas-2012", "5.jpg")
    s.removeFile("trips/bahamas-2012", "trip.json")
    await s.nextBuild()
    expect(s.digestOf("trips/bahamas-2012")).toHaveLength(2)
  })

  it("is made again with the same digest when nothing in its folder changed", async () => {
    await s.addTrip("trips/bahamas-2012")
    await s.nextBuild()
    const [first, again] = s.digestOf("trips/bahamas-2012")
    expect(again).toBe(first)
  })
})

describe("the Trip node's own fields", () => {
  /** trip.json's fields that the Trip node holds in another form (tripId, the photos' alt text) or not at all. */
  const FILE_ONLY = ["sample", "slug", "captions"]

  it("are trip.json's, defaults filled in, without the sample mark, slug and captions", async () => {
    const s = store()
    try {
      await s.addTrip("trips/bahamas-2012", {
        sample: true,
        slug: "bahamas",
        highlights: ["Snorkelling at the reef"],
        captions: [{ photo: "1.jpg", caption: "The beach at dawn." }],
      })
      await s.addTrip("trips/hawaii-2016")
      const bahamas = s.nodes.get("id(json trips/bahamas-2012 >>> Trip)")
      expect(bahamas).toMatchObject({
        destination: "Bahamas",
        year: 2012,
        description: "Five days in the Bahamas.",
        highlights: ["Snorkelling at the reef"],
        stats: {},
        tripId: "bahamas",
        path: "/agent-incentives/bahamas",
        folder: "trips/bahamas-2012",
      })
      for (const key of FILE_ONLY) expect(bahamas).not.toHaveProperty(key)
      expect(s.nodes.get("id(json trips/hawaii-2016 >>> Trip)")).toMatchObject({
        highlights: [],
        tripId: "hawaii-2016",
      })
    } finally {
      s.cleanUp()
    }
  })

  it("are in the Trip type as in the TripJson type, non-null where the build fills in a default", () => {
    const fields = (defs: ReturnType<typeof collectionTypes>, name: string) =>
      (defs.find((d) => d.name === name) as GraphqlObjectDef).fields
    const file = fields(collectionTypes(tripCollection), "TripJson")
    const trip = fields(collectionTypes(tripType), "Trip")
    const shared = Object.keys(file).filter((key) => !FILE_ONLY.includes(key))
    expect(shared.length).toBeGreaterThan(0)
    for (const key of shared)
      expect([key, trip[key]?.type.replace(/!$/, "")]).toEqual([key, file[key].type.replace(/!$/, "")])
    expect([trip.highlights.type, trip.stats.type]).toEqual(["[String!]!", "TripStats!"])
    for (const key of FILE_ONLY) expect(trip).not.toHaveProperty(key)
  })
})

describe("the Trip resolvers", () => {
  it("search the File nodes untracked, then depend on each file of the trip's own folder", async () => {
    const files = [
      { id: "a", base: "1.jpg", relativeDirectory: "trips/bahamas-2012", relativePath: "", children: [] },
      { id: "b", base: "trip.json", relativeDirectory: "trips/bahamas-2012", relativePath: "", children: [] },
    ]
    const findAll = jest.fn(async () => ({ entries: files }))
    const trackPageDependencies = jest.fn()
    let resolvers: Record<string, Record<string, { resolve: (...a: unknown[]) => Promise<unknown> }>> = {}
    await tripsFeature.createResolvers?.({
      createResolvers: (r: typeof resolvers) => (resolvers = r),
    } as unknown as Parameters<NonNullable<typeof tripsFeature.createResolvers>>[0])

    const context = { nodeModel: { findAll, trackPageDependencies, getNodeById: () => null } }
    const source = { folder: "trips/bahamas-2012", destination: "Bahamas", year: 2012 }
    await expect(resolvers.Trip.photoCount.resolve(source, {}, context)).resolves.toBe(1)

    expect(findAll).toHaveBeenCalledWith(
      expect.objectContaining({
        query: { filter: { sourceInstanceName: { eq: "data" }, relativeDirectory: { eq: "trips/bahamas-2012" } } },
      }),
      { track: false },
    )
    expect(trackPageDependencies).toHaveBeenCalledWith(files)
  })
})

/** A field of the Bahamas trip, resolved over the nodes of `s` as Gatsby's node model would. */
async function resolve(s: ReturnType<typeof store>, field: string): Promise<unknown> {
  let resolvers: Record<string, Record<string, { resolve: (...a: unknown[]) => Promise<unknown> }>> = {}
  await tripsFeature.createResolvers?.({
    createResolvers: (r: typeof resolvers) => (resolvers = r),
  } as unknown as Parameters<NonNullable<typeof tripsFeature.createResolvers>>[0])
  const folder = [...s.nodes.values()].filter((n) => n.relativeDirectory === "trips/bahamas-2012")
  const nodeModel = {
    findAll: async () => ({ entries: folder }),
    trackPageDependencies: () => undefined,
    getNodeById: ({ id }: { id: string }) => s.nodes.get(id) ?? null,
  }
  const source = { folder: "trips/bahamas-2012", destination: "Bahamas", year: 2012 }
  return resolvers.Trip[field].resolve(source, {}, { nodeModel })
}

describe("a HEIC photo", () => {
  let s: ReturnType<typeof store>
  beforeEach(() => {
    s = store()
  })
  afterEach(() => s.cleanUp())

  it("gets a JPEG File node of its own, outside data/, which the gallery shows in its place", async () => {
    await s.addTrip("trips/bahamas-2012")
    await s.addFile("trips/bahamas-2012", "1.jpg")
    const heic = await s.addFile("trips/bahamas-2012", "IMG_0042.HEIC", HEIC_PHOTO)
    expect(heic.children).toHaveLength(1)
    const jpeg = s.nodes.get(heic.children![0])!
    expect(jpeg).toMatchObject({
      parent: heic.id,
      extension: "jpg",
      base: "IMG_0042.jpg",
      sourceInstanceName: "__PROGRAMMATIC__",
      internal: { type: "File" },
    })
    expect(String(jpeg.absolutePath).startsWith(s.cacheDir)).toBe(true)
    expect(fs.existsSync(String(jpeg.absolutePath))).toBe(true)

    // The resolvers list the photo by its own name and place, with the JPEG as its image.
    const photos = (await resolve(s, "photos")) as {
      fileName: string
      image: Node
    }[]
    expect(photos.map((p) => [p.fileName, p.image.base])).toEqual([
      ["1.jpg", "1.jpg"],
      ["IMG_0042.HEIC", "IMG_0042.jpg"],
    ])
  })

  it("is the cover as its JPEG when it is cover.heic", async () => {
    await s.addTrip("trips/bahamas-2012")
    await s.addFile("trips/bahamas-2012", "cover.heic", HEIC_PHOTO)
    const cover = (await resolve(s, "cover")) as Node
    expect(cover).toMatchObject({ base: "cover.jpg", extension: "jpg" })
  })

  it("that does not decode stops the build, naming the file", async () => {
    await s.addTrip("trips/bahamas-2012")
    const broken = path.join(s.cacheDir, "broken.heic")
    fs.writeFileSync(broken, fs.readFileSync(HEIC_PHOTO).subarray(0, 400))
    const node = await s.addFile("trips/bahamas-2012", "IMG_0043.heic", broken)
    expect(s.panics).toEqual([
      expect.stringMatching(
        /^Invalid content in data\/: data\/trips\/bahamas-2012\/IMG_0043\.heic: cannot be read as a HEIC\/HEIF photo/,
      ),
    ])
    expect(node.children).toEqual([])
  })
})
