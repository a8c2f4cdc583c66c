/** /podcast: channel figures, the playlist, the founder's income story, the quote card and the closing call. */
import React from "react"
import { graphql } from "gatsby"
import { FreeQuoteCard } from "../quote/free-quote-card"
import { Disclaimer } from "./disclaimer"
import { PlaylistFacade } from "./playlist-facade"
import { CtaBand, SectionIntro } from "../ui/section-intro"
import { StatTiles } from "../ui/stat-tiles"
import { ButtonLink } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { useSiteConfig } from "../../hooks/use-site-config"
import * as styles from "./income-story.module.css"

export function PodcastPage({ content }: { content: Queries.PodcastPageFragment }) {
  const site = useSiteConfig()
  const story = content.incomeStory
  return (
    <>
      <PageHero hero={content.hero} />

      <Section tone="white">
        <StatTiles accent stats={content.stats} label={content.statsLabel} />
      </Section>

      <Section labelledBy="channel">
        <SectionIntro
          id="channel"
          heading={content.channel.heading}
          text={content.channel.text}
          actions={
            <>
              {site.links.playlist ? (
                <ButtonLink to={site.links.playlist} newTab>
                  {content.channel.playlistLabel}
                </ButtonLink>
              ) : null}
              {site.links.subscribe ? (
                <ButtonLink to={site.links.subscribe} newTab variant="outline">
                  {content.channel.subscribeLabel}
                </ButtonLink>
              ) : null}
            </>
          }
        />
        <h3 id="playlist">{content.playlist.heading}</h3>
        <PlaylistFacade
          title={content.playlist.frameTitle}
          intro={content.playlist.text}
          fallback={content.playlist.fallback}
          linkLabel={content.playlist.linkLabel}
        />
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
                <span className={styles.amount}>{story.startFigure}</span>
                <span className={styles.caption}>{story.startCaption}</span>
              </span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              <span className="visually-hidden"> {story.betweenLabel} </span>
              <span className={styles.figure}>
                <span className={styles.amount}>{story.peakFigure}</span>
                <span className={styles.caption}>{story.peakCaption}</span>
              </span>
              <span className={styles.span}>{story.spanLabel}</span>
            </p>
            <Disclaimer>{story.disclaimer}</Disclaimer>
          </div>
        </div>
      </Section>

      <Section>
        <FreeQuoteCard />
      </Section>

      <CtaBand id="podcast-cta" content={content.cta} />
    </>
  )
}

export const query = graphql`
  fragment PodcastPage on PodcastJson {
    hero {
      ...HeroFields
    }
    statsLabel
    stats {
      ...StatTile
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
      fallback
      frameTitle
      linkLabel
    }
    incomeStory {
      heading
      startFigure
      peakFigure
      paragraphs
      disclaimer
      startCaption
      peakCaption
      betweenLabel
      spanLabel
    }
    cta {
      ...CtaBand
    }
  }
`
