/**
 * The testimonials and reviews page, served at /testimonials and at /reviews (whose
 * canonical link points to /testimonials). Content: data/testimonials.json.
 */
import React from "react"
import { graphql } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { IframeEmbed } from "../embeds/iframe-embed"
import { VideoFacade } from "../embeds/video-facade"
import { useVideoStructuredData } from "../../hooks/use-video-structured-data"
import { Layout } from "../layout/layout"
import { ButtonLink } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { Disclaimer } from "../stories/disclaimer"
import { CtaBand, SectionIntro } from "../ui/section-intro"
import { StatTiles } from "../ui/stat-tiles"
import { VideoCard } from "./video-card"
import * as styles from "./testimonials-page.module.css"

export type TestimonialsContent = Queries.TestimonialsPageContentFragment

type TestimonialsPageProps = {
  content: TestimonialsContent
  /** The address this copy of the page is served at. */
  path: string
  /** /reviews uses its own title and points its canonical link to /testimonials. */
  variant?: "testimonials" | "reviews"
}

export function TestimonialsPage({ content, path, variant = "testimonials" }: TestimonialsPageProps) {
  const site = useSiteConfig()
  const seo = variant === "reviews" ? content.reviewsSeo : content.seo
  const videoLd = useVideoStructuredData([content.featuredVideo.video, content.joinVideo.video])
  return (
    <Layout
      title={seo.title}
      description={seo.description}
      path={path}
      canonicalPath={variant === "reviews" ? "/testimonials" : undefined}
      jsonLd={videoLd}
    >
      <PageHero
        hero={content.hero}
        actions={
          <>
            {content.heroLinks.map((link, i) => (
              <ButtonLink key={link.to} to={link.to} variant={i === 0 ? "primary" : "outline"}>
                {link.label}
              </ButtonLink>
            ))}
          </>
        }
      />

      <Section tone="white">
        <StatTiles accent stats={content.stats} label={content.statsLabel} />
      </Section>

      <Section heading={{ id: "featured-videos", text: content.featuredVideosHeading, look: "hidden" }}>
        <div className={styles.videos}>
          <div>
            <h3>{content.featuredVideo.heading}</h3>
            <p>{content.featuredVideo.text}</p>
            <VideoFacade videoId={content.featuredVideo.video.youtubeId} title={content.featuredVideo.video.title} />
          </div>
          <div>
            <h3>{content.joinVideo.heading}</h3>
            <p>{content.joinVideo.text}</p>
            <VideoFacade videoId={content.joinVideo.video.youtubeId} title={content.joinVideo.video.title} />
          </div>
        </div>
        <Disclaimer>{content.videosNote}</Disclaimer>
      </Section>

      <Section tone="white" labelledBy="video-testimonials">
        <SectionIntro id="video-testimonials" heading={content.videoGrid.heading} text={content.videoGrid.text} />
        <ul className={styles.grid}>
          {content.videos.map((video) => (
            <li key={video.person.key}>
              <VideoCard video={video} words={content.videoGrid} />
            </li>
          ))}
        </ul>
        <Disclaimer>{content.videoGrid.note}</Disclaimer>
      </Section>

      <CtaBand id="testimonials-cta" content={content.cta} />

      <Section labelledBy="earnings">
        <SectionIntro id="earnings" heading={content.earnings.heading} text={content.earnings.text} />
        <StatTiles accent stats={content.earnings.tiles} label={content.earnings.tilesLabel} />
        <Disclaimer>{content.earnings.disclaimer}</Disclaimer>
      </Section>

      {/* Without the agency's reviews widget there is nothing for this section to show or say. */}
      {site.embeds.reviewsWidgetUrl ? (
        <Section tone="white" labelledBy="reviews">
          <SectionIntro id="reviews" heading={content.reviews.heading} text={content.reviews.text} />
          <IframeEmbed
            src={site.embeds.reviewsWidgetUrl}
            title={content.reviews.frameTitle}
            height={1400}
            scrollAreaHeight={640}
            fallbackHref={site.links.reviews}
            fallbackLabel={content.reviews.linkLabel}
          />
        </Section>
      ) : null}

      <CtaBand id="testimonials-closing" content={content.closing} tone="gold" />
    </Layout>
  )
}

export const query = graphql`
  fragment TestimonialsPageContent on TestimonialsJson {
    seo {
      ...PageSeo
    }
    reviewsSeo {
      ...PageSeo
    }
    hero {
      ...HeroFields
    }
    heroLinks {
      label
      to
    }
    statsLabel
    stats {
      ...StatTile
    }
    featuredVideosHeading
    featuredVideo {
      heading
      text
      video {
        ...VideoFields
      }
    }
    joinVideo {
      heading
      text
      video {
        ...VideoFields
      }
    }
    videosNote
    videoGrid {
      heading
      text
      note
      watchLabel
      dialogDescription
      closeLabel
      playerUnavailable
    }
    videos {
      person {
        key
        name
        role
      }
      video {
        ...VideoFields
      }
    }
    cta {
      ...CtaBand
    }
    earnings {
      heading
      text
      tilesLabel
      tiles {
        ...StatTile
      }
      disclaimer
    }
    reviews {
      heading
      text
      frameTitle
      linkLabel
    }
    closing {
      ...CtaBand
    }
  }
`
