/** The career info page, /ziprecruiter-zip: three videos, the booking calendar and reviews. */
import React from "react"
import { graphql } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { IframeEmbed } from "../embeds/iframe-embed"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { ReviewsEmbed } from "./reviews-embed"
import { VideoGrid } from "./video-grid"

export type CareerInfoContent = Queries.CareerInfoFieldsFragment

export function CareerInfo({ content: c }: { content: CareerInfoContent }) {
  const { embeds } = useSiteConfig()
  return (
    <>
      <PageHero eyebrow={c.hero.eyebrow ?? undefined} title={c.hero.title} lead={c.hero.lead} />
      <Section tone="white" labelledBy="videos-heading">
        <h2 id="videos-heading">{c.videosHeading}</h2>
        <VideoGrid videos={c.videos} />
      </Section>
      <Section labelledBy="calendar-heading">
        <h2 id="calendar-heading">{c.calendarHeading}</h2>
        <p>{c.calendarIntro}</p>
        <IframeEmbed
          src={embeds.bookingWidgetUrl}
          title="Interview booking calendar"
          height={760}
          fallbackHref={embeds.bookingWidgetUrl}
          fallbackLabel="Open the booking calendar in a new tab"
        />
      </Section>
      <Section tone="white" labelledBy="reviews-heading">
        <h2 id="reviews-heading">{c.reviewsHeading}</h2>
        <p>{c.reviewsIntro}</p>
        <ReviewsEmbed />
        <p>
          <small>{c.disclaimer}</small>
        </p>
      </Section>
    </>
  )
}

export const query = graphql`
  fragment CareerInfoFields on RecruitingCareerInfo {
    seo {
      ...PageSeo
    }
    hero {
      ...HeroFields
    }
    videosHeading
    videos {
      videoId
      title
    }
    calendarHeading
    calendarIntro
    reviewsHeading
    reviewsIntro
    disclaimer
  }
`
