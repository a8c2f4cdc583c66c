/**
 * The in-home survey landing page body (/in-home-survey). Download records the download
 * at the form service (failure only logged) and then opens /thank-you-survey?dl=1, where
 * the PDF downloads; without JavaScript the link simply goes there.
 */
import React, { useState } from "react"
import { graphql } from "gatsby"
import { navigate } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { ENV } from "../../lib/env"
import { postJson } from "../../lib/http"
import { recordSurveyDownload, SURVEY_THANK_YOU_HREF } from "../../lib/lead-magnets"
import { ButtonLink, buttonClass } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { PageContactFooter } from "./page-contact-footer"
import { TestimonialList } from "../ui/testimonial-list"
import * as styles from "./lead-magnets.module.css"

export type SurveyContent = Queries.SurveyLandingFieldsFragment

function DownloadLink({ label }: { label: string }) {
  const site = useSiteConfig()
  const [busy, setBusy] = useState(false)
  const onClick = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    await recordSurveyDownload(ENV.surveyFormRecord, site.embeds.forms.surveyDownload, postJson)
    void navigate(SURVEY_THANK_YOU_HREF)
  }
  return (
    <a
      href={SURVEY_THANK_YOU_HREF}
      className={buttonClass("primary")}
      onClick={onClick}
      aria-disabled={busy || undefined}
    >
      {label}
    </a>
  )
}

export function SurveyLanding({ content }: { content: SurveyContent }) {
  const site = useSiteConfig()
  const { hero, story, call, trust, footer } = content
  const bookCall = (label: string, variant: "outline" | "light") => (
    <ButtonLink to={site.links.surveyBookingLink} newTab variant={variant}>
      {label}
    </ButtonLink>
  )
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow ?? undefined}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        actions={
          <>
            <DownloadLink label={hero.downloadLabel} />
            {bookCall(hero.callLabel, "outline")}
          </>
        }
      />

      <Section tone="white" labelledBy="ihs-story" narrow>
        <h2 id="ihs-story">{story.heading}</h2>
        <div className={styles.prose}>
          {story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Section labelledBy="ihs-inside">
        <h2 id="ihs-inside">{content.insideHeading}</h2>
        <p className={styles.sectionIntro}>{content.insideIntro}</p>
        <ul className={styles.learnList}>
          {content.inside.map((item, i) => (
            <li key={item.title} className={styles.learnItem}>
              <span className={styles.learnNumber} aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <DownloadLink label={hero.downloadLabel} />
        </div>
      </Section>

      <Section tone="white" labelledBy="ihs-testimonials">
        <h2 id="ihs-testimonials">{content.testimonialsHeading}</h2>
        <TestimonialList testimonials={content.testimonials} note={content.testimonialsNote} />
      </Section>

      <Section tone="gold" labelledBy="ihs-trust">
        <div className={styles.trust}>
          <p className={styles.figure} aria-hidden="true">
            {trust.figure}
          </p>
          <div>
            <h2 id="ihs-trust">{trust.heading}</h2>
            <p>{trust.body}</p>
          </div>
        </div>
      </Section>

      <Section tone="navy" labelledBy="ihs-call">
        <div className={styles.callBox}>
          <h2 id="ihs-call">{call.heading}</h2>
          <p>{call.body}</p>
          <p className={styles.claim}>{call.claim}</p>
          <div className={styles.actions}>{bookCall(call.buttonLabel, "light")}</div>
        </div>
      </Section>

      <PageContactFooter heading={`Questions? Talk to ${site.companyName}`} disclaimer={footer.disclaimer}>
        <h3>Legal</h3>
        <ul className={styles.plainList}>
          {/* These two addresses are not pages of this site (they answer 404). */}
          <li>
            <a href="/privacy-policy">{footer.privacyLabel}</a>
          </li>
          <li>
            <a href="/terms-conditions">{footer.termsLabel}</a>
          </li>
        </ul>
      </PageContactFooter>
    </>
  )
}

export const query = graphql`
  fragment SurveyLandingFields on InHomeSurveyJson {
    seo {
      ...PageSeo
    }
    hero {
      eyebrow
      title
      lead
      downloadLabel
      callLabel
    }
    story {
      heading
      paragraphs
    }
    insideHeading
    insideIntro
    inside {
      title
      text
    }
    testimonialsHeading
    testimonials {
      quote
      name
      role
    }
    testimonialsNote
    trust {
      figure
      heading
      body
    }
    call {
      heading
      body
      claim
      buttonLabel
    }
    footer {
      disclaimer
      privacyLabel
      termsLabel
    }
  }
`
