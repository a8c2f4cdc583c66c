/** One incentive trip's gallery page, generated per folder in data/trips/ (src/node/trips/pages.ts). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { TripPage } from "../components/gallery/trip-page"
import { GalleryWordsContext } from "../components/gallery/trip-gallery"
import { tripTokens } from "../lib/trip-text"
import { tripPreviewAlt } from "../lib/preview-image"
import { breadcrumbList } from "../lib/structured-data"
import { fillTokens } from "../lib/text"
import { useSiteConfig } from "../hooks/use-site-config"
import { fromData } from "../lib/from-data"

/** Set by createPages (src/node/trips/pages.ts): where the photos after the first screen are. */
type TripGalleryContext = { photoChunks?: string[] }

export default function TripGalleryTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.TripGalleryQuery, TripGalleryContext>) {
  const site = useSiteConfig()
  const trip = fromData(data.trip, "This trip (data/trips/)")
  const words = fromData(data.incentivesJson, "data/incentives.json").gallery
  const tokens = tripTokens(trip)
  const breadcrumbs = breadcrumbList(site.siteUrl, [
    { name: words.breadcrumbHome, path: "/" },
    { name: words.breadcrumbIncentives, path: "/agent-incentives" },
    { name: tokens.trip, path: location.pathname },
  ])
  const coverSrc = trip.cover?.childImageSharp?.og?.images.fallback?.src
  const preview = coverSrc
    ? { src: coverSrc, alt: tripPreviewAlt(trip.cover?.name, trip.firstPhotos, trip.description) }
    : undefined
  return (
    <Layout
      title={fillTokens(words.seoTitle, tokens)}
      description={fillTokens(words.seoDescription, tokens)}
      path={location.pathname}
      image={preview}
      jsonLd={[breadcrumbs]}
    >
      <GalleryWordsContext.Provider value={words}>
        <TripPage trip={trip} words={words} photoChunks={pageContext.photoChunks ?? []} />
      </GalleryWordsContext.Provider>
    </Layout>
  )
}

export const query = graphql`
  query TripGallery($id: String!) {
    trip(id: { eq: $id }) {
      ...TripPage
      cover {
        name
        childImageSharp {
          og: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
    }
    incentivesJson {
      gallery {
        seoTitle
        seoDescription
        ...TripPageWords
        ...TripGalleryWords
      }
    }
  }
`
