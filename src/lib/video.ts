/** Addresses of the video service, built from an id (no network access here). */

/** Thumbnails to try in order: the large one, then the smaller fallback. */
export function thumbnailUrls(thumbnailOrigin: string, videoId: string): string[] {
  const id = encodeURIComponent(videoId)
  return [`${thumbnailOrigin}/vi/${id}/hqdefault.jpg`, `${thumbnailOrigin}/vi/${id}/mqdefault.jpg`]
}

export function videoEmbedUrl(playerOrigin: string, videoId: string, autoplay: boolean): string {
  return `${playerOrigin}/embed/${encodeURIComponent(videoId)}?rel=0&modestbranding=1${autoplay ? "&autoplay=1" : ""}`
}

export function playlistEmbedUrl(playerOrigin: string, listId: string): string {
  return `${playerOrigin}/embed/videoseries?list=${encodeURIComponent(listId)}`
}

export function videoWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
}
