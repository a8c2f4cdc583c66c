/** The meeting sign-in page /meeting-signin of data/meeting-signin.json: its schema and its collection. */
import { z } from "zod"
import { defineCollection } from "../schema/collection"
import { hero, line, seo, text } from "../schema/vocabulary"

/** The content of data/meeting-signin.json. */
const meetingSigninSchema = z.strictObject({
  seo: seo.describe("Head tags of /meeting-signin (not indexed)."),
  hero: hero.describe("Opening band."),
  qrLabel: line().describe("Accessible name of the QR code."),
  helpHeading: line().describe("Heading of the help steps."),
  helpSteps: z
    .array(text())
    .min(1)
    .describe("How to sign in, one step each, in order. At least one: the heading stands over them."),
  linkIntro: text().describe("Sentence before the plain sign-in link."),
})

/** data/meeting-signin.json: checked before the build and typed in GraphQL from its schema. */
export const meetingSigninCollection = defineCollection({
  label: "Meeting sign-in",
  files: ["meeting-signin.json"],
  schema: meetingSigninSchema,
  description: "The meeting sign-in page with its QR code, from data/meeting-signin.json.",
})
