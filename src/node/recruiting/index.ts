/**
 * Recruiting and booking pages, the FL/TX zip lists, the prize wheel and the meeting
 * sign-in page: their GraphQL types, the checks of their files in data/, and the pages
 * generated from data (the three booking variants and the sign-in page with its QR code).
 */
import path from "path"
import type { Feature } from "../feature-type"
import { siteCollection } from "../site"
import { bookingCollection } from "./booking"
import { meetingSigninCollection } from "./meeting-signin"
import { qrMatrix } from "./qr-code"
import { recruitingPreflight } from "./preflight"
import { recruitingCollection } from "./recruiting-pages"
import { wheelCollection } from "./wheel"
import { zipEligibilityCollection } from "./zip-eligibility"

// Read from here: the booking pages by src/node/copy-rules/run.ts, the zip lists' rules by
// scripts/make-zip-lists.ts and __tests__/fixtures/recruiting-areas.ts.
export { bookingCollection }
export { ZIP_LIST_RULES } from "./zip-eligibility"

/** The recruiting area: its five data files, what they need before going live, and the booking and sign-in pages. */
export const recruitingFeature: Feature = {
  name: "recruiting",
  label: "Recruiting and booking",
  collections: [
    recruitingCollection,
    bookingCollection,
    zipEligibilityCollection,
    wheelCollection,
    meetingSigninCollection,
  ],
  preflight: recruitingPreflight,
  // A page for each booking variant, and the meeting sign-in page with its QR code.
  createPages: async ({ actions }, read) => {
    const bookingTemplate = path.resolve("src/templates/booking.tsx")
    for (const { path: pagePath } of read(bookingCollection).variants) {
      actions.createPage({ path: pagePath, component: bookingTemplate, context: { variantPath: pagePath } })
    }
    actions.createPage({
      path: "/meeting-signin",
      component: path.resolve("src/templates/meeting-signin.tsx"),
      context: { qr: qrMatrix(read(siteCollection).links.meetingSignIn) },
    })
  },
}
