/** One incentive trip's gallery page, generated per folder in data/trips/ (src/node/trips.ts). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
// Button styles before section styles, the order every other page imports them in.
import { TripGallery } from "../components/gallery/trip-gallery"
import { Section } from "../components/ui/section"
import { TripHero } from "../components/gallery/trip-hero"
import type { GalleryPhoto } from "../components/gallery/types"
import { emptyGalleryMessage, photoCountLine } from "../lib/trip-text"
import { breadcrumbList } from "../lib/structured-data"
import { useSiteConfig } from "../hooks/use-site-config"
import * as styles from "../components/gallery/trip-page.module.css"

export default function TripGalleryTemplate({ data, location }: PageProps<Queries.TripGalleryQuery>) {
  const site = useSiteConfig()
  const trip = data.trip
  if (!trip) return null
  const photos: GalleryPhoto[] = trip.photos.flatMap((p) => {
    const large = getImage(p.image.childImageSharp?.large ?? null)
    const thumb = getImage(p.image.childImageSharp?.thumb ?? null)
    return large && thumb ? [{ fileName: p.fileName, alt: p.alt, large, thumb }] : []
  })
  const name = `${trip.destination} ${trip.year}`
  const breadcrumbs = breadcrumbList(site.siteUrl, [
    { name: "Home", path: "/" },
    { name: "Agent Incentives", path: "/agent-incentives" },
    { name, path: location.pathname },
  ])
  return (
    <Layout
      title={`${name} Incentive Trip Photo Gallery`}
      description={`${trip.photoCount} photos from the agency's ${name} incentive trip. ${trip.description}`}
      path={location.pathname}
      image={trip.cover?.childImageSharp?.og?.images.fallback?.src}
      jsonLd={[breadcrumbs]}
    >
      <TripHero
        destination={trip.destination}
        year={trip.year}
        description={trip.description}
        duration={trip.stats.duration}
        groupSize={trip.stats.groupSize}
        location={trip.stats.location}
        cover={getImage(trip.cover?.childImageSharp?.hero ?? null) ?? null}
      />
      <Section tone="white" labelledBy="gallery-heading">
        <h2 id="gallery-heading" className={styles.heading}>
          Trip Gallery
        </h2>
        {photos.length > 0 ? (
          <>
            <p className={styles.countLine} data-testid="photo-count-line">
              {photoCountLine(trip.photoCount, trip.destination)}
            </p>
            <TripGallery photos={photos} tripName={name} />
          </>
        ) : (
          <p className={styles.empty}>{emptyGalleryMessage(trip.destination, trip.year)}</p>
        )}
        {trip.highlights.length > 0 ? (
          <div className={styles.highlights}>
            <h2>Trip Highlights</h2>
            <ul>
              {trip.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query TripGallery($id: String!) {
    trip(id: { eq: $id }) {
      tripId
      destination
      year
      description
      highlights
      photoCount
      stats {
        groupSize
        duration
        location
      }
      cover {
        childImageSharp {
          hero: gatsbyImageData(
            width: 560
            aspectRatio: 1.5
            placeholder: BLURRED
            formats: [AUTO, WEBP]
            breakpoints: [280, 560]
          )
          og: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
      photos {
        fileName
        alt
        image {
          childImageSharp {
            large: gatsbyImageData(
              width: 1200
              placeholder: BLURRED
              formats: [AUTO, WEBP]
              breakpoints: [480, 800, 1200]
              sizes: "(min-width: 1180px) 1148px, calc(100vw - 32px)"
            )
            thumb: gatsbyImageData(
              layout: FIXED
              width: 48
              height: 48
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP]
            )
          }
        }
      }
    }
  }
`
