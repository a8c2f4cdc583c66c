/**
 * data/site.json: the agency's identity and the addresses of its embeds. Everything an
 * agency changes to make the site its own lives in this one file (see README).
 */
import fs from "fs"
import path from "path"
import { z } from "zod"
import { parseJson, text, validateData } from "../lib/data-validation"
import type { Feature } from "./feature"

const url = () => text()
const pathOrUrl = () =>
  text().refine((v) => v.startsWith("/") || /^https?:\/\//.test(v), "must start with / or http(s)://")

export const siteSchema = z
  .object({
    companyName: text(),
    legalName: text(),
    tagline: text(),
    description: text(),
    siteUrl: url(),
    founderFirstName: text().regex(/^[A-Za-z]+$/, "must be one word of letters (it is part of a page address)"),
    founderFullName: text(),
    blueprintAuthorFirstName: text().regex(/^[A-Za-z]+$/, "must be one word of letters (it is part of a page address)"),
    phone: text(),
    tollFreePhone: text(),
    email: text().email(),
    address: z.object({
      street: text(),
      city: text(),
      region: text(),
      regionName: text(),
      postalCode: text(),
      country: text(),
    }),
    businessHours: z.object({
      days: text(),
      open: text(),
      close: text(),
      timeZone: text(),
      openingHoursSpec: text(),
    }),
    social: z.object({ facebook: url(), instagram: url(), linkedin: url(), youtube: url() }),
    carrier: z.object({
      name: text(),
      heritageYears: z.number().int().positive(),
      amBestRating: text(),
      bbbRating: text(),
    }),
    areaServed: z.array(text()).min(1),
    links: z.object({
      meetingsPage: pathOrUrl(),
      goalResultsPage: pathOrUrl(),
      externalScheduler: url(),
      surveyBookingLink: url(),
      meetingSignIn: url(),
      videoChannel: url(),
      latestVideos: url(),
      playlist: url(),
      subscribe: url(),
      directions: url(),
      reviews: url(),
    }),
    embeds: z.object({
      videoPlayerOrigin: url(),
      videoThumbnailOrigin: url(),
      formScriptUrl: url(),
      formOrigin: url(),
      forms: z.object({
        leadCapture: text(),
        application: text(),
        quoteSurvey: text(),
        contactSurvey: text(),
        surveyDownload: text(),
      }),
      bookingWidgetUrl: url(),
      reviewsWidgetUrl: url(),
      mapEmbedUrl: url(),
      videos: z.object({
        homeHero: text(),
        homeSecond: text(),
        testimonialsFeatured: text(),
        joinOurTeam: text(),
        quoteOverview: text(),
        mentor: text(),
        thankYou: text(),
      }),
      playlistId: text(),
    }),
  })
  .strict()

export type SiteData = z.infer<typeof siteSchema>

/** Reads and validates data/site.json (also used by gatsby-config for siteMetadata). */
export function readSite(dataDir: string): SiteData {
  const file = path.join(dataDir, "site.json")
  const rel = path.relative(process.cwd(), file)
  if (!fs.existsSync(file)) throw new Error(`${rel}: file is missing`)
  return validateData(rel, siteSchema, parseJson(rel, fs.readFileSync(file, "utf8")))
}

const typeDefs = /* GraphQL */ `
  """
  The agency's identity and settings, from data/site.json. Replace this file to rebrand the site.
  """
  type SiteJson implements Node @dontInfer {
    "Trading name shown in the header, footer and titles."
    companyName: String!
    "Registered legal name, used in legal pages and consent text."
    legalName: String!
    "Short line shown above the home page headline and on the link-preview picture."
    tagline: String!
    "One-paragraph description of the agency (footer, default meta description)."
    description: String!
    "Public address of the deployed site, without a trailing slash (SITE_URL overrides it at build time)."
    siteUrl: String!
    "Founder's first name; the founder story lives at /{founderFirstName lowercased}-story."
    founderFirstName: String!
    "Founder's full name."
    founderFullName: String!
    "First name of the blueprint's author; the landing page lives at /{name lowercased}-7-step-blueprint."
    blueprintAuthorFirstName: String!
    "Main office phone, as displayed."
    phone: String!
    "Toll-free number, as displayed."
    tollFreePhone: String!
    "Public e-mail address."
    email: String!
    "Office street address."
    address: SiteAddress!
    "Office hours shown on the contact page and in structured data."
    businessHours: SiteBusinessHours!
    "Social profile links shown in the footer."
    social: SiteSocial!
    "The one insurance carrier the agency represents."
    carrier: SiteCarrier!
    "States where the agency writes business (structured data)."
    areaServed: [String!]!
    "Where buttons and successful sends lead."
    links: SiteLinks!
    "Ids and origins of third-party embeds."
    embeds: SiteEmbeds!
  }

  "Postal address of the office."
  type SiteAddress @dontInfer {
    street: String!
    city: String!
    "Two-letter state code."
    region: String!
    "State name written out."
    regionName: String!
    postalCode: String!
    "Two-letter country code."
    country: String!
  }

  "Opening hours of the office."
  type SiteBusinessHours @dontInfer {
    "Days open, as displayed (e.g. Monday to Friday)."
    days: String!
    open: String!
    close: String!
    timeZone: String!
    "schema.org openingHours form, e.g. Mo-Fr 08:00-16:00."
    openingHoursSpec: String!
  }

  "Social profile addresses."
  type SiteSocial @dontInfer {
    facebook: String!
    instagram: String!
    linkedin: String!
    youtube: String!
  }

  "The carrier the agency represents and its ratings."
  type SiteCarrier @dontInfer {
    name: String!
    "Years the carrier has been in business."
    heritageYears: Int!
    "Insurer-rating agency grade."
    amBestRating: String!
    "Business-bureau grade."
    bbbRating: String!
  }

  "Destinations of buttons and of successful sends (site paths or full URLs)."
  type SiteLinks @dontInfer {
    "Where Submit Goal Sheet (both calculators) and the comparison's Email Results lead after a successful send."
    meetingsPage: String!
    "Where the Goal Calculator's Email Results leads after a successful send."
    goalResultsPage: String!
    "External scheduler linked from the request-received thank-you page."
    externalScheduler: String!
    "Booking link opened by Book a Call on the in-home survey page."
    surveyBookingLink: String!
    "Address the meeting sign-in QR code points to."
    meetingSignIn: String!
    videoChannel: String!
    latestVideos: String!
    playlist: String!
    subscribe: String!
    "Map directions to the office."
    directions: String!
    "Public reviews page."
    reviews: String!
  }

  "Third-party embed settings. Pages work without them; these only decide what loads on demand."
  type SiteEmbeds @dontInfer {
    "Player origin for video facades (privacy-friendly domain)."
    videoPlayerOrigin: String!
    "Origin of video thumbnails."
    videoThumbnailOrigin: String!
    "Lead-management form embed script, added to <head> on pages with a form."
    formScriptUrl: String!
    "Origin of the lead-management forms."
    formOrigin: String!
    forms: SiteForms!
    bookingWidgetUrl: String!
    reviewsWidgetUrl: String!
    mapEmbedUrl: String!
    videos: SiteVideos!
    "Playlist id for the founder success-stories page."
    playlistId: String!
  }

  "Form ids at the lead-management service."
  type SiteForms @dontInfer {
    leadCapture: String!
    application: String!
    quoteSurvey: String!
    contactSurvey: String!
    surveyDownload: String!
  }

  "Video ids at the video service."
  type SiteVideos @dontInfer {
    homeHero: String!
    homeSecond: String!
    testimonialsFeatured: String!
    joinOurTeam: String!
    quoteOverview: String!
    mentor: String!
    thankYou: String!
  }
`

export const siteFeature: Feature = {
  name: "site",
  typeDefs,
  validate: (dataDir) => {
    readSite(dataDir)
  },
}
