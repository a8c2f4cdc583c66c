/**
 * data/videos.json: what search engines learn about the featured videos (VideoObject
 * structured data). The ids themselves live in data/site.json → embeds.videos.
 */
import { z } from "zod"
import { defineCollection, readSingle } from "./schema/collection"
import { isoDate, text } from "./schema/vocabulary"
import type { Feature } from "./feature"
import { readSite } from "./site"

export const videosCollection = defineCollection({
  typeName: "VideosJson",
  files: ["videos.json"],
  description: "Descriptions of the featured videos for search engines (VideoObject), from data/videos.json.",
  schema: z.strictObject({
    videos: z
      .array(
        z
          .strictObject({
            key: text().describe("Key of the video id in data/site.json → embeds.videos."),
            name: text().describe("Title shown to search engines."),
            description: text().describe("One or two sentences on what the video shows."),
            uploadDate: isoDate().describe("Publication date, YYYY-MM-DD."),
          })
          .meta({ id: "FeaturedVideo", description: "One featured video." }),
      )
      .min(1)
      .describe("One entry per featured video."),
  }),
})

export const videosFeature: Feature = {
  name: "videos",
  collections: [videosCollection],
  validate: (dataDir) => {
    const data = readSingle(dataDir, videosCollection)
    const ids = readSite(dataDir).embeds.videos as Record<string, string>
    data.videos.forEach((video, i) => {
      if (!(video.key in ids)) {
        throw new Error(
          `data/videos.json: field "videos[${i}].key": "${video.key}" is not a key of data/site.json embeds.videos`,
        )
      }
    })
  },
}
