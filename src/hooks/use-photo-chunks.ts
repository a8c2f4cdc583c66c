/**
 * The photos of a trip gallery in the browser: the first screen came with the page, the
 * others arrive in chunks (src/lib/photo-chunks.ts) fetched when the gallery asks for
 * the photos it is about to show. A chunk that fails is marked failed and asked for again
 * the next time the gallery needs one of its photos.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from "react"
import {
  chunksToFetch,
  photoChunkOf,
  photoChunkRange,
  photoChunksFor,
  type GalleryPhoto,
  type PhotoChunkStatus,
} from "../lib/photo-chunks"

type Chunks = Record<number, { status: PhotoChunkStatus; photos?: GalleryPhoto[] }>

export type PhotoChunks = {
  /** Photo `index`, or null while its chunk has not arrived. */
  photoAt: (index: number) => GalleryPhoto | null
  /** Whether the last attempt to load photo `index` failed. */
  failedAt: (index: number) => boolean
  /** Fetches the chunks of these photos that are not in or on their way (failed ones again). */
  request: (indexes: readonly number[]) => void
}

/** The photos of a fetched chunk, or null when the file is not the chunk expected. */
function chunkPhotos(data: unknown, start: number, end: number): GalleryPhoto[] | null {
  const file = data as { start?: unknown; photos?: unknown } | null
  if (!file || file.start !== start || !Array.isArray(file.photos) || file.photos.length !== end - start) return null
  const photos = file.photos as GalleryPhoto[]
  return photos.every((p) => p && typeof p.alt === "string" && p.large?.images && p.thumb?.images) ? photos : null
}

export function usePhotoChunks(firstScreen: readonly GalleryPhoto[], chunkUrls: readonly string[], total: number) {
  const [chunks, setChunks] = useState<Chunks>({})
  // The same statuses, read synchronously so two requests in one render never fetch twice.
  const status = useRef<Record<number, PhotoChunkStatus>>({})
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const request = useCallback(
    (indexes: readonly number[]) => {
      const wanted = photoChunksFor(indexes, total).filter((chunk) => chunk < chunkUrls.length)
      for (const chunk of chunksToFetch(wanted, status.current)) {
        const set = (next: Chunks[number]) => {
          status.current[chunk] = next.status
          // A transition: the photos it brings render in slices, between the visitor's input.
          if (mounted.current) startTransition(() => setChunks((all) => ({ ...all, [chunk]: next })))
        }
        set({ status: "loading" })
        const { start, end } = photoChunkRange(chunk, total)
        fetch(chunkUrls[chunk])
          .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
          .then((data: unknown) => {
            const photos = chunkPhotos(data, start, end)
            set(photos ? { status: "loaded", photos } : { status: "failed" })
          })
          .catch(() => set({ status: "failed" }))
      }
    },
    [chunkUrls, total],
  )

  const photoAt = useCallback(
    (index: number): GalleryPhoto | null => {
      const chunk = photoChunkOf(index)
      if (chunk === null) return firstScreen[index] ?? null
      const photos = chunks[chunk]?.photos
      return photos ? (photos[index - photoChunkRange(chunk, total).start] ?? null) : null
    },
    [chunks, firstScreen, total],
  )

  const failedAt = useCallback(
    (index: number): boolean => {
      const chunk = photoChunkOf(index)
      return chunk !== null && (chunks[chunk]?.status === "failed" || chunk >= chunkUrls.length)
    },
    [chunks, chunkUrls.length],
  )

  return { photoAt, failedAt, request } satisfies PhotoChunks
}
