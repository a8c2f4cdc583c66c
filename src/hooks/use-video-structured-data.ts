/** VideoObject structured data for the videos a page shows, from their records in data/videos.json. */
import { videoObject } from "../lib/structured-data"
import { useSiteConfig } from "./use-site-config"

export function useVideoStructuredData(videos: readonly Queries.VideoFieldsFragment[]): object[] {
  const { embeds } = useSiteConfig()
  return videos.map((video) =>
    videoObject({
      name: video.title,
      description: video.description,
      uploadDate: video.uploadDate,
      videoId: video.youtubeId,
      thumbnailOrigin: embeds.videoThumbnailOrigin,
      playerOrigin: embeds.videoPlayerOrigin,
    }),
  )
}
