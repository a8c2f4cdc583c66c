/** /podcast: the founder's success-stories series, its playlist and the income story. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { FreeQuoteCard } from "../components/quote/free-quote-card"
import { Disclaimer } from "../components/stories/disclaimer"
import { PlaylistFacade } from "../components/stories/playlist-facade"
import { CtaBand, SectionIntro } from "../components/stories/section-intro"
import { StatTiles } from "../components/stories/stat-tiles"
import { ButtonLink } from "../components/ui/button-link"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"
import { useSiteConfig } from "../hooks/use-site-config"
import { formatUsd, formatUsdShort } from "../lib/stories"
import * as styles from "../components/stories/income-story.module.css"

export default function PodcastPage({ data, location }: PageProps<Queries.PodcastPageQuery>) {
  const site = useSiteConfig()
  const content = data.podcastJson
  if (!content) throw new Error("data/podcast.json is missing from the data layer")
  const story = content.incomeStory
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname}>
      <PageHero
        eyebrow={content.hero.eyebrow ?? undefined}
        title={content.hero.title}
        lead={<p>{content.hero.lead}</p>}
      />

      <Section tone="white">
        <StatTiles stats={content.stats} label="Channel figures" />
      </Section>

      <Section labelledBy="channel">
        <SectionIntro
          id="channel"
          heading={content.channel.heading}
          text={content.channel.text}
          actions={
            <>
              <ButtonLink to={site.links.playlist} newTab>
                {content.channel.playlistLabel}
              </ButtonLink>
              <ButtonLink to={site.links.subscribe} newTab variant="outline">
                {content.channel.subscribeLabel}
              </ButtonLink>
            </>
          }
        />
        <h3 id="playlist">{content.playlist.heading}</h3>
        <p>{content.playlist.text}</p>
        <PlaylistFacade title={content.playlist.frameTitle} />
      </Section>

      <Section tone="white" labelledBy="income-story">
        <div className={styles.story}>
          <div>
            <h2 id="income-story">{story.heading}</h2>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div>
            <p className={styles.figures}>
              <span className={styles.figure}>
                <span className={styles.amount}>{formatUsdShort(story.startIncome)}</span>
                <span className={styles.caption}>first year ({formatUsd(story.startIncome)})</span>
              </span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              <span className="visually-hidden"> to </span>
              <span className={styles.figure}>
                <span className={styles.amount}>{formatUsdShort(story.peakIncome)}</span>
                <span className={styles.caption}>
                  year {story.years} ({formatUsd(story.peakIncome)})
                </span>
              </span>
              <span className={styles.span}>over {story.years} years</span>
            </p>
            <Disclaimer>{story.disclaimer}</Disclaimer>
          </div>
        </div>
      </Section>

      <Section>
        <FreeQuoteCard />
      </Section>

      <CtaBand
        id="podcast-cta"
        heading={content.cta.heading}
        text={content.cta.text}
        actions={
          <>
            <ButtonLink to="/contact">Contact Us</ButtonLink>
            <ButtonLink to="/request-info" variant="light">
              Request Information
            </ButtonLink>
          </>
        }
      />
    </Layout>
  )
}

export const query = graphql`
  query PodcastPage {
    podcastJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        title
        lead
      }
      stats {
        value
        label
        description
      }
      channel {
        heading
        text
        playlistLabel
        subscribeLabel
      }
      playlist {
        heading
        text
        frameTitle
      }
      incomeStory {
        heading
        startIncome
        peakIncome
        years
        paragraphs
        disclaimer
      }
      cta {
        heading
        text
      }
    }
  }
`
