/**
 * data/navigation.json: the words of the frame every page shares (the top bar, its menu,
 * the footer, the skip link, the error screen) and where the menu's links lead. The
 * addresses are checked against the site's pages, so a menu never links to a page that
 * does not exist or that is meant to be reached only from an ad or a form.
 */
import { z } from "zod"
import { defineCollection } from "./schema/collection"
import { DataError } from "./schema/data-validation"
import { line, sitePath, text } from "./schema/vocabulary"
import type { Feature, ReadFiles } from "./feature-type"
import { allRoutes } from "./routes"
import { navigationProblems } from "../lib/navigation"

const navLink = z
  .strictObject({
    label: line().describe("The link's words, in sentence case; one label names one page everywhere on the site."),
    to: sitePath().describe("The page it leads to, e.g. /faq: a page of the site that visitors browse."),
    also: z
      .array(sitePath())
      .optional()
      .describe(
        "Other addresses of the same page (e.g. /reviews for /testimonials): the link is marked current there too.",
      ),
    section: z
      .boolean()
      .optional()
      .describe("Whether pages below this address (e.g. each trip under /agent-incentives) count as this link's page."),
  })
  .meta({ id: "NavigationLink", description: "A link to a page of the site." })

const links = (what: string) => z.array(navLink).min(1).describe(what)

const navigationSchema = z.strictObject({
  skipLink: line().describe("The first link of every page, for keyboard users: it jumps to the page's content."),
  menuLabel: line().describe("What screen readers call the top menu."),
  mobileMenuLabel: line().describe("What screen readers call the menu panel on small screens."),
  menu: links("The top menu's links, in order; on small screens they fill the menu panel."),
  apply: navLink.describe(
    "The top bar's button on every page but the families' (the agent application). On the families' pages the menu panel lists it after their button, so careers stay a tap away.",
  ),
  quote: navLink.describe("The top bar's button on the families' pages (see familyPages): their next step, a quote."),
  familyPages: z
    .array(sitePath())
    .min(1)
    .describe(
      "The pages made for families, by address (e.g. /, /our-product, /quote): on each the top bar's button is the quote, on every other page the application. Each must be a page of the site; a page below one (/quote/…) is not included.",
    ),
  openMenu: line().describe("What screen readers call the menu button while the panel is closed."),
  closeMenu: line().describe("What screen readers call the menu button while the panel is open."),
  call: line().describe("Word before the phone number in the top bar (e.g. Call)."),
  otherLanguage: line().describe(
    "The top bar's link to the same page in the other language, written in that language: Español in the English text, English in the Spanish. It shows on the pages built in both languages (each page whose heading is written in Spanish).",
  ),
  footer: z
    .strictObject({
      aboutHeading: line().describe(
        "Heading of the footer's first column, for screen readers ({company} is the agency).",
      ),
      socialLabel: line().describe("What screen readers call the list of social profiles."),
      quickLinksHeading: line().describe("Heading of the first column of links."),
      quickLinks: links("Links of the first column, in order."),
      agentLinksHeading: line().describe("Heading of the column of links for agents."),
      agentLinks: links("Links for agents (career pages and calculators), in order."),
      servicesHeading: line().describe("Heading of the services column."),
      services: z.array(line()).min(1).describe("The services listed, in order (plain words, not links)."),
      contactHeading: line().describe("Heading of the contact column."),
      legalLabel: line().describe("What screen readers call the list of legal links."),
      legalLinks: links(
        "The legal pages, in order. The opt-out from the sale or sharing of personal information follows them, with the label of data/legal.json's privacy.doNotSellLabel.",
      ),
      copyright: line().describe(
        "The copyright line; {year} is the current year, {legalName} the agency's legal name.",
      ),
    })
    .describe("Words and links of the footer of every page."),
  shared: z
    .strictObject({
      newTab: line().describe(
        "What screen readers hear after a link that opens in a new tab (social profiles, videos, the podcast's buttons), e.g. (opens in a new tab).",
      ),
      reachUs: z
        .strictObject({
          call: line().describe("Word before the office phone number (e.g. Call)."),
          email: line().describe("Word before the e-mail address, after a comma (e.g. email)."),
          contactPage: line().describe("Words before the link to the contact page (e.g. or use our)."),
          contactPageLink: line().describe("The link to the contact page (e.g. contact page)."),
        })
        .describe(
          "The sentence shown where a form, calendar or player would be while it is not set up: Call (phone), email (address) or use our contact page.",
        ),
      contactLines: z
        .strictObject({
          call: line().describe("Label before the office phone number (e.g. Call:)."),
          tollFree: line().describe("Label before the toll-free number (e.g. Toll-free:)."),
          email: line().describe("Label before the e-mail address (e.g. E-mail:)."),
          follow: line().describe("Heading over the social profiles; {company} is the agency's name."),
        })
        .describe("The contact lines at the foot of the blueprint and in-home survey pages."),
      hoursTo: line().describe(
        "The word between the opening and the closing hour wherever the office hours are written (8:00 AM to 4:00 PM).",
      ),
      troubleSeeing: line().describe("Words before the plain link under a form, calendar, map or reviews frame."),
      play: line().describe("What screen readers hear before a video's title on its play button (e.g. Play:)."),
      watchVideo: line().describe("The plain link under a video; {name} is the video's title."),
      openEmbed: line().describe(
        "The plain link under a form or survey; {name} is the frame's title, so each form's link reads differently.",
      ),
      bookingCalendar: line().describe("What screen readers call the interview booking calendar."),
      openBookingCalendar: line().describe("The plain link under the booking calendar."),
      reviews: line().describe("What screen readers call the reviews frame."),
      readReviews: line().describe("The plain link under the reviews frame (to data/site.json's links.reviews)."),
    })
    .describe(
      "Small words many pages share: the new-tab note, the ways to reach a person where a form or player is not set up, and the labels of the forms', calendars' and players' frames and links.",
    ),
  errorScreen: z
    .strictObject({
      heading: line().describe("Heading shown when a page fails while it is drawn, above the error's own message."),
      homeLabel: line().describe("Label of the link to the home page under it."),
      retry: text().describe("The words after that link (e.g. or reload this page to try again.)."),
    })
    .describe("What a visitor sees instead of a blank page when a page fails."),
})

const navigationCollection = defineCollection({
  label: "Menu and footer",
  files: ["navigation.json"],
  schema: navigationSchema,
  description: "The top menu, the footer and the other words every page shares, from data/navigation.json.",
  languages: true,
})

/**
 * Checks that each link of data/navigation.json leads to a page of the site's one list
 * (src/lib/routes.ts, with the pages made from data records) that a link may lead to.
 */
export function validateNavigation(data: ReadFiles): void {
  const navigation = data.read(navigationCollection)
  const problems = navigationProblems(navigation, allRoutes(data))
  if (problems.length) throw new DataError(`data/navigation.json: ${problems.join("; ")}`)
}

export const navigationFeature: Feature = {
  name: "navigation",
  label: "Menu and footer",
  collections: [navigationCollection],
  validate: validateNavigation,
}
