/** Top of a gallery page: breadcrumb, then the trip's h1 with its year, description and stats. */
import React from "react"
import { Link } from "gatsby"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { formatDuration, formatGroupSize } from "../../lib/trip-text"
import * as styles from "./trip-hero.module.css"

type TripHeroProps = {
  destination: string
  year: number
  description: string
  duration: string | null
  groupSize: number | null
  location: string | null
  cover: IGatsbyImageData | null
}

export function TripHero({ destination, year, description, duration, groupSize, location, cover }: TripHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/agent-incentives">Agent Incentives</Link>
            </li>
            <li>
              <span aria-current="page">
                {destination} {year}
              </span>
            </li>
          </ol>
        </nav>
        <div className={styles.layout}>
          <div>
            <p className={styles.badge}>{year}</p>
            <h1 className={styles.title}>{destination}</h1>
            <p className={styles.description}>{description}</p>
            <dl className={styles.stats}>
              <div>
                <dt>Duration</dt>
                <dd>{formatDuration(duration)}</dd>
              </div>
              <div>
                <dt>Group size</dt>
                <dd>{formatGroupSize(groupSize)}</dd>
              </div>
              {location ? (
                <div>
                  <dt>Location</dt>
                  <dd>{location}</dd>
                </div>
              ) : null}
            </dl>
          </div>
          {cover ? <GatsbyImage image={cover} alt="" className={styles.cover} loading="lazy" /> : null}
        </div>
      </div>
    </div>
  )
}
