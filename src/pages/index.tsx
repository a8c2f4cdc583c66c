/** Home page: content from data/home.json; carrier, video and form ids from data/site.json. */
import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHero } from "../components/ui/page-hero"
import { ButtonLink } from "../components/ui/button-link"
import { Section } from "../components/ui/section"
import { VideoFacade } from "../components/embeds/video-facade"
import { useVideoStructuredData } from "../hooks/use-video-structured-data"
import { insuranceAgency } from "../lib/structured-data"
import { FormEmbed } from "../components/embeds/form-embed"
import { StatTiles } from "../components/marketing/stat-tiles"
import { StarRating } from "../components/marketing/star-rating"
import { nameSlug, useSiteConfig } from "../hooks/use-site-config"
import { fillTokens, truncateAtWord } from "../lib/text"
import { FeatureCards } from "../components/marketing/feature-cards"
import * as css from "../components/marketing/content.module.css"

/** Spec §9: home testimonial previews are cut at 150 characters plus an ellipsis. */
const PREVIEW_CHARS = 150

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteConfig()
  const home = data.homeJson
  if (!home) throw new Error("data/home.json is missing from the data layer")
  const founder = { founder: site.founderFirstName }
  const storyPath = `/${nameSlug(site.founderFirstName)}-story`
  const { carrier } = site
  const videoLd = useVideoStructuredData(["homeHero", "homeSecond"])

  return (
    <Layout
      title={`${site.companyName} | Final Expense Insurance & Agent Careers`}
      description={site.description}
      path={location.pathname}
      jsonLd={[insuranceAgency(site), ...videoLd]}
    >
      <PageHero
        eyebrow={home.hero.eyebrow}
        title={home.hero.title}
        lead={home.hero.lead}
        actions={
          <>
            <ButtonLink to="/quote">Get My Quote</ButtonLink>
            <ButtonLink to="/request-info" variant="outline">
              Apply Now
            </ButtonLink>
          </>
        }
      >
        <div className={css.heroMedia}>
          <VideoFacade videoId={site.embeds.videos.homeHero} title={home.hero.videoTitle} />
        </div>
      </PageHero>

      <Section tone="white" labelledBy="home-stats">
        <h2 id="home-stats" className="visually-hidden">
          {site.companyName} by the numbers
        </h2>
        <StatTiles stats={home.stats} label={`${site.companyName} by the numbers`} />
      </Section>

      <Section labelledBy="home-founder">
        <div className={css.head}>
          <p className={css.eyebrow}>{home.founderTeaser.eyebrow}</p>
          <h2 id="home-founder">{home.founderTeaser.title}</h2>
          {home.founderTeaser.paragraphs.map((p) => (
            <p key={p}>{fillTokens(p, founder)}</p>
          ))}
          <div className={css.actions}>
            <ButtonLink to={storyPath} variant="secondary">
              {fillTokens(home.founderTeaser.linkLabel, founder)}
            </ButtonLink>
          </div>
          <p className={css.disclaimer}>{home.founderTeaser.disclaimer}</p>
        </div>
      </Section>

      <Section tone="navy" labelledBy="home-carrier" className={css.onNavy}>
        <div className={css.split}>
          <div>
            <p className={css.eyebrow}>{home.carrier.eyebrow}</p>
            <h2 id="home-carrier">{home.carrier.title}</h2>
            <p>
              Every policy we write is issued by <strong>{carrier.name}</strong>.
            </p>
            {home.carrier.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ul className={css.badges} aria-label={`${carrier.name} at a glance`}>
            <li className={css.badge}>
              <span className={css.badgeValue}>{carrier.heritageYears}+</span> years in business
            </li>
            <li className={css.badge}>
              <span className={css.badgeValue}>{carrier.amBestRating}</span> insurer financial strength rating
            </li>
            <li className={css.badge}>
              <span className={css.badgeValue}>{carrier.bbbRating}</span> business bureau rating
            </li>
          </ul>
        </div>
      </Section>

      <FeatureCards id="home-reasons" title={home.reasons.title} items={home.reasons.items} />

      <Section labelledBy="home-testimonials">
        <h2 id="home-testimonials" className={[css.head, css.centered].join(" ")}>
          {home.testimonials.title}
        </h2>
        <ul className={css.grid3} aria-label="Agent testimonials">
          {home.testimonials.items.map((t) => (
            <li key={t.name} className={css.card}>
              <figure className={css.quoteFigure}>
                <StarRating rating={t.rating} />
                <blockquote className={css.quoteText}>
                  <p>{truncateAtWord(t.text, PREVIEW_CHARS)}</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <br />
                  <span className={css.eyebrow}>{t.location}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className={[css.actions, css.actionsCentered].join(" ")}>
          <ButtonLink to="/testimonials" variant="outline">
            {home.testimonials.linkLabel}
          </ButtonLink>
        </div>
      </Section>

      <Section tone="white" labelledBy="home-second-video">
        <div className={css.split}>
          <div>
            <h2 id="home-second-video">{home.secondVideo.title}</h2>
            <p className={css.lead}>{home.secondVideo.text}</p>
          </div>
          <VideoFacade videoId={site.embeds.videos.homeSecond} title={home.secondVideo.videoTitle} />
        </div>
      </Section>

      <Section tone="gold" labelledBy="home-lead-form" narrow>
        <h2 id="home-lead-form">{home.leadForm.title}</h2>
        <p>{home.leadForm.text}</p>
        <FormEmbed formId={site.embeds.forms.leadCapture} title={home.leadForm.frameTitle} height={761} />
      </Section>

      <Section tone="navy" labelledBy="home-closing" className={css.onNavy}>
        <div className={[css.head, css.centered].join(" ")}>
          <h2 id="home-closing">{home.closing.title}</h2>
          <p>{home.closing.text}</p>
          <div className={[css.actions, css.actionsCentered].join(" ")}>
            <ButtonLink to="/quote">{home.closing.quoteLabel}</ButtonLink>
            <ButtonLink to="/request-info" variant="light">
              {home.closing.agentLabel}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section tone="white" narrow>
        <p className={css.contactLine}>
          {home.contact.text} <Link to="/contact">{home.contact.label}</Link>
        </p>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query HomePage {
    homeJson {
      hero {
        eyebrow
        title
        lead
        videoTitle
      }
      stats {
        value
        label
        description
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
      }
      reasons {
        title
        items {
          title
          text
        }
      }
      testimonials {
        title
        linkLabel
        items {
          name
          location
          text
          rating
        }
      }
      secondVideo {
        title
        text
        videoTitle
      }
      leadForm {
        title
        text
        frameTitle
      }
      closing {
        title
        text
        quoteLabel
        agentLabel
      }
      contact {
        text
        label
      }
    }
  }
`
