/** The one typed way components read data/site.json. */
import { graphql, useStaticQuery } from "gatsby"
import { fromData } from "../lib/from-data"
import { useLanguage } from "./use-language"

/** The English addresses of the pages built in Spanish too (at the same address under /es). */
export function useSpanishPages(): readonly string[] {
  return useFrameData().spanishPages?.paths ?? NONE
}
const NONE: readonly string[] = []

/** The agency's details, its texts in the page's language. */
export type SiteConfig = Omit<NonNullable<Queries.SiteConfigQuery["siteJson"]>, "es">

/**
 * The one static query of the page frame: the agency's details (data/site.json, with the
 * costs to start that the careers pages show), the menu, the footer and the words many
 * pages share (data/navigation.json, fields in use-navigation.ts), the privacy policy's
 * opt-out label and the pages built in Spanish too. One query, so every page fetches one
 * result for its frame.
 */
export function useFrameData(): Queries.SiteConfigQuery {
  return useStaticQuery<Queries.SiteConfigQuery>(graphql`
    query SiteConfig {
      navigationJson {
        ...NavigationFields
        es: inLanguage(language: es) {
          ...NavigationFields
        }
      }
      legalJson {
        privacy {
          doNotSellLabel
        }
        es: inLanguage(language: es) {
          privacy {
            doNotSellLabel
          }
        }
      }
      spanishPages {
        paths
      }
      siteJson {
        companyName
        legalName
        ...SiteTexts
        es: inLanguage(language: es) {
          ...SiteTexts
        }
        siteUrl
        founderFirstName
        founderFullName
        blueprintAuthorFirstName
        phone
        tollFreePhone
        spanishPhone
        email
        licenseNumber
        address {
          street
          city
          region
          regionName
          postalCode
          country
        }
        social {
          facebook
          instagram
          linkedin
          youtube
        }
        carrier {
          name
          heritageYears
          amBestRating
          bbbRating
        }
        areaServed
        links {
          meetingsPage
          goalResultsPage
          externalScheduler
          surveyBookingLink
          meetingSignIn
          videoChannel
          latestVideos
          playlist
          subscribe
          directions
          reviews
        }
        embeds {
          videoPlayerOrigin
          videoThumbnailOrigin
          formScriptUrl
          formOrigin
          forms {
            leadCapture
            application
            quoteSurvey
            contactSurvey
            surveyDownload
          }
          bookingWidgetUrl
          reviewsWidgetUrl
          mapEmbedUrl
          playlistId
        }
        leads {
          priceLow
          priceHigh
        }
        startingCosts {
          heading
          intro
          range
          licenseLabel
          licenseCost
          licenseLow
          licenseHigh
          errorsAndOmissionsLabel
          errorsAndOmissionsCost
          errorsAndOmissionsLow
          errorsAndOmissionsHigh
          leadsLabel
          leadsCost
          leadsPerWeekLow
          leadsPerWeekHigh
          totalLabel
          totalCost
          whoPays
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
}

/** The texts of data/site.json the pages show, read in each language. */
export const query = graphql`
  fragment SiteTexts on SiteJson {
    tagline
    description
    notices {
      coverage
      license
      carrierRatings
      typicalEarnings
      typicalEarningsUnpublished
      leadTerms
      gradedBenefit
      seeAbove {
        typicalEarnings
        leadTerms
        gradedBenefit
      }
    }
    businessHours {
      days
      open
      close
      timeZone
      utcOffsetMinutes
      usDaylightSaving
      openingHoursSpec
      yourTime
      nextDay
      dayBefore
      midnight
    }
  }
`

export function useSiteConfig(): SiteConfig {
  const data = useFrameData()
  const { es, ...english } = fromData(data.siteJson, "data/site.json")
  // A Spanish page shows the Spanish texts, and the line answered in Spanish where there is one.
  const site = useLanguage() === "es" ? { ...english, ...es, phone: english.spanishPhone || english.phone } : english
  // SITE_URL (read in gatsby-config) wins over the file, so canonical links follow the deployment.
  return { ...site, siteUrl: data.site?.siteMetadata?.siteUrl ?? site.siteUrl }
}

/** `tel:` href for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`
}

/** Route slug of a first name ("Daniel" → "daniel"). */
export function nameSlug(firstName: string): string {
  return firstName.trim().toLowerCase()
}

/** The agency's social profiles as links, in the order the footers show them; an empty address is left out. */
export function socialLinks(site: Pick<SiteConfig, "social">): { label: string; href: string }[] {
  return [
    { label: "Facebook", href: site.social.facebook },
    { label: "Instagram", href: site.social.instagram },
    { label: "LinkedIn", href: site.social.linkedin },
    { label: "YouTube", href: site.social.youtube },
  ].filter((link) => link.href)
}
