/**
 * The stories area as gatsby-node and the browser editor see it: the story pages
 * (stories.ts) with the testimonials, podcast, contact and quote pages, whose files the
 * editor lists under one heading beside the stories' folder.
 */
import type { Feature } from "./feature-type"
import { contactCollection } from "./contact"
import { podcastCollection } from "./podcast"
import { quoteCollection } from "./quote"
import { createStoryPages, createStoryResolvers, storyCollection, validateStories } from "./stories"
import { testimonialsCollection } from "./testimonials"

/**
 * The story pages and the four pages filed with them. One feature, so the editor keeps its
 * collection "stories-pages" (labelled below) after the stories' folder, and GraphQL meets
 * the types in the same order.
 */
export const storiesFeature: Feature = {
  name: "stories",
  label: "Testimonials, podcast, contact and quote pages",
  collections: [testimonialsCollection, podcastCollection, contactCollection, quoteCollection, storyCollection],
  validate: validateStories,
  createResolvers: createStoryResolvers,
  createPages: createStoryPages,
}
