/** The one typed way the page frame reads data/navigation.json (menu, footer, skip link, error screen). */
import { graphql, useStaticQuery } from "gatsby"

export type Navigation = NonNullable<Queries.NavigationQuery["navigationJson"]>

/** The navigation's words, and the opt-out label of the privacy policy the footer links to. */
export function useNavigation(): Navigation & { doNotSellLabel: string } {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      navigationJson {
        skipLink
        menuLabel
        mobileMenuLabel
        menu {
          ...NavigationLinkFields
        }
        apply {
          ...NavigationLinkFields
        }
        openMenu
        closeMenu
        call
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
        errorScreen {
          heading
          homeLabel
          retry
        }
      }
      legalJson {
        privacy {
          doNotSellLabel
        }
      }
    }

    fragment NavigationLinkFields on NavigationLink {
      label
      to
      also
      section
    }
  `)
  if (!data.navigationJson || !data.legalJson)
    throw new Error("data/navigation.json or data/legal.json is missing from the data layer")
  // The footer's opt-out link carries the privacy policy's own words for it, so the two never differ.
  return { ...data.navigationJson, doNotSellLabel: data.legalJson.privacy.doNotSellLabel }
}
