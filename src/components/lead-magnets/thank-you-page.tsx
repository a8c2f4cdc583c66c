/**
 * The shared body of the request, interview and survey thank-you pages: confirmation,
 * the page's own links (passed as children), a video facade, the next steps, and the two
 * buttons Return Home and Learn More About Our Products.
 */
import React from "react"
import { graphql } from "gatsby"
import { Layout } from "../layout/layout"
import { VideoFacade } from "../embeds/video-facade"
import { ButtonLink } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { NumberedSteps } from "./numbered-steps"
import * as styles from "./lead-magnets.module.css"

export type ThankYouContent = Queries.ThankYouBodyFieldsFragment

type ThankYouPageProps = {
  /** The two button labels every thank-you page shares. */
  labels: Queries.ThankYouLabelsFragment
  /** This page's record: its SEO and its body. */
  page: { seo: Queries.PageSeoFragment; body: ThankYouContent }
  path: string
  /** Links and messages shown under the confirmation. */
  children?: React.ReactNode
}

/** A whole thank-you page: the layout (kept out of search engines) around the shared body. */
export function ThankYouPage({ labels, page, path, children }: ThankYouPageProps) {
  return (
    <Layout title={page.seo.title} description={page.seo.description} path={path} noindex>
      <ThankYouBody content={page.body} homeLabel={labels.homeLabel} productsLabel={labels.productsLabel}>
        {children}
      </ThankYouBody>
    </Layout>
  )
}

type ThankYouBodyProps = {
  content: ThankYouContent
  homeLabel: string
  productsLabel: string
  children?: React.ReactNode
}

export function ThankYouBody({ content, homeLabel, productsLabel, children }: ThankYouBodyProps) {
  const buttons = (
    <>
      <ButtonLink to="/">{homeLabel}</ButtonLink>
      <ButtonLink to="/our-product" variant="outline">
        {productsLabel}
      </ButtonLink>
    </>
  )
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={<p>{content.lead}</p>}>
        {children}
      </PageHero>
      <Section tone="white" labelledBy="ty-video">
        <div className={styles.twoCol}>
          <div>
            <h2 id="ty-video">{content.videoHeading}</h2>
            <VideoFacade videoId={content.video.youtubeId} title={content.video.title} />
          </div>
          <div>
            <h2>{content.stepsHeading}</h2>
            <NumberedSteps steps={content.steps} />
          </div>
        </div>
      </Section>
      <Section>
        <div className={styles.callBox}>
          <div className={styles.actions}>{buttons}</div>
        </div>
      </Section>
    </>
  )
}

export const query = graphql`
  fragment ThankYouLabels on ThankYouJson {
    homeLabel
    productsLabel
  }

  fragment ThankYouBodyFields on ThankYouBody {
    eyebrow
    title
    lead
    videoHeading
    video {
      ...VideoFields
    }
    stepsHeading
    steps {
      title
      text
    }
  }
`
