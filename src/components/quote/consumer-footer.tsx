/**
 * The consumer footer of the final expense landing page: the
 * rating badges (grades and years from the carrier in data/site.json) and the full
 * coverage disclaimer from data/quote.json.
 */
import React from "react"
import { useSiteConfig, type SiteConfig } from "../../hooks/use-site-config"
import * as styles from "./consumer-footer.module.css"

export type ConsumerFooterContent = {
  badgesHeading: string
  badges: readonly { kind: string; label: string; description: string }[]
  /** Each rating with its rater, scale and date, under the badges that show the grades. */
  ratingsNote: string
  disclaimerHeading: string
  disclaimer: readonly string[]
}

function badgeValue(kind: string, carrier: SiteConfig["carrier"]): string {
  if (kind === "bbb") return carrier.bbbRating
  if (kind === "amBest") return carrier.amBestRating
  return `${carrier.heritageYears}+`
}

export function ConsumerFooter({ content }: { content: ConsumerFooterContent }) {
  const { carrier } = useSiteConfig()
  return (
    <section className={styles.footer} aria-labelledby="consumer-footer-badges">
      <div className={styles.inner}>
        <h2 id="consumer-footer-badges" className={styles.heading}>
          {content.badgesHeading}
        </h2>
        <ul className={styles.badges}>
          {content.badges.map((badge) => (
            <li key={badge.kind} className={styles.badge}>
              <span className={styles.grade}>{badgeValue(badge.kind, carrier)}</span>
              <span className={styles.label}>{badge.label}</span>
              <span className={styles.description}>{badge.description}</span>
            </li>
          ))}
        </ul>
        <p className={styles.ratingsNote}>{content.ratingsNote}</p>
        <h2 className={styles.disclaimerHeading}>{content.disclaimerHeading}</h2>
        <div className={styles.disclaimer}>
          {content.disclaimer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  )
}
