/** Recruiting and booking pages, FL/TX zip lists, the prize wheel and the meeting sign-in page. */
import type { Feature } from "./feature"

export const recruitingFeature: Feature = {
  name: "recruiting",
}
