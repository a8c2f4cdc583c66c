/**
 * The stories area as gatsby-node and the browser editor see it: the story pages
 * (stories.ts) with the testimonials, podcast, contact and quote pages, whose files the
 * editor lists under one heading beside the stories' folder.
 */
import type { Feature } from "./feature-type"
import { readSingle, type Collection } from "./schema/collection"
import { contactCollection } from "./contact"
import { podcastCollection } from "./podcast"
import { quoteCollection } from "./quote"
import { createStoryPages, createStoryResolvers, storyCollection, validateStories } from "./stories"
import { testimonialsCollection } from "./testimonials"

/** Checks every file of this feature; throws a DataError naming the file and the field. */
export function validateStoriesData(dataDir: string): void {
  const singles: Collection[] = [testimonialsCollection, podcastCollection, contactCollection, quoteCollection]
  for (const collection of singles) readSingle(dataDir, collection)
  validateStories(dataDir)
}

/**
 * The story pages and the four pages filed with them. One feature, so the editor keeps its
 * collection "stories-pages" (labelled below) after the stories' folder, and GraphQL meets
 * the types in the same order.
 */
export const storiesFeature: Feature = {
  name: "stories",
  label: "Testimonials, podcast, contact and quote pages",
  collections: [testimonialsCollection, podcastCollection, contactCollection, quoteCollection, storyCollection],
  validate: validateStoriesData,
  createResolvers: createStoryResolvers,
  createPages: createStoryPages,
}
