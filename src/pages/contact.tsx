/** /contact: phone, e-mail, address and hours; the contact survey; reasons to call; the office map. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContactCards } from "../components/contact/contact-cards"
import { FormEmbed } from "../components/embeds/form-embed"
import { IframeEmbed } from "../components/embeds/iframe-embed"
import { Layout } from "../components/layout/layout"
import { CtaBand, SectionIntro } from "../components/stories/section-intro"
import { ButtonLink } from "../components/ui/button-link"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"
import { telHref, useSiteConfig } from "../hooks/use-site-config"
import { insuranceAgency } from "../lib/structured-data"
import * as styles from "../components/stories/section-heading.module.css"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const site = useSiteConfig()
  const content = data.contactJson
  if (!content) throw new Error("data/contact.json is missing from the data layer")
  return (
    <Layout
      title={content.seo.title}
      description={content.seo.description}
      path={location.pathname}
      jsonLd={[insuranceAgency(site)]}
    >
      <PageHero
        eyebrow={content.hero.eyebrow ?? undefined}
        title={content.hero.title}
        lead={<p>{content.hero.lead}</p>}
      />

      <Section tone="white">
        <ContactCards cards={content.cards} />
      </Section>

      <Section>
        <div className={styles.twoCol}>
          <section aria-labelledby="contact-survey">
            <SectionIntro id="contact-survey" heading={content.survey.heading} text={content.survey.text}>
              <p>
                <strong>{content.replyPromise}</strong>
              </p>
            </SectionIntro>
            <FormEmbed formId={site.embeds.forms.contactSurvey} title={content.survey.frameTitle} kind="survey" />
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

      <CtaBand
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
          fallbackLabel="Open directions in your map app"
        />
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query ContactPage {
    contactJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        title
        lead
      }
      cards {
        kind
        title
        description
        actionLabel
      }
      survey {
        heading
        text
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
      }
      replyPromise
    }
  }
`
