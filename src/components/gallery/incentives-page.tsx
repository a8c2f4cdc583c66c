/** /agent-incentives: why trips matter, one card per trip folder, how to qualify, and the closing call. */
import React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../ui/page-hero"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import { TripCard } from "./trip-card"
import * as styles from "./incentives-page.module.css"

type IncentivesPageProps = {
  content: Queries.IncentivesPageFragment
  trips: readonly Queries.TripCardFragment[]
}

export function IncentivesPage({ content, trips }: IncentivesPageProps) {
  return (
    <>
      <PageHero
        hero={content.hero}
        actions={<ButtonLink to={content.hero.buttonTo}>{content.hero.buttonLabel}</ButtonLink>}
      />

      <Section tone="white" heading={{ id: "benefits-heading", text: content.benefitsHeading, look: "centered" }}>
        <ul className={styles.benefits}>
          {content.benefits.map((b) => (
            <li key={b.title} className={styles.benefit}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={{ id: "destinations-heading", text: content.destinationsHeading, look: "centered" }}>
        <p className={`${styles.center} ${styles.lead}`}>{content.destinationsLead}</p>
        <div className={styles.cards}>
          {trips.map((trip) => (
            <TripCard key={trip.tripId} trip={trip} linkLabel={content.cardLinkLabel} />
          ))}
        </div>
      </Section>

      <Section tone="white" heading={{ id: "qualify-heading", text: content.qualification.heading }} narrow>
        <p>{content.qualification.lead}</p>
        <ol className={styles.criteria}>
          {content.qualification.criteria.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <p className={styles.note}>{content.qualification.note}</p>
        <TripTerms terms={content.tripTerms} />
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
            <ButtonLink to={content.cta.secondaryTo} variant="outline">
              {content.cta.secondaryLabel}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  )
}

/**
 * What a qualifying agent's trip pays for and what it does not, once the agency has said
 * so; until then, that each year's written rules set it, never a blanket "all expenses".
 */
export function TripTerms({ terms }: { terms: Queries.IncentivesPageFragment["tripTerms"] }) {
  return (
    <section aria-labelledby="trip-terms-heading" className={styles.terms}>
      <h3 id="trip-terms-heading">{terms.heading}</h3>
      {terms.covers ? (
        <dl className={styles.termsList}>
          <div>
            <dt>{terms.coversLabel}</dt>
            <dd>{terms.covers}</dd>
          </div>
          {terms.notCovered ? (
            <div>
              <dt>{terms.notCoveredLabel}</dt>
              <dd>{terms.notCovered}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>{terms.coversUnstated}</p>
      )}
      <p>{terms.taxNote}</p>
    </section>
  )
}

export const query = graphql`
  fragment IncentivesPage on IncentivesJson {
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
    cardLinkLabel
    qualification {
      heading
      lead
      criteria
      note
    }
    tripTerms {
      heading
      covers
      notCovered
      coversLabel
      notCoveredLabel
      coversUnstated
      taxNote
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
      secondaryTo
    }
  }
`
