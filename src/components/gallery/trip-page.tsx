/** A trip's gallery page: hero with the trip's facts, the photo count line, the gallery and the highlights. */
import React from "react"
import { graphql } from "gatsby"
import { TripGallery } from "./trip-gallery"
import { Section } from "../ui/section"
import { TripHero } from "./trip-hero"
import type { GalleryPhoto } from "../../lib/photo-chunks"
import { tripTokens } from "../../lib/trip-text"
import { fillTokens } from "../../lib/text"
import * as styles from "./trip-page.module.css"

type TripPageProps = {
  trip: Queries.TripPageFragment
  words: Queries.TripPageWordsFragment
  /** Addresses of the JSON chunks holding the photos after the first screen (page context). */
  photoChunks: readonly string[]
}

export function TripPage({ trip, words, photoChunks }: TripPageProps) {
  // The first screen of photos comes with the page; the gallery fetches the rest in chunks.
  const photos: GalleryPhoto[] = trip.firstPhotos.flatMap((p) => {
    const large = p.image.childImageSharp?.large
    const thumb = p.image.childImageSharp?.thumb
    return large && thumb ? [{ fileName: p.fileName, alt: p.alt, large, thumb }] : []
  })
  const tokens = tripTokens(trip)
  return (
    <>
      <TripHero
        destination={trip.destination}
        year={trip.year}
        description={trip.description}
        duration={trip.stats.duration}
        groupSize={trip.stats.groupSize}
        location={trip.stats.location}
        cover={trip.cover?.childImageSharp?.hero ?? null}
        words={words}
      />
      <Section tone="white" labelledBy="gallery-heading">
        <h2 id="gallery-heading" className={styles.heading}>
          {words.galleryHeading}
        </h2>
        {trip.photoCount > 0 && photos.length > 0 ? (
          <>
            <p className={styles.countLine} data-testid="photo-count-line">
              {fillTokens(words.countLine, tokens)}
            </p>
            <TripGallery photos={photos} total={trip.photoCount} chunkUrls={photoChunks} tripName={tokens.trip} />
          </>
        ) : (
          <p className={styles.empty}>{fillTokens(words.emptyMessage, tokens)}</p>
        )}
        {trip.highlights.length > 0 ? (
          <div className={styles.highlights}>
            <h2>{words.highlightsHeading}</h2>
            <ul>
              {trip.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>
    </>
  )
}

export const query = graphql`
  fragment TripPageWords on IncentivesGallery {
    breadcrumbHome
    breadcrumbIncentives
    breadcrumbLabel
    galleryHeading
    countLine
    emptyMessage
    highlightsHeading
    stats {
      duration
      groupSize
      location
    }
  }

  fragment TripPage on Trip {
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
      }
    }
    # The same fields as CHUNK_IMAGE_FIELDS in src/node/trips/pages.ts (a unit test keeps them equal).
    firstPhotos {
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
`
