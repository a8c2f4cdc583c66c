/** /contact: phone, e-mail, address and hours; the contact survey; reasons to call; the office map. */
import React from "react"
import { graphql } from "gatsby"
import { ContactCards } from "./contact-cards"
import { FormEmbed } from "../embeds/form-embed"
import { QuoteRequestForm } from "../forms/quote-request-form"
import { IframeEmbed } from "../embeds/iframe-embed"
import { CtaFrame, SectionIntro } from "../ui/section-intro"
import { ButtonLink } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { telHref, useSiteConfig } from "../../hooks/use-site-config"
import * as styles from "../ui/section-heading.module.css"

export function ContactPage({ content }: { content: Queries.ContactPageFragment }) {
  const site = useSiteConfig()
  return (
    <>
      <PageHero hero={content.hero} />

      <Section tone="white">
        <ContactCards cards={content.cards} />
      </Section>

      <Section>
        <div className={styles.twoCol}>
          <section aria-labelledby="contact-survey">
            <SectionIntro id="contact-survey" heading={content.survey.heading}>
              <p>
                <strong>{content.replyPromise}</strong>
              </p>
            </SectionIntro>
            <FormEmbed
              formId={site.embeds.forms.contactSurvey}
              title={content.survey.frameTitle}
              kind="survey"
              intro={content.survey.text}
              fallback={content.survey.fallback}
              native={<QuoteRequestForm labelledBy="contact-survey" />}
            />
          </section>
          <section aria-labelledby="contact-reasons">
            <h2 id="contact-reasons">{content.reasons.heading}</h2>
            <ul className={styles.checks}>
              {content.reasons.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        </div>
      </Section>

      <CtaFrame
        id="contact-call"
        heading={content.call.heading}
        text={content.call.text}
        actions={
          <ButtonLink to={telHref(site.phone)}>
            {content.call.buttonLabel} {site.phone}
          </ButtonLink>
        }
      />

      <Section tone="white" labelledBy="contact-map">
        <SectionIntro id="contact-map" heading={content.map.heading} text={content.map.text} />
        <IframeEmbed
          src={site.embeds.mapEmbedUrl}
          title={content.map.frameTitle}
          height={420}
          fallbackHref={site.links.directions}
          fallbackLabel={content.map.fallbackLabel}
        />
      </Section>
    </>
  )
}

export const query = graphql`
  fragment ContactPage on ContactJson {
    hero {
      ...HeroFields
    }
    cards {
      kind
      title
      description
      actionLabel
      actionHint
    }
    survey {
      heading
      text
      fallback
      frameTitle
    }
    reasons {
      heading
      items
    }
    call {
      heading
      text
      buttonLabel
    }
    map {
      heading
      text
      frameTitle
      fallbackLabel
    }
    replyPromise
  }
`
