/**
 * The recruiting sales page, /ziprecruiter-apply: earnings per sale, the
 * "spots left" countdown, Book My Interview Now (→ /calendar), the earnings panel with
 * its disclaimer, four steps, six benefits, testimonials, FAQ, reviews and consent text.
 */
import React from "react"
import { graphql } from "gatsby"
import { Link } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { ButtonLink } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { CardGrid } from "./card-grid"
import { Countdown } from "./countdown"
import { FaqAccordion } from "./faq-accordion"
import { ReviewsEmbed } from "./reviews-embed"
import { TestimonialList } from "../ui/testimonial-list"
import * as styles from "./sales-page.module.css"

export type SalesPageContent = Queries.SalesPageFieldsFragment

/** Where "Book My Interview Now" leads. */
export const INTERVIEW_PATH = "/calendar"

export function SalesPage({ content: c }: { content: SalesPageContent }) {
  const { companyName } = useSiteConfig()
  const book = <ButtonLink to={INTERVIEW_PATH}>{c.bookLabel}</ButtonLink>
  return (
    <>
      <PageHero eyebrow={c.hero.eyebrow ?? undefined} title={c.hero.title} lead={c.hero.lead}>
        <div className={styles.offer}>
          <p className={styles.spots}>{c.spotsText}</p>
          <Countdown label={c.countdownLabel} />
          <div className={styles.offerAction}>{book}</div>
        </div>
      </PageHero>

      <Section tone="navy" labelledBy="earnings-heading">
        <h2 id="earnings-heading">{c.earnings.heading}</h2>
        <dl className={styles.figures}>
          {c.earnings.items.map((item) => (
            <div key={item.figure} className={styles.figure}>
              <dt className={styles.figureValue}>{item.figure}</dt>
              <dd className={styles.figureLabel}>{item.label}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.panelDisclaimer}>{c.earnings.disclaimer}</p>
      </Section>

      <Section tone="white" labelledBy="steps-heading">
        <h2 id="steps-heading">{c.stepsHeading}</h2>
        <CardGrid cards={c.steps} numbered />
      </Section>

      <Section labelledBy="benefits-heading">
        <h2 id="benefits-heading">{c.benefitsHeading}</h2>
        <CardGrid cards={c.benefits} />
      </Section>

      <Section tone="white" labelledBy="testimonials-heading">
        <h2 id="testimonials-heading">{c.testimonialsHeading}</h2>
        <TestimonialList testimonials={c.testimonials} />
        <div className={styles.centerAction}>{book}</div>
      </Section>

      <Section narrow labelledBy="faq-heading">
        <h2 id="faq-heading">{c.faqHeading}</h2>
        <FaqAccordion items={c.faq} />
      </Section>

      <Section tone="white" labelledBy="reviews-heading">
        <h2 id="reviews-heading">{c.reviewsHeading}</h2>
        <p>{c.reviewsIntro}</p>
        <ReviewsEmbed />
      </Section>

      <Section narrow labelledBy="fine-print-heading" className={styles.finePrint}>
        <h2 id="fine-print-heading" className={styles.smallHeading}>
          Disclaimers
        </h2>
        {c.disclaimers.map((d) => (
          <p key={d}>{d}</p>
        ))}
        <h3 className={styles.smallHeading}>{c.consentHeading}</h3>
        <p>
          {c.consent.replace(/\{company\}/g, companyName)} <Link to="/privacy">{c.privacyLinkLabel}</Link>.
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
    testimonialsHeading
    testimonials {
      name
      role
      quote
    }
    faqHeading
    faq {
      question
      answer
    }
    reviewsHeading
    reviewsIntro
    disclaimers
    consentHeading
    consent
    privacyLinkLabel
  }
`
