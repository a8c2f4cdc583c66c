/**
 * The home page's sections. First what a family needs: the hero with its video, the
 * figures, the carrier, the reasons families choose the agency and the quote form; then,
 * for future agents, the founder teaser, agents' testimonials and a day's work on video
 * (on the English page only: the Spanish one is for families); then the closing call and
 * the contact line.
 */
import React from "react"
import { graphql } from "gatsby"
import { Link } from "../ui/site-link"
import { PageHero } from "../ui/page-hero"
import { CtaBand } from "../ui/section-intro"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import { VideoFacade } from "../embeds/video-facade"
import { FormEmbed } from "../embeds/form-embed"
import { QuoteRequestForm } from "../forms/quote-request-form"
import { StatTiles } from "../ui/stat-tiles"
import { StarRating } from "./star-rating"
import { FeatureCards } from "./feature-cards"
import { SplitBand } from "./split-band"
import { nameSlug, useSiteConfig } from "../../hooks/use-site-config"
import { truncateAtWord } from "../../lib/text"
import * as css from "./content.module.css"
import { personLine } from "../ui/testimonial-list"
import { resultsMark } from "../ui/results-mark"
import { DisclosedText } from "../ui/disclosed-text"
import { useLanguage } from "../../hooks/use-language"

/** Home testimonial previews are cut at 150 characters plus an ellipsis. */
const PREVIEW_CHARS = 150

export function HomePage({ home }: { home: Queries.HomePageFragment }) {
  const site = useSiteConfig()
  const storyPath = `/${nameSlug(site.founderFirstName)}-story`
  const { carrier } = site
  const language = useLanguage()
  return (
    <>
      <PageHero
        hero={home.hero}
        actions={
          <>
            <ButtonLink to="/quote">{home.hero.quoteLabel}</ButtonLink>
            <ButtonLink to="/request-info" variant="outline">
              {home.hero.applyLabel}
            </ButtonLink>
          </>
        }
        media={<VideoFacade videoId={home.hero.video.youtubeId} title={home.hero.video.title} />}
      />

      <Section tone="white" heading={{ id: "home-stats", text: home.statsLabel, look: "hidden" }}>
        <StatTiles stats={home.stats} label={home.statsLabel} />
      </Section>

      <SplitBand
        id="home-carrier"
        tone="navy"
        className={css.onNavy}
        eyebrow={home.carrier.eyebrow}
        heading={home.carrier.title}
        aside={
          <ul className={css.badges} aria-label={home.carrier.badgesLabel}>
            <li className={css.badge}>
              <span className={css.badgeValue}>{carrier.heritageYears}+</span> {home.carrier.yearsLabel}
            </li>
            <li className={css.badge}>
              <span className={css.badgeValue}>{carrier.amBestRating}</span> {home.carrier.amBestLabel}
            </li>
            <li className={css.badge}>
              <span className={css.badgeValue}>{carrier.bbbRating}</span> {home.carrier.bbbLabel}
            </li>
          </ul>
        }
      >
        <p>{home.carrier.issuedBy}</p>
        {home.carrier.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </SplitBand>

      <FeatureCards id="home-reasons" title={home.reasons.title} items={home.reasons.items} note={home.reasonsNote} />

      <Section tone="gold" heading={{ id: "home-lead-form", text: home.leadForm.title }} narrow>
        <FormEmbed
          formId={site.embeds.forms.leadCapture}
          title={home.leadForm.frameTitle}
          height={761}
          intro={home.leadForm.text}
          fallback={home.leadForm.fallback}
          native={<QuoteRequestForm labelledBy="home-lead-form" />}
        />
      </Section>

      {/* The Spanish page is for families only: what follows leads to the careers pages, in English. */}
      {language === "en" ? <ForAgents home={home} storyPath={storyPath} /> : null}

      <CtaBand id="home-closing" content={home.closing} />

      <Section tone="white" narrow>
        <p className={css.contactLine}>
          {home.contact.text} <Link to="/contact">{home.contact.label}</Link>
        </p>
      </Section>
    </>
  )
}

/** The bands for future agents: the founder's story, their colleagues' words, a day's work on video. */
function ForAgents({ home, storyPath }: { home: Queries.HomePageFragment; storyPath: string }) {
  return (
    <>
      <Section labelledBy="home-founder">
        <div className={css.head}>
          <p className={css.eyebrow}>{home.founderTeaser.eyebrow}</p>
          <h2 id="home-founder">{home.founderTeaser.title}</h2>
          {home.founderTeaser.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <div className={css.actions}>
            <ButtonLink to={storyPath} variant="secondary">
              {home.founderTeaser.linkLabel}
            </ButtonLink>
          </div>
          <p className={css.disclaimer}>
            <DisclosedText text={home.founderTeaser.disclaimer} />
          </p>
        </div>
      </Section>

      <Section heading={{ id: "home-testimonials", text: home.testimonials.title, look: "centered" }}>
        <ul className={css.rowsOf3} aria-label={home.testimonials.listLabel}>
          {home.testimonials.items.map((t) => (
            <li key={t.key} className={css.card}>
              <figure className={css.quoteFigure}>
                {t.rating ? <StarRating rating={t.rating} label={home.testimonials.ratingLabel} /> : null}
                <blockquote className={css.quoteText} {...resultsMark(t)}>
                  <p>{truncateAtWord(t.text, PREVIEW_CHARS)}</p>
                </blockquote>
                <figcaption>
                  <strong>{t.person.name}</strong>
                  <br />
                  <span className={css.eyebrow}>{personLine(t.person)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className={css.note}>
          <DisclosedText text={home.testimonials.note} />
        </p>
        <div className={[css.actions, css.actionsCentered].join(" ")}>
          {/* The previews continue on the team page, which shows each of these people with the whole text. */}
          <ButtonLink to="/our-team" variant="outline">
            {home.testimonials.linkLabel}
          </ButtonLink>
        </div>
      </Section>

      <SplitBand
        id="home-second-video"
        heading={home.secondVideo.title}
        aside={<VideoFacade videoId={home.secondVideo.video.youtubeId} title={home.secondVideo.video.title} />}
      >
        <p className={css.lead}>{home.secondVideo.text}</p>
      </SplitBand>
    </>
  )
}

export const query = graphql`
  fragment HomePage on HomeJson {
    hero {
      eyebrow
      title
      lead
      video {
        ...VideoFields
      }
      quoteLabel
      applyLabel
    }
    statsLabel
    stats {
      ...StatTile
    }
    founderTeaser {
      eyebrow
      title
      paragraphs
      linkLabel
      disclaimer
    }
    carrier {
      eyebrow
      title
      paragraphs
      issuedBy
      badgesLabel
      yearsLabel
      amBestLabel
      bbbLabel
    }
    reasons {
      ...FeatureCards
    }
    reasonsNote
    testimonials {
      title
      listLabel
      ratingLabel
      linkLabel
      note
      items {
        ...QuoteFields
      }
    }
    secondVideo {
      title
      text
      video {
        ...VideoFields
      }
    }
    leadForm {
      title
      text
      fallback
      frameTitle
    }
    closing {
      ...CtaBand
    }
    contact {
      text
      label
    }
  }
`
