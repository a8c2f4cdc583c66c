/** The career info page, /ziprecruiter-zip: the career videos, the booking calendar and reviews. */
import React from "react"
import { graphql } from "gatsby"
import { BookingCalendar, CallConsent } from "./booking-calendar"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { ReviewsSection } from "./reviews-embed"
import { VideoGrid } from "./video-grid"

export type CareerInfoContent = Queries.CareerInfoFieldsFragment

export function CareerInfo({ content: c }: { content: CareerInfoContent }) {
  return (
    <>
      <PageHero hero={c.hero} />
      <Section tone="white" heading={{ id: "videos-heading", text: c.videosHeading }}>
        <VideoGrid videos={c.videos} />
      </Section>
      <Section heading={{ id: "calendar-heading", text: c.calendarHeading }}>
        <BookingCalendar intro={c.calendarIntro} fallback={c.calendarFallback} />
        <CallConsent consent={c.calendarConsent} privacyLinkLabel={c.privacyLinkLabel} />
      </Section>
      <ReviewsSection heading={c.reviewsHeading} intro={c.reviewsIntro} tone="white" />
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
      ...VideoFields
    }
    calendarHeading
    calendarIntro
    calendarFallback
    calendarConsent
    privacyLinkLabel
    reviewsHeading
    reviewsIntro
  }
`
