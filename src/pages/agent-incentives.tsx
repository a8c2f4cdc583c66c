/** /agent-incentives: the incentive trips, with one card per folder in data/trips/ (content-pages §2). */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
// Style order shared with the other pages: hero, then buttons, then sections.
import { PageHero } from "../components/ui/page-hero"
import { ButtonLink } from "../components/ui/button-link"
import { Section } from "../components/ui/section"
import { TripCard } from "../components/gallery/trip-card"
import * as styles from "../components/gallery/incentives-page.module.css"

export default function AgentIncentivesPage({ data, location }: PageProps<Queries.AgentIncentivesQuery>) {
  const content = data.incentivesJson
  if (!content) return null
  const trips = data.allTrip.nodes
  return (
    <Layout
      title="Agent Incentive Trips"
      description="Top-producing agents earn all-expenses-paid incentive trips with the team. See the qualification criteria and photo galleries from past destinations."
      path={location.pathname}
    >
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        actions={<ButtonLink to={content.hero.buttonTo}>{content.hero.buttonLabel}</ButtonLink>}
      />

      <Section tone="white" labelledBy="benefits-heading">
        <h2 id="benefits-heading" className={styles.center}>
          {content.benefitsHeading}
        </h2>
        <ul className={styles.benefits}>
          {content.benefits.map((b) => (
            <li key={b.title} className={styles.benefit}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="destinations-heading">
        <h2 id="destinations-heading" className={styles.center}>
          {content.destinationsHeading}
        </h2>
        <p className={`${styles.center} ${styles.lead}`}>{content.destinationsLead}</p>
        <div className={styles.cards}>
          {trips.map((trip) => (
            <TripCard
              key={trip.tripId}
              path={trip.path}
              destination={trip.destination}
              year={trip.year}
              photoCount={trip.photoCount}
              location={trip.stats.location}
              cover={getImage(trip.cover?.childImageSharp?.gatsbyImageData ?? null) ?? null}
            />
          ))}
        </div>
      </Section>

      <Section tone="white" labelledBy="qualify-heading" narrow>
        <h2 id="qualify-heading">{content.qualification.heading}</h2>
        <p>{content.qualification.lead}</p>
        <ol className={styles.criteria}>
          {content.qualification.criteria.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <p className={styles.note}>{content.qualification.note}</p>
      </Section>

      <Section tone="navy" narrow>
        <figure className={styles.quote}>
          <blockquote>
            <p>“{content.quote.text}”</p>
          </blockquote>
          <figcaption>— {content.quote.attribution}</figcaption>
        </figure>
      </Section>

      <Section tone="gold" labelledBy="cta-heading" narrow>
        <div className={styles.cta}>
          <h2 id="cta-heading">{content.cta.heading}</h2>
          <p>{content.cta.text}</p>
          <div className={styles.actions}>
            <ButtonLink to={content.cta.to}>{content.cta.primaryLabel}</ButtonLink>
            <ButtonLink to={content.cta.to} variant="outline">
              {content.cta.secondaryLabel}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query AgentIncentives {
    incentivesJson {
      hero {
        eyebrow
        title
        lead
        buttonLabel
        buttonTo
      }
      benefitsHeading
      benefits {
        title
        text
      }
      destinationsHeading
      destinationsLead
      qualification {
        heading
        lead
        criteria
        note
      }
      quote {
        text
        attribution
      }
      cta {
        heading
        text
        primaryLabel
        secondaryLabel
        to
      }
    }
    allTrip(sort: [{ year: DESC }, { destination: ASC }]) {
      nodes {
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
    }
  }
`
