import {
  FIRST_SCREEN_PHOTOS,
  PHOTO_CHUNK_SIZE,
  chunksToFetch,
  photoChunkCount,
  photoChunkFileName,
  photoChunkOf,
  photoChunkRange,
  photoChunksFor,
  visibleThumbs,
  withNeighbours,
} from "../../src/lib/photo-chunks"

describe("photo chunks", () => {
  it("sends a first screen with the page and pages of 48 to 100 photos after it", () => {
    expect(FIRST_SCREEN_PHOTOS).toBeGreaterThanOrEqual(16)
    expect(PHOTO_CHUNK_SIZE).toBeGreaterThanOrEqual(48)
    expect(PHOTO_CHUNK_SIZE).toBeLessThanOrEqual(100)
  })

  it("counts no chunk for a trip that fits in the first screen, one more per started chunk after it", () => {
    expect(photoChunkCount(0, 24, 48)).toBe(0)
    expect(photoChunkCount(24, 24, 48)).toBe(0)
    expect(photoChunkCount(25, 24, 48)).toBe(1)
    expect(photoChunkCount(72, 24, 48)).toBe(1)
    expect(photoChunkCount(73, 24, 48)).toBe(2)
    expect(photoChunkCount(300, 24, 48)).toBe(6)
  })

  it("maps an index to its chunk: none in the first screen, then one per 48 photos", () => {
    expect(photoChunkOf(0, 24, 48)).toBeNull()
    expect(photoChunkOf(23, 24, 48)).toBeNull()
    expect(photoChunkOf(24, 24, 48)).toBe(0)
    expect(photoChunkOf(71, 24, 48)).toBe(0)
    expect(photoChunkOf(72, 24, 48)).toBe(1)
    expect(photoChunkOf(299, 24, 48)).toBe(5)
  })

  it("gives each chunk its range, the last one cut at the total, and the ranges cover every later photo once", () => {
    expect(photoChunkRange(0, 300, 24, 48)).toEqual({ start: 24, end: 72 })
    expect(photoChunkRange(5, 300, 24, 48)).toEqual({ start: 264, end: 300 })
    for (const total of [25, 72, 73, 300, 1001]) {
      const covered: number[] = []
      for (let c = 0; c < photoChunkCount(total, 24, 48); c++) {
        const { start, end } = photoChunkRange(c, total, 24, 48)
        for (let i = start; i < end; i++) {
          expect(photoChunkOf(i, 24, 48)).toBe(c)
          covered.push(i)
        }
      }
      expect(covered).toEqual(Array.from({ length: total - 24 }, (_, k) => 24 + k))
    }
  })

  it("asks for the photo on screen and both neighbours, wrapping at the ends", () => {
    expect(withNeighbours(5, 300)).toEqual([4, 5, 6])
    expect(withNeighbours(0, 300)).toEqual([299, 0, 1])
    expect(withNeighbours(299, 300)).toEqual([298, 299, 0])
    expect(withNeighbours(0, 1)).toEqual([0])
    expect(withNeighbours(0, 0)).toEqual([])
  })

  it("lists the chunks some photos need, once each and in order, ignoring the first screen and bad indexes", () => {
    expect(photoChunksFor(withNeighbours(0, 300), 300, 24, 48)).toEqual([5])
    expect(photoChunksFor([71, 72, 73], 300, 24, 48)).toEqual([0, 1])
    expect(photoChunksFor([0, 1, 23], 300, 24, 48)).toEqual([])
    expect(photoChunksFor([-1, 300, 1.5, 100], 300, 24, 48)).toEqual([1])
  })

  it("finds the thumbnails in view in a scrolled strip", () => {
    expect(visibleThumbs(0, 112, 300, 56)).toEqual([0, 1, 2])
    expect(visibleThumbs(56 * 100, 100, 300, 56)).toEqual([100, 101])
    expect(visibleThumbs(56 * 299, 1000, 300, 56)).toEqual([299])
    expect(visibleThumbs(0, 0, 300, 56)).toEqual([])
    expect(visibleThumbs(0, 500, 0, 56)).toEqual([])
  })

  it("fetches chunks never asked for and failed ones again, never one in flight or already in", () => {
    expect(chunksToFetch([0, 1, 2, 3], { 0: "loaded", 1: "loading", 2: "failed" })).toEqual([2, 3])
    expect(chunksToFetch([], {})).toEqual([])
  })

  it("names a chunk file after its trip, its number and its content hash", () => {
    expect(photoChunkFileName("hawaii-2016", 0, "abc123")).toBe("hawaii-2016-1.abc123.json")
  })
})
