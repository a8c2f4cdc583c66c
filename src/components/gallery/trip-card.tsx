/** A destination card on /agent-incentives: cover, year badge, photo count and the gallery link. */
import React from "react"
import { Link } from "gatsby"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { photoCountLabel } from "../../lib/trip-text"
import * as styles from "./trip-card.module.css"

type TripCardProps = {
  path: string
  destination: string
  year: number
  photoCount: number
  location: string | null
  cover: IGatsbyImageData | null
}

export function TripCard({ path, destination, year, photoCount, location, cover }: TripCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {cover ? <GatsbyImage image={cover} alt="" className={styles.image} /> : <div className={styles.noPhoto} />}
        <span className={styles.badge}>{year}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{destination}</h3>
        {location ? <p className={styles.location}>{location}</p> : null}
        <p className={styles.count} data-testid="photo-count">
          {photoCountLabel(photoCount)}
        </p>
        <Link to={path} className={styles.link}>
          View Gallery
          <span className="visually-hidden">
            : {destination} {year}
          </span>{" "}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  )
}
