/** A destination card on /agent-incentives: cover, year badge, photo count and the gallery link. */
import React from "react"
import { graphql } from "gatsby"
import { Link } from "../ui/site-link"
import { Photo } from "./photo"
import { photoCountLabel } from "../../lib/trip-text"
import * as styles from "./trip-card.module.css"

type TripCardProps = {
  trip: Queries.TripCardFragment
  /** Label of the link to the gallery, e.g. View Gallery. */
  linkLabel: string
}

export function TripCard({ trip, linkLabel }: TripCardProps) {
  const { path, destination, year, photoCount } = trip
  const cover = trip.cover?.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {cover ? (
          <Photo image={cover} alt="" className={styles.image} loading="lazy" />
        ) : (
          <div className={styles.noPhoto} />
        )}
        <span className={styles.badge}>{year}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{destination}</h3>
        {trip.stats.location ? <p className={styles.location}>{trip.stats.location}</p> : null}
        <p className={styles.count} data-testid="photo-count">
          {photoCountLabel(photoCount)}
        </p>
        <Link to={path} className={styles.link}>
          {linkLabel}
          <span className="visually-hidden">
            : {destination} {year}
          </span>{" "}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  )
}

export const query = graphql`
  fragment TripCard on Trip {
    tripId
    path
    destination
    year
    photoCount
    stats {
      location
    }
    cover {
      childImageSharp {
        gatsbyImageData(
          width: 400
          aspectRatio: 1.5
          placeholder: BLURRED
          formats: [AUTO, WEBP]
          breakpoints: [320, 400, 640]
        )
      }
    }
  }
`
