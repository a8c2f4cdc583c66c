/**
 * The in-home survey landing page body (/in-home-survey). Download records the download
 * at the form service (failure only logged) and then moves within the app to
 * /thank-you-survey?dl=1, where the PDF downloads; without JavaScript the link simply goes
 * there.
 */
import React, { useState } from "react"
import { graphql, navigate } from "gatsby"
import { Link } from "../ui/site-link"
import { useSiteConfig } from "../../hooks/use-site-config"
import { ENV } from "../../lib/env"
import { postJson } from "../../lib/http"
import { recordSurveyDownload, SURVEY_THANK_YOU_HREF } from "../../lib/lead-magnets"
import { ButtonLink, buttonClass } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { PageContactFooter } from "./page-contact-footer"
import { CallBand, StoryBand, TestimonialsBand } from "./landing-sections"
import * as styles from "./lead-magnets.module.css"

export type SurveyContent = Queries.SurveyLandingFieldsFragment

function DownloadLink({ label }: { label: string }) {
  const site = useSiteConfig()
  const [busy, setBusy] = useState(false)
  const onClick = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    // Stops the Link's own move: the record is sent first, then the page moves on.
    event.preventDefault()
    if (busy) return
    setBusy(true)
    await recordSurveyDownload(ENV.surveyFormRecord, site.embeds.forms.surveyDownload, postJson)
    void navigate(SURVEY_THANK_YOU_HREF)
  }
  return (
    <Link
      to={SURVEY_THANK_YOU_HREF}
      className={buttonClass("primary")}
      onClick={onClick}
      aria-disabled={busy || undefined}
    >
      {label}
    </Link>
  )
}

export function SurveyLanding({ content }: { content: SurveyContent }) {
  const site = useSiteConfig()
  const { hero, story, call, trust, footer } = content
  // Without an external booking link, Book a Call opens the site's own booking page.
  const bookCall = (label: string, variant: "outline" | "light") => (
    <ButtonLink
      to={site.links.surveyBookingLink || site.links.meetingsPage}
      newTab={Boolean(site.links.surveyBookingLink)}
      variant={variant}
    >
      {label}
    </ButtonLink>
  )
  return (
    <>
      <PageHero
        hero={hero}
        actions={
          <>
            <DownloadLink label={hero.downloadLabel} />
            {bookCall(hero.callLabel, "outline")}
          </>
        }
      />

      <StoryBand id="ihs-story" story={story} />

      <Section heading={{ id: "ihs-inside", text: content.insideHeading }}>
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

      <TestimonialsBand id="ihs-testimonials" band={content.testimonials} />

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

      <CallBand id="ihs-call" heading={call.heading} body={call.body} action={bookCall(call.buttonLabel, "light")} />

      <PageContactFooter heading={footer.heading} disclaimer={footer.disclaimer}>
        <h3>{footer.legalHeading}</h3>
        <ul className={styles.plainList}>
          <li>
            <Link to="/privacy">{footer.privacyLabel}</Link>
          </li>
          <li>
            <Link to="/terms">{footer.termsLabel}</Link>
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
      ...LeadMagnetStoryFields
    }
    insideHeading
    insideIntro
    inside {
      title
      text
    }
    testimonials {
      ...QuotesBandFields
    }
    trust {
      figure
      heading
      body
    }
    call {
      heading
      body
      buttonLabel
    }
    footer {
      heading
      legalHeading
      disclaimer
      privacyLabel
      termsLabel
    }
  }
`
