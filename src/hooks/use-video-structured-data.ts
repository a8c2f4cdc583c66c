/** VideoObject structured data for a featured video, from data/videos.json and the ids in data/site.json. */
import { graphql, useStaticQuery } from "gatsby"
import { videoObject } from "../lib/structured-data"
import { useSiteConfig } from "./use-site-config"

type VideoKey = keyof ReturnType<typeof useSiteConfig>["embeds"]["videos"]

export function useVideoStructuredData(keys: VideoKey[]): object[] {
  const { embeds } = useSiteConfig()
  const data = useStaticQuery<Queries.FeaturedVideosQuery>(graphql`
    query FeaturedVideos {
      videosJson {
        videos {
          key
          name
          description
          uploadDate
        }
      }
    }
  `)
  const videos = data.videosJson?.videos ?? []
  return keys.flatMap((key) => {
    const meta = videos.find((v) => v.key === key)
    if (!meta) return []
    return [
      videoObject({
        name: meta.name,
        description: meta.description,
        uploadDate: meta.uploadDate,
        videoId: embeds.videos[key],
        thumbnailOrigin: embeds.videoThumbnailOrigin,
        playerOrigin: embeds.videoPlayerOrigin,
      }),
    ]
  })
}
