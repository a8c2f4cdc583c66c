/**
 * The one typed way components read data/navigation.json: the frame's words (menu, footer,
 * skip link, error screen) and the small words many pages share (useSharedWords).
 */
import { graphql } from "gatsby"
import { useFrameData } from "./use-site-config"
import { fromData } from "../lib/from-data"
import { useInPageLanguage } from "./use-language"

/** The frame's words in one language. */
export type Navigation = Omit<NonNullable<Queries.SiteConfigQuery["navigationJson"]>, "es">

/**
 * The fields the frame reads, queried with the agency's details in useSiteConfig's one
 * static query: every page loads that query's result anyway, so the menu costs no request
 * of its own.
 */
export const query = graphql`
  fragment NavigationFields on NavigationJson {
    skipLink
    menuLabel
    mobileMenuLabel
    menu {
      ...NavigationLinkFields
    }
    apply {
      ...NavigationLinkFields
    }
    quote {
      ...NavigationLinkFields
    }
    familyPages
    openMenu
    closeMenu
    call
    otherLanguage
    footer {
      aboutHeading
      socialLabel
      quickLinksHeading
      quickLinks {
        ...NavigationLinkFields
      }
      agentLinksHeading
      agentLinks {
        ...NavigationLinkFields
      }
      servicesHeading
      services
      contactHeading
      legalLabel
      legalLinks {
        ...NavigationLinkFields
      }
      copyright
    }
    shared {
      newTab
      reachUs {
        call
        email
        contactPage
        contactPageLink
      }
      contactLines {
        call
        tollFree
        email
        follow
      }
      hoursTo
      troubleSeeing
      play
      watchVideo
      openEmbed
      bookingCalendar
      openBookingCalendar
      reviews
      readReviews
    }
    errorScreen {
      heading
      homeLabel
      retry
    }
  }

  fragment NavigationLinkFields on NavigationLink {
    label
    to
    also
    section
  }
`

/** The navigation's words in the page's language (the frame's query reads both). */
function useNavigationWords(): Navigation {
  return useInPageLanguage(fromData(useFrameData().navigationJson, "data/navigation.json"))
}

/** The navigation's words, and the opt-out label of the privacy policy the footer links to. */
export function useNavigation(): Navigation & { doNotSellLabel: string } {
  // The footer's opt-out link carries the privacy policy's own words for it, so the two never differ.
  const { doNotSellLabel } = useInPageLanguage(fromData(useFrameData().legalJson, "data/legal.json")).privacy
  return { ...useNavigationWords(), doNotSellLabel }
}

export type SharedWords = Navigation["shared"]

/**
 * The small words many pages share (the new-tab note, the ways to reach a person, the frames'
 * and players' labels), read from the frame's one static query, so they cost no request.
 */
export function useSharedWords(): SharedWords {
  return useNavigationWords().shared
}
