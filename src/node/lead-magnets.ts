/** Blueprint and in-home survey landing pages, their PDFs, thank-you pages and legal pages. */
import type { Feature } from "./feature"

export const leadMagnetsFeature: Feature = {
  name: "lead-magnets",
}
