/**
 * The live interview booking page shared by the booking pages of data/booking.json
 * (/tl-booking, /calendar, /co-calendar, …): hero, the feature cards, the booking widget,
 * the agent videos, reviews, Apply Now and View Incentives. Only the variant flagged in
 * data/booking.json shows the reviews panel beside the widget.
 */
import React from "react"
import { graphql } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { ButtonLink } from "../ui/button-link"
import { BookingCalendar, CallConsent } from "./booking-calendar"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { CardGrid } from "./card-grid"
import { ReviewsSection } from "./reviews-embed"
import { VideoGrid } from "./video-grid"
import * as styles from "./booking-page.module.css"
import { ExternalLink } from "../ui/external-link"
import { personLine } from "../ui/testimonial-list"
import { resultsMark } from "../ui/results-mark"
import { DisclosedText } from "../ui/disclosed-text"

export type BookingContent = Omit<Queries.BookingPageFieldsFragment, "variants">

export type BookingVariant = Queries.BookingPageFieldsFragment["variants"][number]

export function BookingPage({ content: c, variant }: { content: BookingContent; variant: BookingVariant }) {
  const { links, carrier } = useSiteConfig()
  const actions = (
    <>
      <ButtonLink to="/request-info">{c.applyLabel}</ButtonLink>
      <ButtonLink to="/agent-incentives" variant="outline">
        {c.incentivesLabel}
      </ButtonLink>
    </>
  )
  return (
    <>
      <PageHero hero={variant.hero} actions={actions} />

      <Section tone="white" heading={{ id: "features-heading", text: c.featuresHeading }}>
        <CardGrid cards={c.features} />
      </Section>

      <Section labelledBy="widget-heading">
        <div className={variant.reviewsPanel ? styles.withPanel : undefined}>
          <div>
            <h2 id="widget-heading">{c.widgetHeading}</h2>
            <BookingCalendar intro={c.widgetIntro} fallback={c.widgetFallback} />
            <CallConsent consent={c.consent} privacyLinkLabel={c.privacyLinkLabel} />
          </div>
          {variant.reviewsPanel ? (
            <aside className={styles.panel} aria-labelledby="reviews-panel-heading">
              <h2 id="reviews-panel-heading" className={styles.panelHeading}>
                {c.reviewsPanel.heading}
              </h2>
              <ul className={styles.ratings}>
                <li>
                  <span className={styles.grade}>{carrier.bbbRating}</span> {c.reviewsPanel.bbbLabel}
                </li>
                <li>
                  <span className={styles.grade}>{carrier.amBestRating}</span> {c.reviewsPanel.amBestLabel}
                </li>
              </ul>
              <p className={styles.panelNote}>{c.reviewsPanel.ratingsNote}</p>
              <ul className={styles.quotes}>
                {c.reviewsPanel.quotes.map((q) => (
                  <li key={q.key}>
                    <figure className={styles.quote}>
                      <blockquote {...resultsMark(q)}>
                        <p>“{q.text}”</p>
                      </blockquote>
                      <figcaption>
                        {q.person.name}, {personLine(q.person)}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
              <p className={styles.panelNote}>
                <DisclosedText text={c.reviewsPanel.note} />
              </p>
              {links.reviews ? (
                <ExternalLink href={links.reviews} className={styles.reviewsLink}>
                  {c.reviewsPanel.reviewsLinkLabel}
                </ExternalLink>
              ) : null}
            </aside>
          ) : null}
        </div>
      </Section>

      <Section tone="white" heading={{ id: "videos-heading", text: c.videosHeading }}>
        <VideoGrid videos={c.videos} />
      </Section>

      <ReviewsSection heading={c.reviewsHeading} intro={c.reviewsIntro} />

      <Section
        tone="navy"
        narrow
        heading={{ id: "next-heading", text: c.actionsHeading, look: "hidden" }}
        className={styles.next}
      >
        <p>{c.actionsText}</p>
        <div className={styles.actions}>
          <ButtonLink to="/request-info" variant="light">
            {c.applyLabel}
          </ButtonLink>
          <ButtonLink to="/agent-incentives" variant="light">
            {c.incentivesLabel}
          </ButtonLink>
        </div>
        <p className={styles.disclaimer}>{c.disclaimer}</p>
      </Section>
    </>
  )
}

export const query = graphql`
  fragment BookingPageFields on BookingJson {
    featuresHeading
    features {
      title
      text
    }
    widgetHeading
    widgetIntro
    widgetFallback
    consent
    privacyLinkLabel
    videosHeading
    videos {
      ...VideoFields
    }
    reviewsPanel {
      heading
      quotes {
        ...QuoteFields
      }
      note
      ratingsNote
      reviewsLinkLabel
      bbbLabel
      amBestLabel
    }
    reviewsHeading
    reviewsIntro
    applyLabel
    incentivesLabel
    actionsHeading
    actionsText
    disclaimer
    variants {
      path
      seo {
        ...PageSeo
      }
      hero {
        ...HeroFields
      }
      reviewsPanel
    }
  }
`
