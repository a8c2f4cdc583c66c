/**
 * The live interview booking page shared by /tl-booking, /calendar and /co-calendar
 *: hero, three feature cards, the booking widget, two agent
 * videos, reviews, Apply Now and View Incentives. Only the variant flagged in
 * data/booking.json shows the reviews panel beside the widget.
 */
import React from "react"
import { graphql } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { IframeEmbed } from "../embeds/iframe-embed"
import { ButtonLink } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { CardGrid } from "./card-grid"
import { ReviewsEmbed } from "./reviews-embed"
import { VideoGrid } from "./video-grid"
import * as styles from "./booking-page.module.css"

export type BookingContent = Omit<Queries.BookingPageFieldsFragment, "variants">

export type BookingVariant = Queries.BookingPageFieldsFragment["variants"][number]

export function BookingPage({ content: c, variant }: { content: BookingContent; variant: BookingVariant }) {
  const { embeds, links, carrier } = useSiteConfig()
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
      <PageHero
        eyebrow={variant.hero.eyebrow ?? undefined}
        title={variant.hero.title}
        lead={variant.hero.lead}
        actions={actions}
      />

      <Section tone="white" labelledBy="features-heading">
        <h2 id="features-heading">{c.featuresHeading}</h2>
        <CardGrid cards={c.features} />
      </Section>

      <Section labelledBy="widget-heading">
        <div className={variant.reviewsPanel ? styles.withPanel : undefined}>
          <div>
            <h2 id="widget-heading">{c.widgetHeading}</h2>
            <p>{c.widgetIntro}</p>
            <IframeEmbed
              src={embeds.bookingWidgetUrl}
              title="Interview booking calendar"
              height={760}
              fallbackHref={embeds.bookingWidgetUrl}
              fallbackLabel="Open the booking calendar in a new tab"
            />
          </div>
          {variant.reviewsPanel ? (
            <aside className={styles.panel} aria-labelledby="reviews-panel-heading">
              <h2 id="reviews-panel-heading" className={styles.panelHeading}>
                {c.reviewsPanel.heading}
              </h2>
              <ul className={styles.ratings}>
                <li>
                  <span className={styles.grade}>{carrier.bbbRating}</span> Better Business Bureau rating
                </li>
                <li>
                  <span className={styles.grade}>{carrier.amBestRating}</span> A.M. Best rating of {carrier.name}
                </li>
              </ul>
              <ul className={styles.quotes}>
                {c.reviewsPanel.quotes.map((q) => (
                  <li key={q.name}>
                    <figure className={styles.quote}>
                      <blockquote>
                        <p>“{q.quote}”</p>
                      </blockquote>
                      <figcaption>
                        {q.name}, {q.role}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
              <a href={links.reviews} target="_blank" rel="noopener noreferrer">
                {c.reviewsPanel.reviewsLinkLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </aside>
          ) : null}
        </div>
      </Section>

      <Section tone="white" labelledBy="videos-heading">
        <h2 id="videos-heading">{c.videosHeading}</h2>
        <VideoGrid videos={c.videos} />
      </Section>

      <Section labelledBy="reviews-heading">
        <h2 id="reviews-heading">{c.reviewsHeading}</h2>
        <p>{c.reviewsIntro}</p>
        <ReviewsEmbed />
      </Section>

      <Section tone="navy" narrow labelledBy="next-heading" className={styles.next}>
        <h2 id="next-heading" className="visually-hidden">
          Other next steps
        </h2>
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
    videosHeading
    videos {
      videoId
      title
    }
    reviewsPanel {
      heading
      quotes {
        name
        role
        quote
      }
      reviewsLinkLabel
    }
    reviewsHeading
    reviewsIntro
    applyLabel
    incentivesLabel
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
