/**
 * data/videos.json: every video the site shows, once. A page names a video by its key
 * (`videoRef()`), and GraphQL hands the page the whole record, so a video has one id and
 * one title everywhere, and its VideoObject structured data comes from the same record.
 */
import { z } from "zod"
import { defineCollection, type DerivedType } from "./schema/collection"
import { isoDate, noTwoAlike, sampleFlag, text, line } from "./schema/vocabulary"
import type { Feature } from "./feature-type"
import { createChildNode } from "./schema/child-nodes"

export const videoRecord = z
  .strictObject({
    sample: sampleFlag(
      "placeholder videos",
      "Put in the ids and titles of the agency's own videos, or remove them and the places that show them.",
    ),
    key: text()
      .regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens")
      .describe("The video's key: how pages name it (lowercase, hyphens)."),
    youtubeId: text()
      .regex(/^[A-Za-z0-9_-]{6,20}$/, "must be a video id (6 to 20 letters, digits, - or _)")
      .describe("Id of the video at the video service (also gives the thumbnail)."),
    title: line().describe(
      "The video's one title: names the play button and the player frame, and is the title search engines see.",
    ),
    description: text().describe("One or two sentences on what the video shows (for search engines)."),
    uploadDate: isoDate().describe("Publication date, YYYY-MM-DD."),
  })
  .meta({ id: "VideoRecord", description: "A video as written in data/videos.json." })

export const videosCollection = defineCollection({
  label: "Videos",
  files: ["videos.json"],
  description: "Every video the site shows, from data/videos.json (one record per video, named by its key).",
  schema: z.strictObject({
    videos: z
      .array(videoRecord)
      .min(1)
      .superRefine(noTwoAlike("key", () => "is used twice"))
      .describe("One record per video."),
  }),
})

/** The Video node: one per record of data/videos.json, so pages can link to a video by its key. */
export const videoType: DerivedType = {
  typeName: "Video",
  description: "A video of data/videos.json, as pages link to it by key.",
  schema: videoRecord,
  records: { file: "videos.json", path: "videos.*", shownBy: "title" },
}

type VideosData = z.infer<typeof videosCollection.schema>

export const videosFeature: Feature = {
  name: "videos",
  label: "Videos",
  collections: [videosCollection],
  derivedTypes: [videoType],
  referenceTargets: (read) => ({ Video: read(videosCollection).videos.map((v) => v.key) }),
  onCreateNode: (args) => {
    if (args.node.internal.type !== videosCollection.typeName) return
    for (const video of (args.node as unknown as VideosData).videos)
      createChildNode(args, videoType.typeName, video.key, video)
  },
}
