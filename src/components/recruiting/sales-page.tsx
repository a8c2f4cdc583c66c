/**
 * The recruiting sales page, /ziprecruiter-apply: the "spots left" line and countdown,
 * Book My Interview Now (→ /calendar), the pay panel with its typical-earnings statement
 * and what it costs to start, the steps, the benefits, testimonials, FAQ, reviews and
 * consent text.
 */
import React, { useEffect, useState } from "react"
import { graphql } from "gatsby"
import { Link } from "../ui/site-link"
import { scarcityAt, scarcityNeedsClock, type Scarcity, type ScarcityFacts } from "../../lib/countdown"
import { fillTokens } from "../../lib/text"
import { ButtonLink } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { CardGrid } from "./card-grid"
import { Countdown } from "./countdown"
import { FaqAccordion } from "./faq-accordion"
import { ReviewsSection } from "./reviews-embed"
import { StartingCosts } from "./starting-costs"
import { TestimonialList } from "../ui/testimonial-list"
import * as styles from "./sales-page.module.css"
import { DisclosedText } from "../ui/disclosed-text"

export type SalesPageContent = Queries.SalesPageFieldsFragment

/** Where "Book My Interview Now" leads. */
const INTERVIEW_PATH = "/calendar"

/**
 * What the scarcity line shows. With a closing moment in data, the built HTML cannot know
 * whether it has passed, so nothing is claimed until the page reads the visitor's clock;
 * without one, the sample's line and countdown are in the built HTML.
 */
function useScarcity(facts: ScarcityFacts): Scarcity | null {
  const needsClock = scarcityNeedsClock(facts)
  const [scarcity, setScarcity] = useState<Scarcity | null>(() => (needsClock ? null : scarcityAt(facts, 0)))
  const shown = facts?.shown
  const spotsLeft = facts?.spotsLeft
  const closes = facts?.closes
  useEffect(() => {
    setScarcity(scarcityAt({ shown, spotsLeft, closes }, Date.now()))
  }, [shown, spotsLeft, closes])
  return scarcity
}

export function SalesPage({ content: c }: { content: SalesPageContent }) {
  const scarcity = useScarcity(c.scarcity)
  const book = <ButtonLink to={INTERVIEW_PATH}>{c.bookLabel}</ButtonLink>
  return (
    <>
      <PageHero hero={c.hero}>
        <div className={styles.offer}>
          {scarcity?.kind === "sample" ? (
            <>
              <p className={styles.spots}>{c.spotsText}</p>
              <Countdown label={c.countdownLabel} />
            </>
          ) : null}
          {scarcity?.kind === "open" ? (
            <>
              <p className={styles.spots}>{fillTokens(c.scarcity.text, { amount: String(scarcity.spotsLeft) })}</p>
              <Countdown label={c.scarcity.countdownLabel} deadline={scarcity.closesAt} />
            </>
          ) : null}
          <div className={styles.offerAction}>{book}</div>
        </div>
      </PageHero>

      <Section tone="navy" heading={{ id: "earnings-heading", text: c.earnings.heading }}>
        <dl className={styles.figures}>
          {c.earnings.items.map((item) => (
            <div key={item.figure} className={styles.figure}>
              <dt className={styles.figureValue}>{item.figure}</dt>
              <dd className={styles.figureLabel}>{item.label}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.panelDisclaimer}>
          <DisclosedText text={c.earnings.disclaimer} />
        </p>
        <StartingCosts />
      </Section>

      <Section tone="white" heading={{ id: "steps-heading", text: c.stepsHeading }}>
        <CardGrid cards={c.steps} numbered />
      </Section>

      <Section heading={{ id: "benefits-heading", text: c.benefitsHeading }}>
        <CardGrid cards={c.benefits} />
      </Section>

      <Section tone="white" heading={{ id: "testimonials-heading", text: c.testimonials.heading }}>
        <TestimonialList testimonials={c.testimonials.quotes} />
        <p className={styles.quotesNote}>
          <DisclosedText text={c.testimonials.note} />
        </p>
        <div className={styles.centerAction}>{book}</div>
      </Section>

      <Section narrow heading={{ id: "faq-heading", text: c.faqHeading }}>
        <FaqAccordion items={c.faq} />
      </Section>

      <ReviewsSection heading={c.reviewsHeading} intro={c.reviewsIntro} tone="white" />

      <Section narrow labelledBy="fine-print-heading" className={styles.finePrint}>
        <h2 id="fine-print-heading" className={styles.smallHeading}>
          {c.disclaimersHeading}
        </h2>
        {c.disclaimers.map((d) => (
          <p key={d}>{d}</p>
        ))}
        <h3 className={styles.smallHeading}>{c.consentHeading}</h3>
        <p>
          {c.consent} <Link to="/privacy">{c.privacyLinkLabel}</Link>.
        </p>
      </Section>
    </>
  )
}

export const query = graphql`
  fragment SalesPageFields on RecruitingApply {
    seo {
      ...PageSeo
    }
    hero {
      ...HeroFields
    }
    spotsText
    countdownLabel
    scarcity {
      shown
      spotsLeft
      closes
      text
      countdownLabel
    }
    bookLabel
    earnings {
      heading
      items {
        figure
        label
      }
      disclaimer
    }
    stepsHeading
    steps {
      title
      text
    }
    benefitsHeading
    benefits {
      title
      text
    }
    testimonials {
      ...QuotesBandFields
    }
    faqHeading
    faq {
      question
      answer
    }
    reviewsHeading
    reviewsIntro
    disclaimersHeading
    disclaimers
    consentHeading
    consent
    privacyLinkLabel
  }
`
