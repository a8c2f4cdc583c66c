/** Top of a gallery page: breadcrumb, then the trip's h1 with its year, description and stats. */
import React from "react"
import { Link } from "../ui/site-link"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Photo } from "./photo"
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
  /** Breadcrumb names and fact labels, from data/incentives.json. */
  words: Pick<Queries.TripPageWordsFragment, "breadcrumbHome" | "breadcrumbIncentives" | "breadcrumbLabel" | "stats">
}

export function TripHero({
  destination,
  year,
  description,
  duration,
  groupSize,
  location,
  cover,
  words,
}: TripHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <nav aria-label={words.breadcrumbLabel} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/">{words.breadcrumbHome}</Link>
            </li>
            <li>
              <Link to="/agent-incentives">{words.breadcrumbIncentives}</Link>
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
                <dt>{words.stats.duration}</dt>
                <dd>{formatDuration(duration)}</dd>
              </div>
              <div>
                <dt>{words.stats.groupSize}</dt>
                <dd>{formatGroupSize(groupSize)}</dd>
              </div>
              {location ? (
                <div>
                  <dt>{words.stats.location}</dt>
                  <dd>{location}</dd>
                </div>
              ) : null}
            </dl>
          </div>
          {cover ? <Photo image={cover} alt="" className={styles.cover} loading="lazy" /> : null}
        </div>
      </div>
    </div>
  )
}
