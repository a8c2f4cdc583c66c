/**
 * data/videos.json: what search engines learn about the featured videos (VideoObject
 * structured data). The ids themselves live in data/site.json → embeds.videos.
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import { parseJson, text, validateData } from "../lib/data-validation"
import type { Feature } from "./feature"
import { readSite } from "./site"

const videosSchema = z
  .object({
    videos: z
      .array(
        z
          .object({
            key: text(),
            name: text(),
            description: text(),
            uploadDate: text().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2024-01-31"),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()

const typeDefs = /* GraphQL */ `
  """
  Descriptions of the featured videos for search engines (VideoObject), from data/videos.json.
  """
  type VideosJson implements Node @dontInfer {
    videos: [FeaturedVideo!]!
  }

  "One featured video."
  type FeaturedVideo @dontInfer {
    "Key of the video id in data/site.json → embeds.videos."
    key: String!
    "Title shown to search engines."
    name: String!
    "One or two sentences on what the video shows."
    description: String!
    "Publication date, YYYY-MM-DD."
    uploadDate: String!
  }
`

export const videosFeature: Feature = {
  name: "videos",
  typeDefs,
  validate: (dataDir) => {
    const file = path.join(dataDir, "videos.json")
    const rel = path.relative(process.cwd(), file)
    const data = validateData(rel, videosSchema, parseJson(rel, fs.readFileSync(file, "utf8")))
    const ids = readSite(dataDir).embeds.videos as Record<string, string>
    data.videos.forEach((video, i) => {
      if (!(video.key in ids)) {
        throw new Error(`${rel}: field "videos[${i}].key": "${video.key}" is not a key of data/site.json embeds.videos`)
      }
    })
  },
}
