import fs from "fs"
import os from "os"
import path from "path"
import {
  CHUNK_IMAGE_FIELDS,
  chunkSourceKey,
  chunksPresent,
  IMAGE_DATA_BATCH,
  imageDataFiles,
  imageFilesPresent,
  inBatches,
  photoImageKey,
  removeStaleChunks,
  chunksOf,
  writePhotoChunk,
} from "../../src/node/trips/pages"
import type { GalleryPhoto } from "../../src/lib/photo-chunks"
import { galleryPhotos } from "../fixtures/gallery-photos"

/** Writes every chunk of a trip's photos, as the build does for the photos it has image data for. */
const writePhotoChunks = (dir: string, tripId: string, photos: GalleryPhoto[], first: number, size: number) =>
  chunksOf(photos, first, size).map((c) => writePhotoChunk(dir, tripId, c.chunk, c.start, c.photos))

const ROOT = path.join(__dirname, "../..")

/** The text inside the braces that open at `from` (braces in quoted strings do not count). */
function braced(source: string, from: number): string {
  const open = source.indexOf("{", from)
  let depth = 0
  let quoted = false
  for (let i = open; i < source.length; i++) {
    const c = source[i]
    if (c === '"' && source[i - 1] !== "\\") quoted = !quoted
    if (quoted) continue
    if (c === "{") depth++
    if (c === "}" && --depth === 0) return source.slice(open + 1, i)
  }
  throw new Error("unbalanced braces")
}

/** GraphQL selection text with whitespace collapsed and # comments dropped. */
const normalized = (selection: string) =>
  selection
    .replace(/#.*$/gm, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([(){}[\]:,])\s*/g, "$1")
    .trim()

describe("photo chunk files", () => {
  let dir = ""
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "chunks-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("writes no chunk for a trip whose photos fit in the first screen", () => {
    expect(writePhotoChunks(dir, "bahamas-2012", galleryPhotos(24), 24, 48)).toEqual([])
  })

  it("writes the photos after the first screen in content-hashed files under /static/, covering each once", () => {
    const urls = writePhotoChunks(dir, "big-trip", galleryPhotos(130), 24, 48)
    expect(urls).toHaveLength(3)
    const seen: string[] = []
    for (const [c, url] of urls.entries()) {
      expect(url).toMatch(new RegExp(`^/static/trip-photos/big-trip-${c + 1}\\.[0-9a-f]{16}\\.json$`))
      const file = JSON.parse(fs.readFileSync(path.join(dir, url), "utf8"))
      expect(file.start).toBe(24 + c * 48)
      seen.push(...file.photos.map((p: { fileName: string }) => p.fileName))
    }
    expect(seen).toEqual(
      galleryPhotos(130)
        .slice(24)
        .map((p) => p.fileName),
    )
  })

  it("changes a chunk's address when its content changes, and removes the chunks no gallery uses any more", () => {
    const before = writePhotoChunks(dir, "t", galleryPhotos(30), 24, 48)
    const edited = galleryPhotos(30).map((p, i) => (i === 27 ? { ...p, alt: "new caption" } : p))
    const after = writePhotoChunks(dir, "t", edited, 24, 48)
    expect(after[0]).not.toBe(before[0])
    expect(chunksPresent(dir, [...before, ...after])).toBe(true)
    removeStaleChunks(dir, after)
    expect(chunksPresent(dir, after)).toBe(true)
    expect(chunksPresent(dir, before)).toBe(false)
  })

  it("keys each chunk by what it is made from: a new file, caption or order asks for that chunk again", () => {
    const sources = [
      { fileName: "1.jpg", alt: "Beach", digest: "a" },
      { fileName: "2.jpg", alt: "Dinner", digest: "b" },
    ]
    const key = chunkSourceKey("t", 0, sources)
    expect(
      chunkSourceKey(
        "t",
        0,
        sources.map((s) => ({ ...s })),
      ),
    ).toBe(key)
    expect(chunkSourceKey("t", 0, [sources[0], { ...sources[1], digest: "c" }])).not.toBe(key)
    expect(chunkSourceKey("t", 0, [sources[0], { ...sources[1], alt: "Supper" }])).not.toBe(key)
    expect(chunkSourceKey("t", 0, [sources[1], sources[0]])).not.toBe(key)
    expect(chunkSourceKey("t", 1, sources)).not.toBe(key)
    expect(chunkSourceKey("u", 0, sources)).not.toBe(key)
  })

  // Gatsby reads a page query from its source before the build runs, so the fragment
  // cannot be built from CHUNK_IMAGE_FIELDS: this keeps the two the same.
  it("asks for the same image data as the gallery page's own query", () => {
    const page = fs.readFileSync(path.join(ROOT, "src/components/gallery/trip-page.tsx"), "utf8")
    const firstPhotos = braced(page, page.indexOf("firstPhotos {"))
    const pageFields = braced(firstPhotos, firstPhotos.indexOf("childImageSharp {"))
    expect(normalized(pageFields)).toBe(normalized(CHUNK_IMAGE_FIELDS))
  })
})

describe("each photo's image data, kept between builds", () => {
  const data = {
    large: {
      layout: "constrained",
      placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
      images: {
        fallback: {
          src: "/static/abc/111/my%20photo.jpg",
          srcSet: "/static/abc/222/my%20photo.jpg 480w,\n/static/abc/111/my%20photo.jpg 1200w",
        },
        sources: [
          { srcSet: "/static/abc/333/my%20photo.webp 480w, /static/abc/444/my%20photo.webp 1200w", type: "image/webp" },
        ],
      },
    },
    thumb: { images: { fallback: { src: "/static/abc/555/my%20photo.jpg" } } },
  }

  it("lists every file the data names, and none of its inline placeholders", () => {
    expect(imageDataFiles(data).sort()).toEqual(
      [
        "/static/abc/111/my%20photo.jpg",
        "/static/abc/111/my%20photo.jpg",
        "/static/abc/222/my%20photo.jpg",
        "/static/abc/333/my%20photo.webp",
        "/static/abc/444/my%20photo.webp",
        "/static/abc/555/my%20photo.jpg",
      ].sort(),
    )
  })

  it("is used only while all those files are still in public/", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "images-"))
    try {
      expect(imageFilesPresent(dir, data)).toBe(false)
      for (const url of imageDataFiles(data)) {
        const file = path.join(dir, decodeURI(url))
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(file, "x")
      }
      expect(imageFilesPresent(dir, data)).toBe(true)
      fs.rmSync(path.join(dir, "static/abc/555"), { recursive: true })
      expect(imageFilesPresent(dir, data)).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("is keyed by the file's name and content: a changed or renamed photo is asked for again", () => {
    const key = photoImageKey("1.jpg", "digest-a")
    expect(photoImageKey("1.jpg", "digest-a")).toBe(key)
    expect(photoImageKey("1.jpg", "digest-b")).not.toBe(key)
    expect(photoImageKey("2.jpg", "digest-a")).not.toBe(key)
  })
})

describe("asking for photos' image data in batches", () => {
  it("splits a trip of any size into consecutive batches, each photo once and in order", () => {
    const photos = Array.from({ length: 1000 }, (_, i) => `/trips/big/${i + 1}.jpg`)
    const batches = inBatches(photos, IMAGE_DATA_BATCH)
    expect(batches).toHaveLength(Math.ceil(1000 / IMAGE_DATA_BATCH))
    expect(Math.max(...batches.map((b) => b.length))).toBe(IMAGE_DATA_BATCH)
    expect(batches.flat()).toEqual(photos)
    expect(inBatches(["a", "b", "c"], 2)).toEqual([["a", "b"], ["c"]])
  })

  it("asks no query for a trip with nothing to ask, and refuses a batch size below one", () => {
    expect(inBatches([], IMAGE_DATA_BATCH)).toEqual([])
    expect(() => inBatches(["a"], 0)).toThrow(RangeError)
    expect(() => inBatches(["a"], Number.NaN)).toThrow(RangeError)
  })
})
