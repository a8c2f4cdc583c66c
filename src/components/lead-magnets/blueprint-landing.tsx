/**
 * The blueprint landing page body (/{author}-7-step-blueprint): hero with the two
 * actions, a top agent's story, the seven steps, the testimonials, the 15-minute call
 * and the contact/disclaimer section. Download Free PDF leads to the thank-you page with
 * dl=1 only: the visitor's e-mail stays in storage (tl_email), never in an address.
 */
import React from "react"
import { graphql } from "gatsby"
import { BLUEPRINT_THANK_YOU_HREF } from "../../lib/lead-magnets"
import { ButtonLink, buttonClass } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { PageContactFooter } from "./page-contact-footer"
import { CallBand, StoryBand, TestimonialsBand } from "./landing-sections"
import { fillTokens } from "../../lib/text"
import * as styles from "./lead-magnets.module.css"

export type BlueprintContent = Queries.BlueprintLandingFieldsFragment

type BlueprintLandingProps = {
  content: BlueprintContent
  authorFirstName: string
}

const LEARN_SECTION_ID = "what-youll-learn"

export function BlueprintLanding({ content, authorFirstName }: BlueprintLandingProps) {
  const fill = (text: string) => fillTokens(text, { name: authorFirstName })

  const { hero, story, steps, call, footer } = content
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow ? fill(hero.eyebrow) : undefined}
        title={fill(hero.title)}
        lead={<p>{fill(hero.lead)}</p>}
        actions={
          <>
            <ButtonLink to={BLUEPRINT_THANK_YOU_HREF}>{hero.downloadLabel}</ButtonLink>
            <ButtonLink to="/tl-booking" variant="outline">
              {hero.callLabel}
            </ButtonLink>
          </>
        }
      >
        <a href={`#${LEARN_SECTION_ID}`} className={buttonClass("secondary", styles.scrollButton)}>
          {hero.scrollLabel} <span aria-hidden="true">↓</span>
        </a>
      </PageHero>

      <StoryBand id="bp-story" story={story} fill={fill} />

      <Section id={LEARN_SECTION_ID} heading={{ id: "bp-learn", text: content.learnHeading }}>
        <p className={styles.sectionIntro}>{fill(content.learnIntro)}</p>
        <ol className={styles.learnList}>
          {steps.map((step, i) => (
            <li key={step.title} className={styles.learnItem}>
              <span className={styles.learnNumber} aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>
                  <span className="visually-hidden">{fillTokens(content.stepLabel, { amount: String(i + 1) })} </span>
                  {step.title}
                </h3>
                <p>{fill(step.summary)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <ButtonLink to={BLUEPRINT_THANK_YOU_HREF}>{hero.downloadLabel}</ButtonLink>
        </div>
      </Section>

      <TestimonialsBand id="bp-testimonials" band={content.testimonials} />

      <CallBand
        id="bp-call"
        heading={call.heading}
        body={fill(call.body)}
        action={
          <ButtonLink to="/tl-booking" variant="light">
            {call.buttonLabel}
          </ButtonLink>
        }
      />

      <PageContactFooter heading={footer.heading} disclaimer={fill(footer.disclaimer)} />
    </>
  )
}

export const query = graphql`
  fragment BlueprintLandingFields on BlueprintJson {
    seo {
      ...PageSeo
    }
    hero {
      eyebrow
      title
      lead
      downloadLabel
      callLabel
      scrollLabel
    }
    story {
      ...LeadMagnetStoryFields
    }
    learnHeading
    stepLabel
    learnIntro
    steps {
      title
      summary
    }
    testimonials {
      ...QuotesBandFields
    }
    call {
      heading
      body
      buttonLabel
    }
    footer {
      heading
      disclaimer
    }
  }
`
