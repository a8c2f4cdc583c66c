import testimonials from "../../../data/testimonials.json"
import podcast from "../../../data/podcast.json"
import contact from "../../../data/contact.json"
import quote from "../../../data/quote.json"
import type { Headings, RecordHeadings } from "./types"

/** The h1 of this area's pages, by address; the addresses are the one list's (src/lib/routes.ts). */
export const STORIES_HEADINGS: Headings = {
  "/testimonials": testimonials.hero.title,
  "/reviews": testimonials.hero.title,
  "/podcast": podcast.hero.title,
  "/contact": contact.hero.title,
  "/request-info": quote.requestInfo.hero.title,
  "/quote": quote.quote.hero.title,
  "/get-quote": quote.landing.hero.title,
}

/** The h1 of a story page (data/stories/{slug}.json). */
export const STORY_RECORD_HEADINGS: RecordHeadings = {
  stories: (story: { hero: { title: string } }) => story.hero.title,
}
