/**
 * The trip gallery pages, one per Trip node, and the photos of each gallery after its
 * first screen, written as JSON chunks in public/static/trip-photos/ (src/lib/photo-chunks.ts
 * says which photos go in which chunk). Each chunk file is named after its content's hash,
 * so hosts may keep it for a year (/static/* in static/_headers) and a changed photo or
 * caption gets a new address.
 */
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { queryForPages } from "../feature-type"
import {
  FIRST_SCREEN_PHOTOS,
  PHOTO_CHUNK_DIR,
  PHOTO_CHUNK_SIZE,
  photoChunkCount,
  photoChunkFileName,
  photoChunkRange,
  type GalleryPhoto,
  type PhotoChunkFile,
} from "../../lib/photo-chunks"

/** Creates each trip's gallery page and writes its photo chunks; removes the chunks no gallery uses any more. */
export async function createTripPages(args: CreatePagesArgs): Promise<void> {
  const { graphql, actions, reporter, cache } = args
  // Each trip's photos in gallery order, with what its chunks are made from.
  const data = await queryForPages<{
    allTrip: { nodes: { id: string; path: string; tripId: string; photos: PhotoSource[] }[] }
  }>(
    args,
    "the trips for their gallery pages",
    `
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
  `,
  )
  if (!data) return
  // Relative to the project root (gatsby-node is compiled into .cache, so not __dirname).
  const component = path.resolve("src/templates/trip-gallery.tsx")
  const publicDir = path.resolve("public")
  const written: string[] = []
  for (const trip of data.allTrip.nodes) {
    const photoChunks = await tripPhotoChunks(graphql, cache, publicDir, trip)
    if (typeof photoChunks === "string") {
      reporter.panicOnBuild(photoChunks)
      return
    }
    written.push(...photoChunks)
    actions.createPage({ path: trip.path, component, context: { id: trip.id, photoChunks } })
  }
  removeStaleChunks(publicDir, written)
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
  const chunks = chunksOf(trip.photos).map((c) => {
    const sources = c.photos.map((p) => ({ fileName: p.fileName, alt: p.alt, digest: p.image.internal.contentDigest }))
    return { ...c, key: chunkSourceKey(trip.tripId, c.chunk, sources) }
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

/**
 * The image fields of a chunk's photos: the same arguments as the gallery page's own
 * query (fragment TripPage in src/components/gallery/trip-page.tsx), so a photo looks
 * the same whether it came with the page or in a chunk. A unit test keeps the two equal.
 */
export const CHUNK_IMAGE_FIELDS = `
  large: gatsbyImageData(
    width: 1200
    placeholder: BLURRED
    formats: [AUTO, WEBP]
    breakpoints: [480, 800, 1200]
    sizes: "(min-width: 1180px) 1148px, calc(100vw - 32px)"
  )
  thumb: gatsbyImageData(
    layout: FIXED
    width: 48
    height: 48
    placeholder: DOMINANT_COLOR
    formats: [AUTO, WEBP]
  )
`

/**
 * How many photos' image data one query asks for when chunks are written. Gatsby resolves
 * every photo of a query at once, and gatsby-plugin-sharp streams each original into
 * memory for its placeholder and dominant colour while the work waits for one of sharp's
 * few threads: one query for all of a trip's photos held every original in memory
 * together, so a cold build's peak grew by about the size of each photo file (2.4 MB
 * a 12-megapixel photo in `npm run bench:build`: 3.7 GiB with 1,000 of them, 1.2 GiB
 * in batches). In batches of this size the originals held at once stay few
 * whatever the size of the trip, and sharp's threads still always have work.
 */
export const IMAGE_DATA_BATCH = 16

/** `items` in consecutive batches of at most `size` (the last may be shorter). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new RangeError(`batch size must be at least 1, got ${size}`)
  const batches: T[][] = []
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size))
  return batches
}

/** Removes the chunk files of earlier builds that no gallery uses any more (the folder holds nothing else). */
export function removeStaleChunks(publicDir: string, keep: readonly string[]): void {
  const dir = path.join(publicDir, PHOTO_CHUNK_DIR)
  if (!fs.existsSync(dir)) return
  const kept = new Set(keep.map((url) => path.basename(url)))
  for (const name of fs.readdirSync(dir)) if (!kept.has(name)) fs.rmSync(path.join(dir, name))
}

/**
 * What one chunk is made from: its place, its photos' file names, captions and file
 * digests (Gatsby's, which change with the file), and the image settings. The same key
 * means the chunk written last time is still right, so a rebuild need not ask sharp for
 * those photos' image data again; adding a photo at the end of a trip changes only the
 * last chunk.
 */
export function chunkSourceKey(
  tripId: string,
  chunk: number,
  photos: readonly { fileName: string; alt: string; digest: string }[],
): string {
  const source = JSON.stringify({ tripId, chunk, fields: CHUNK_IMAGE_FIELDS, photos })
  return createHash("sha256").update(source).digest("hex")
}

/**
 * Where one photo's image data (`large` and `thumb`) is kept in Gatsby's cache between
 * builds: its file name and digest and the image settings. A chunk that must be written
 * again (a photo added to it, say) then asks sharp only for the photos it has not seen:
 * working out a 12-megapixel photo's image data means decoding it again, about a quarter
 * of a second each.
 */
export function photoImageKey(fileName: string, digest: string): string {
  const source = JSON.stringify({ fileName, digest, fields: CHUNK_IMAGE_FIELDS })
  return `photo-images-${createHash("sha256").update(source).digest("hex")}`
}

/** The site addresses an image-data object names (each `src`, and each file of a `srcSet`). */
export function imageDataFiles(data: unknown): string[] {
  const found: string[] = []
  const visit = (value: unknown, key = ""): void => {
    if (typeof value === "string") {
      if (key === "src") found.push(value)
      if (key === "srcSet") found.push(...value.split(",").map((entry) => entry.trim().split(/\s+/)[0]))
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) visit(v, k)
    }
  }
  visit(data)
  return found.filter((url) => url.startsWith("/"))
}

/** True when every file the image data names is in public/ (a build that starts without public/ has none). */
export function imageFilesPresent(publicDir: string, data: unknown): boolean {
  return imageDataFiles(data).every((url) => fs.existsSync(path.join(publicDir, decodeURI(url))))
}

/** True when every chunk file of `urls` is still in public/ (a cold build starts without them). */
export function chunksPresent(publicDir: string, urls: readonly string[]): boolean {
  return urls.every((url) => fs.existsSync(path.join(publicDir, url)))
}

/** A gallery's photos (all of them, in order) in chunks: each chunk's number, the index of its first photo, its photos. */
export function chunksOf<T>(photos: readonly T[], first = FIRST_SCREEN_PHOTOS, size = PHOTO_CHUNK_SIZE) {
  return Array.from({ length: photoChunkCount(photos.length, first, size) }, (_, chunk) => {
    const { start, end } = photoChunkRange(chunk, photos.length, first, size)
    return { chunk, start, photos: photos.slice(start, end) }
  })
}

/** Writes chunk `chunk` of a trip (its photos start at gallery index `start`) and returns its address. */
export function writePhotoChunk(
  publicDir: string,
  tripId: string,
  chunk: number,
  start: number,
  photos: readonly GalleryPhoto[],
): string {
  const content: PhotoChunkFile = { start, photos: [...photos] }
  const json = JSON.stringify(content)
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 16)
  const name = photoChunkFileName(tripId, chunk, hash)
  fs.mkdirSync(path.join(publicDir, PHOTO_CHUNK_DIR), { recursive: true })
  fs.writeFileSync(path.join(publicDir, PHOTO_CHUNK_DIR, name), json)
  return `/${PHOTO_CHUNK_DIR}/${name}`
}
