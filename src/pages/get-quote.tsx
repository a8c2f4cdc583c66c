/**
 * /get-quote: the consumer final expense landing page: the up-to-$35,000 copy, the
 * overview video, the quote survey, then the consumer footer (tools-pages §2.11).
 */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { FormEmbed } from "../components/embeds/form-embed"
import { VideoFacade } from "../components/embeds/video-facade"
import { Layout } from "../components/layout/layout"
import { ConsumerFooter } from "../components/quote/consumer-footer"
import { SectionIntro } from "../components/stories/section-intro"
import { ButtonLink } from "../components/ui/button-link"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"
import { useSiteConfig } from "../hooks/use-site-config"
import { useVideoStructuredData } from "../hooks/use-video-structured-data"
import * as styles from "../components/stories/section-heading.module.css"

export default function GetQuotePage({ data, location }: PageProps<Queries.GetQuotePageQuery>) {
  const site = useSiteConfig()
  const videoLd = useVideoStructuredData(["quoteOverview"])
  const content = data.quoteJson?.landing
  if (!content) throw new Error("data/quote.json (landing) is missing from the data layer")
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname} jsonLd={videoLd}>
      <PageHero
        eyebrow={content.hero.eyebrow ?? undefined}
        title={content.hero.title}
        lead={
          <>
            <p>{content.hero.lead}</p>
            <ul className={styles.checks} aria-label="Coverage at a glance">
              {content.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </>
        }
        actions={<ButtonLink to="#quote-survey">Get My Free Quote</ButtonLink>}
      />

      <Section tone="white" labelledBy="quote-video" narrow>
        <SectionIntro id="quote-video" heading={content.video.heading} text={content.video.text} />
        <VideoFacade videoId={site.embeds.videos.quoteOverview} title={content.video.videoTitle} />
      </Section>

      <Section labelledBy="quote-survey" narrow>
        <SectionIntro id="quote-survey" heading={content.survey.heading} text={content.survey.text} />
        <FormEmbed formId={site.embeds.forms.quoteSurvey} title={content.survey.surveyTitle} kind="survey" />
      </Section>

      <ConsumerFooter content={content.footer} />
    </Layout>
  )
}

export const query = graphql`
  query GetQuotePage {
    quoteJson {
      landing {
        seo {
          title
          description
        }
        hero {
          eyebrow
          title
          lead
        }
        points
        video {
          heading
          text
          videoTitle
        }
        survey {
          heading
          text
          surveyTitle
        }
        footer {
          badgesHeading
          badges {
            kind
            label
            description
          }
          disclaimerHeading
          disclaimer
        }
      }
    }
  }
`
