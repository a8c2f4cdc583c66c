/**
 * schema.org objects for JSON-LD, built from data/ (never from visitor input) and
 * passed to <Layout jsonLd={[...]}>.
 */
import type { SiteFields } from "../node/site"
import { LANGUAGE_TAGS, type Language } from "./languages"

type AgencySource = SiteFields<
  "companyName" | "description" | "siteUrl" | "phone" | "email" | "address" | "businessHours" | "areaServed" | "social"
>

/** The agency as an InsuranceAgency, with address, telephone, opening hours and area served. */
export function insuranceAgency(site: AgencySource): object {
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    "@id": `${site.siteUrl}/#agency`,
    name: site.companyName,
    description: site.description,
    url: site.siteUrl,
    logo: `${site.siteUrl}/icons/icon-512x512.png`,
    image: `${site.siteUrl}/og-image.png`,
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHours: site.businessHours.openingHoursSpec,
    areaServed: site.areaServed.map((name) => ({ "@type": "State", name })),
    sameAs: [site.social.facebook, site.social.instagram, site.social.linkedin, site.social.youtube].filter(Boolean),
  }
}

/**
 * A page written in English and in Spanish, in the language of this version of it: search
 * engines read from `inLanguage` which of the two a result is.
 */
export function webPage(url: string, name: string, language: Language): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name,
    inLanguage: LANGUAGE_TAGS[language],
  }
}

/** A featured video (the facade's player is the embed URL). */
export function videoObject(video: {
  name: string
  description: string
  videoId: string
  thumbnailOrigin: string
  playerOrigin: string
  uploadDate: string
}): object {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.name,
    description: video.description,
    thumbnailUrl: [`${video.thumbnailOrigin}/vi/${encodeURIComponent(video.videoId)}/hqdefault.jpg`],
    uploadDate: video.uploadDate,
    embedUrl: `${video.playerOrigin}/embed/${encodeURIComponent(video.videoId)}`,
    contentUrl: `https://www.youtube.com/watch?v=${encodeURIComponent(video.videoId)}`,
  }
}

/** A breadcrumb trail; `path`s are site paths, made absolute with siteUrl. */
export function breadcrumbList(siteUrl: string, items: { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${siteUrl}${item.path === "/" ? "/" : item.path}`,
    })),
  }
}
