/**
 * The agent recruiting landing page, /ziprecruiter: a dark page with its own
 * styles. Every call to action scrolls to the application form and focuses it.
 */
import React from "react"
import { graphql } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { FormEmbed } from "../embeds/form-embed"
import { CallConsent } from "./booking-calendar"
import { RequestInfoForm } from "../forms/request-info-form"
import { VideoFacade } from "../embeds/video-facade"
import { buttonClass } from "../ui/button-link"
import { CardGrid } from "./card-grid"
import { FaqAccordion } from "./faq-accordion"
import { ReviewsEmbed, useReviewsShown } from "./reviews-embed"
import { ScrollToLink } from "./scroll-to-link"
import { TestimonialList } from "../ui/testimonial-list"
import { VideoGrid } from "./video-grid"
import * as styles from "./recruiting-landing.module.css"
import { DisclosedText } from "../ui/disclosed-text"

export type RecruitingLandingContent = Queries.RecruitingLandingFieldsFragment

const APPLY_SECTION_ID = "apply"

export function RecruitingLanding({ content: c }: { content: RecruitingLandingContent }) {
  const { embeds } = useSiteConfig()
  const reviewsShown = useReviewsShown()
  const cta = (
    <ScrollToLink targetId={APPLY_SECTION_ID} className={buttonClass("primary", styles.cta)}>
      {c.ctaLabel}
    </ScrollToLink>
  )
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>{c.hero.eyebrow}</p>
          <h1 className={styles.title}>{c.hero.title}</h1>
          <p className={styles.lead}>{c.hero.lead}</p>
          {cta}
        </div>
      </header>

      <section className={styles.band} aria-labelledby="mentor-heading">
        <div className={[styles.container, styles.split].join(" ")}>
          <div>
            <h2 id="mentor-heading">{c.mentor.heading}</h2>
            <p className={styles.body}>{c.mentor.text}</p>
          </div>
          <VideoFacade videoId={c.mentor.video.youtubeId} title={c.mentor.video.title} />
        </div>
      </section>

      <section className={styles.bandAlt} aria-labelledby="benefits-heading">
        <div className={styles.container}>
          <h2 id="benefits-heading">{c.benefitsHeading}</h2>
          <CardGrid cards={c.benefits} tone="dark" />
        </div>
      </section>

      <section id={APPLY_SECTION_ID} tabIndex={-1} className={styles.formBand} aria-labelledby="apply-heading">
        <div className={styles.narrow}>
          <h2 id="apply-heading">{c.formHeading}</h2>
          <div className={styles.lightCard}>
            <FormEmbed
              formId={embeds.forms.application}
              title={c.formTitle}
              height={900}
              intro={c.formIntro}
              fallback={c.formFallback}
              native={<RequestInfoForm labelledBy="apply-heading" />}
              besideThirdParty={<CallConsent consent={c.formConsent} privacyLinkLabel={c.privacyLinkLabel} />}
            />
          </div>
        </div>
      </section>

      <DarkBand id="testimonials-heading" heading={c.testimonials.heading}>
        <TestimonialList testimonials={c.testimonials.quotes} tone="dark" />
        <p className={[styles.body, styles.quotesNote].join(" ")}>
          <DisclosedText text={c.testimonials.note} />
        </p>
      </DarkBand>

      <DarkBand id="videos-heading" heading={c.videosHeading} alt>
        <VideoGrid videos={c.agentVideos} />
      </DarkBand>

      {reviewsShown ? (
        <DarkBand id="reviews-heading" heading={c.reviewsHeading}>
          <p className={styles.body}>{c.reviewsIntro}</p>
          <div className={styles.lightCard}>
            <ReviewsEmbed />
          </div>
        </DarkBand>
      ) : null}

      <DarkBand id="faq-heading" heading={c.faqHeading} alt narrow>
        <FaqAccordion items={c.faq} tone="dark" />
      </DarkBand>

      <section className={styles.closing} aria-labelledby="closing-heading">
        <div className={styles.narrow}>
          <h2 id="closing-heading">{c.closingHeading}</h2>
          <p className={styles.body}>{c.closingText}</p>
          {cta}
          <p className={styles.disclaimer}>{c.disclaimer}</p>
        </div>
      </section>
    </div>
  )
}

type DarkBandProps = { id: string; heading: string; alt?: boolean; narrow?: boolean; children: React.ReactNode }

/** One band of the dark page: its h2 and content, on the darker or the lighter navy. */
function DarkBand({ id, heading, alt = false, narrow = false, children }: DarkBandProps) {
  return (
    <section className={alt ? styles.bandAlt : styles.band} aria-labelledby={id}>
      <div className={narrow ? styles.narrow : styles.container}>
        <h2 id={id}>{heading}</h2>
        {children}
      </div>
    </section>
  )
}

export const query = graphql`
  fragment RecruitingLandingFields on RecruitingLanding {
    seo {
      ...PageSeo
    }
    hero {
      ...HeroFields
    }
    ctaLabel
    mentor {
      heading
      text
      video {
        ...VideoFields
      }
    }
    benefitsHeading
    benefits {
      title
      text
    }
    formHeading
    formIntro
    formFallback
    formTitle
    formConsent
    privacyLinkLabel
    testimonials {
      ...QuotesBandFields
    }
    videosHeading
    agentVideos {
      ...VideoFields
    }
    reviewsHeading
    reviewsIntro
    faqHeading
    faq {
      question
      answer
    }
    closingHeading
    closingText
    disclaimer
  }
`
