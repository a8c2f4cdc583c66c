/** /get-quote: the consumer landing page: coverage points, the overview video, the quote survey, the consumer footer. */
import React from "react"
import { graphql } from "gatsby"
import { FormEmbed } from "../embeds/form-embed"
import { QuoteRequestForm } from "../forms/quote-request-form"
import { VideoFacade } from "../embeds/video-facade"
import { ConsumerFooter } from "./consumer-footer"
import { SectionIntro } from "../ui/section-intro"
import { ButtonLink } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { useSiteConfig } from "../../hooks/use-site-config"
import * as styles from "../ui/section-heading.module.css"
import { DisclosedText } from "../ui/disclosed-text"

export function GetQuotePage({ content }: { content: Queries.GetQuotePageFragment }) {
  const site = useSiteConfig()
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow ?? undefined}
        title={content.hero.title}
        lead={
          <>
            <p>{content.hero.lead}</p>
            <ul className={styles.checks} aria-label={content.pointsLabel}>
              {content.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {/* The limit the points' "no medical exam" needs beside it, as large as the points. */}
            {content.hero.note ? (
              <p>
                <DisclosedText text={content.hero.note} />
              </p>
            ) : null}
          </>
        }
        actions={<ButtonLink to="#quote-survey">{content.ctaLabel}</ButtonLink>}
      />

      <Section tone="white" labelledBy="quote-video" narrow>
        <SectionIntro id="quote-video" heading={content.video.heading} text={content.video.text} />
        <VideoFacade videoId={content.video.video.youtubeId} title={content.video.video.title} />
      </Section>

      <Section labelledBy="quote-survey" narrow>
        <SectionIntro id="quote-survey" heading={content.survey.heading} />
        <FormEmbed
          formId={site.embeds.forms.quoteSurvey}
          title={content.survey.surveyTitle}
          kind="survey"
          intro={content.survey.text}
          fallback={content.survey.fallback}
          native={<QuoteRequestForm labelledBy="quote-survey" />}
        />
      </Section>

      <ConsumerFooter content={content.footer} />
    </>
  )
}

export const query = graphql`
  fragment GetQuotePage on QuoteLanding {
    hero {
      ...HeroFields
    }
    points
    pointsLabel
    ctaLabel
    video {
      heading
      text
      video {
        ...VideoFields
      }
    }
    survey {
      heading
      text
      fallback
      surveyTitle
    }
    footer {
      badgesHeading
      badges {
        kind
        label
        description
      }
      ratingsNote
      disclaimerHeading
      disclaimer
    }
  }
`
