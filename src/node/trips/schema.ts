/**
 * The shapes of the trips area: data/trips/{tripId}/trip.json, data/incentives.json, and
 * the Trip node built from a trip's folder. A trip's own fields are declared here once:
 * the Trip node, its GraphQL type and the TypeScript types all take them from
 * `tripJsonSchema`, so a new field of trip.json reaches the pages' queries with no other edit.
 */
import { z } from "zod"
import { FIRST_SCREEN_PHOTOS, PHOTO_CHUNK_DIR } from "../../lib/photo-chunks"
import { defineCollection, fileNode, type DerivedType } from "../schema/collection"
import type { GatsbyFieldMeta } from "../schema/walk"
import { atLeastOne, hero, sampleFlag, seo, sitePath, text, titledText, line } from "../schema/vocabulary"

/**
 * Extensions of the photos a trip folder may hold: those gatsby-transformer-sharp makes
 * responsive images from, and HEIC/HEIF, which the build first turns into a JPEG (./heic.ts).
 */
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "tif", "tiff", "heic", "heif"] as const

/**
 * A photo's file name: one of PHOTO_EXTENSIONS at the end, in any case (IMG_0042.HEIC).
 * The case is spelled out letter by letter, not by a flag, because the JSON Schemas the
 * code editor checks trip.json with keep the pattern but drop its flags.
 */
export const PHOTO_FILE_NAME = new RegExp(
  `\\.(${PHOTO_EXTENSIONS.map((ext) => [...ext].map((c) => `[${c}${c.toUpperCase()}]`).join("")).join("|")})$`,
)

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The address of a trip's gallery page. */
export function tripPath(tripId: string): string {
  return `/agent-incentives/${tripId}`
}

const tripStats = z
  .strictObject({
    groupSize: z.int().positive().optional().describe("Number of people who travelled; pages show N/A without it."),
    duration: line().optional().describe("Length of the trip as displayed, e.g. 7 days; N/A without it."),
    location: line().optional().describe("Where the group stayed, e.g. Lake Louise, Alberta, Canada; N/A without it."),
  })
  .meta({ id: "TripStats", description: "Facts about a trip shown in the gallery hero (each may be missing)." })

/**
 * A photo of the trip's folder by file name, as imagePath() but taking every format the
 * gallery takes: HEIC too, which only the gallery turns into a JPEG. The editor offers it
 * as a file, so its window lists (and uploads) a phone's HEIC photo, which a browser cannot
 * draw and an image field's window leaves out.
 */
const tripPhotoName = () =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .regex(PHOTO_FILE_NAME, `must name a photo file (${PHOTO_EXTENSIONS.map((e) => `.${e}`).join(", ")})`)
    .meta({
      gatsby: { type: "File", extensions: { fileByRelativePath: {} } } satisfies GatsbyFieldMeta,
      upload: "file",
    })

/**
 * A caption of one photo of the trip's folder. It lives in trip.json (not a file of its
 * own keyed by file names) so that the browser editor, which edits a list of fields but
 * not an object keyed by file names, can write it; the photos themselves are still the
 * image files of the folder.
 */
const tripCaption = z
  .strictObject({
    photo: tripPhotoName().describe("The photo: an image file of this trip's folder, e.g. 12.jpg or IMG_0042.HEIC."),
    caption: text().describe("What the photo shows; it becomes the photo's alt text and its line in the lightbox."),
  })
  .meta({ id: "TripCaption", description: "The caption of one photo of a trip." })

/*
 * A field with a default has two descriptions: the outer one is the file's field, which
 * may be left out; the inner one is the Trip node's, where the default is always filled in.
 */
export const tripJsonSchema = z.strictObject({
  sample: sampleFlag(
    "sample trips with generated photos",
    "Replace each trip's text and photos with a real trip's, or delete its folder.",
  ),
  slug: z
    .string()
    .regex(SLUG, "must be lower-case letters, digits and single hyphens (it is the page address)")
    .optional()
    .describe("Optional page address overriding the folder name: /agent-incentives/{slug}."),
  destination: line().describe("Destination as shown on cards and in the hero, e.g. Winter Wonderland Canada."),
  year: z.int().min(1950).max(2100).describe("Year of the trip."),
  description: text().describe("One-paragraph description shown in the gallery hero."),
  highlights: z
    .array(text())
    .describe("Short highlight lines of the trip (empty when trip.json has none).")
    .default([])
    .describe("Short highlight lines of the trip, listed under the gallery."),
  stats: tripStats
    .describe("Group size, duration and location (each may be missing; pages show N/A).")
    .default({})
    .describe("Group size, duration and location."),
  captions: z
    .array(tripCaption)
    .default([])
    .describe(
      "Captions of some of the trip's photos. A photo without one is described as '{destination} {year}, photo i of n'.",
    ),
})

export type TripData = z.infer<typeof tripJsonSchema>

export const tripCollection = defineCollection({
  label: "Incentive trips",
  // A trip is a folder: deleting its trip.json in the editor would leave its photos behind
  // in a folder the build refuses, so trips are removed in the repository, not the editor.
  entries: {
    singular: "Trip",
    identifierField: "destination",
    slug: "{{destination}}-{{fields.year}}",
    previewPath: "agent-incentives/{{dirname}}",
    deletable: false,
  },
  files: ["trips/*/trip.json"],
  schema: tripJsonSchema,
  description: "Raw data/trips/*/trip.json (the trip's text). Query Trip instead: it adds the photos, cover and count.",
})

const tripPhoto = z
  .strictObject({
    fileName: text().describe("File name in the trip folder, e.g. 12.jpg."),
    position: z.int().describe("1-based place in the gallery."),
    alt: text().describe("Alt text: the photo's caption in trip.json, else '{destination} {year}, photo i of n'."),
    image: fileNode().describe(
      "The image file (query childImageSharp.gatsbyImageData for responsive images); for a HEIC/HEIF photo, the JPEG the build made of it.",
    ),
  })
  .meta({ id: "TripPhoto", description: "One photo of a trip gallery." })

/**
 * trip.json's fields that the Trip node does not repeat: the mark of sample content, and
 * the slug and captions, which it holds as its tripId and as its photos' alt text.
 */
const FILE_ONLY = { sample: true, slug: true, captions: true } as const

/** The trip's own fields, which the Trip node carries as trip.json has them: every field but FILE_ONLY. */
const tripFileFields = tripJsonSchema.omit(FILE_ONLY)

export type TripFields = z.output<typeof tripFileFields>

/** The Trip node's copy of a checked trip.json. */
export function tripFieldsOf(data: TripData): TripFields {
  return Object.fromEntries(
    Object.keys(tripFileFields.shape).map((key) => [key, data[key as keyof TripData]]),
  ) as TripFields
}

/** The fields of `schema` as read: a field with a default is always there, so GraphQL has it non-null. */
function asRead(schema: z.ZodObject): z.ZodRawShape {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  )
}

/** The Trip node: trip.json's text plus what the build derives from the folder's files. */
export const tripType: DerivedType = {
  typeName: "Trip",
  description:
    "An agent incentive trip: one folder data/trips/{tripId}/ with trip.json and the trip's photos. Photos, cover and count come from the image files in the folder; nothing is counted by hand.",
  schema: z.strictObject({
    tripId: text().describe(
      "Id used in the page address /agent-incentives/{tripId}: the folder name, or trip.json's slug.",
    ),
    path: sitePath().describe("Address of the gallery page."),
    ...asRead(tripFileFields),
    folder: text().describe("Folder of the trip, relative to data/ (e.g. trips/hawaii-2016)."),
    photos: z
      .array(tripPhoto)
      .describe("The image files of the folder (cover.* excluded) in natural file-name order: 2.jpg before 10.jpg."),
    firstPhotos: z
      .array(tripPhoto)
      .describe(
        `The first ${FIRST_SCREEN_PHOTOS} photos (FIRST_SCREEN_PHOTOS of src/lib/photo-chunks.ts), in the order of photos: what a gallery page sends with its HTML. The others reach the browser as JSON chunks the build writes under /${PHOTO_CHUNK_DIR}/ (see the page context's photoChunks).`,
      ),
    photoCount: z.int().describe("Number of gallery photos, derived from the files."),
    cover: fileNode()
      .nullable()
      .describe("Card and hero image: cover.* in the folder, else the first photo; null for a trip without photos."),
  }),
}

export const incentivesSchema = z.strictObject({
  seo: seo.describe("Search title and description of /agent-incentives."),
  hero: hero
    .extend({
      buttonLabel: line().describe("Label of the hero button."),
      buttonTo: sitePath().describe("Where the hero button leads."),
    })
    .describe("Opening band of /agent-incentives."),
  benefitsHeading: line().describe("Heading of the benefit cards."),
  benefits: atLeastOne(titledText, "card").describe(
    "The benefit cards, in order. At least one: the heading stands over them.",
  ),
  destinationsHeading: line().describe("Heading above the trip cards."),
  destinationsLead: text().describe("Sentence under that heading."),
  qualification: z
    .strictObject({
      heading: line().describe("Heading of the qualification section."),
      lead: text().describe("Paragraph before the criteria."),
      criteria: z.array(text()).min(1).describe("The criteria, as a numbered list."),
      note: text().describe("Fine print under the criteria."),
    })
    .describe("How agents qualify for a trip."),
  tripTerms: z
    .strictObject({
      heading: line().describe("Heading of what a trip covers, in the qualification section."),
      covers: z
        .string()
        .trim()
        .describe(
          "What the agency pays for on a trip (e.g. round-trip flights, hotel, group meals and activities). The agency's own fact: leave it empty until it is stated, and the page says the trip's cover is set in each year's qualification rules.",
        ),
      notCovered: z
        .string()
        .trim()
        .describe(
          "What a qualifying agent pays for themselves (e.g. a guest, extra nights, spending money). Shown only when filled in.",
        ),
      coversLabel: line().describe("Label before what is covered."),
      notCoveredLabel: line().describe("Label before what is not covered."),
      coversUnstated: text().describe(
        "Shown while covers is empty: that what each trip covers is set in that year's written qualification rules.",
      ),
      taxNote: text().describe("That a trip awarded to an independent contractor is reported as taxable income."),
    })
    .describe("What an incentive trip covers and how it is taxed, shown with the qualification criteria."),
  quote: z
    .strictObject({
      text: text().describe("The quotation (the page adds the quotation marks)."),
      attribution: text().describe("Who said it."),
    })
    .describe("A quotation from the agency's leadership."),
  cta: z
    .strictObject({
      heading: line().describe("Heading of the closing block."),
      text: text().describe("Its sentence."),
      primaryLabel: line().describe("Label of the first button."),
      secondaryLabel: line().describe("Label of the second, outlined button."),
      to: sitePath().describe("Where the first button leads (the application)."),
      secondaryTo: sitePath().describe("Where the second button leads (one destination per label)."),
    })
    .describe("Closing call to action."),
  cardLinkLabel: line().describe("Label of the link on each trip card to its gallery."),
  gallery: z
    .strictObject({
      seoTitle: line().describe("Title of a gallery page; {trip} is the destination and year."),
      seoDescription: text().describe(
        "Meta description of a gallery page; {photos} is the photo count (e.g. 72 photos), {trip} the destination and year, {description} the trip's description.",
      ),
      breadcrumbHome: text().describe("Name of the home page in the gallery's breadcrumb trail."),
      breadcrumbIncentives: text().describe("Name of /agent-incentives in the breadcrumb trail."),
      breadcrumbLabel: line().describe("What screen readers call the breadcrumb trail."),
      galleryHeading: line().describe("Heading above the photos."),
      countLine: text().describe(
        "Line under the gallery heading; {photos} is the photo count (e.g. 72 photos), {destination} the destination.",
      ),
      emptyMessage: text().describe(
        "Shown instead of the photos when a trip has none yet; {trip} is the destination and year.",
      ),
      highlightsHeading: line().describe("Heading of the trip's highlights."),
      stats: z
        .strictObject({
          duration: line().describe("Label of the trip's duration."),
          groupSize: text().describe("Label of the group size."),
          location: line().describe("Label of the location."),
        })
        .describe("Labels of the facts in the gallery hero."),
      photos: z
        .strictObject({
          caption: line().describe(
            "Caption of the featured photo; {number} is its place in the gallery, {total} the number of photos.",
          ),
          openFullScreen: line().describe(
            "Said to screen readers after the featured photo's description: it opens full screen.",
          ),
          auto: line().describe("Badge on the featured photo while the slideshow moves on by itself."),
          previous: line().describe("Label of the button to the previous photo."),
          next: line().describe("Label of the button to the next photo."),
          play: line().describe("Label of the button that starts the slideshow."),
          pause: line().describe("Label of the same button while the slideshow runs."),
          thumbnails: line().describe(
            "What screen readers call the strip of small photos; {trip} is the destination and year.",
          ),
          thumbnail: line().describe(
            "What screen readers call one small photo; {number} is its place, {total} the number of photos.",
          ),
          loading: line().describe("Said to screen readers while the featured photo is on its way."),
          loadError: text().describe(
            "Shown on a photo that could not be fetched: that moving to another photo tries again.",
          ),
          viewerUnavailable: text().describe(
            "Shown when the full-screen viewer could not be fetched (the connection dropped): to reload the page.",
          ),
        })
        .describe("Words of the photo gallery: featured photo, buttons and thumbnails."),
      lightbox: z
        .strictObject({
          label: line().describe(
            "What screen readers call the full-screen viewer; {trip} is the destination and year.",
          ),
          counter: line().describe(
            "Position of the photo on screen; {number} is its place, {total} the number of photos.",
          ),
          close: line().describe("What screen readers call the button that closes the viewer."),
          previous: line().describe("What screen readers call the button to the previous photo."),
          next: line().describe("What screen readers call the button to the next photo."),
        })
        .describe("Words of the full-screen photo viewer."),
    })
    .describe("Words of every trip gallery page (/agent-incentives/{tripId})."),
})

export const incentivesCollection = defineCollection({
  label: "Agent Incentives page",
  files: ["incentives.json"],
  schema: incentivesSchema,
  description: "Text of /agent-incentives and of the trip gallery pages, from data/incentives.json.",
})
