/** /request-info: "Request More Information" with the agent application form. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { FormEmbed } from "../components/embeds/form-embed"
import { Layout } from "../components/layout/layout"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"
import { useSiteConfig } from "../hooks/use-site-config"
import * as styles from "../components/stories/section-heading.module.css"

export default function RequestInfoPage({ data, location }: PageProps<Queries.RequestInfoPageQuery>) {
  const site = useSiteConfig()
  const content = data.quoteJson?.requestInfo
  if (!content) throw new Error("data/quote.json (requestInfo) is missing from the data layer")
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname}>
      <PageHero eyebrow={content.hero.eyebrow ?? undefined} title={content.hero.title} lead={<p>{content.hero.lead}</p>} />
      <Section tone="white" labelledBy="request-info-form">
        <h2 id="request-info-form" className="visually-hidden">
          {content.formTitle}
        </h2>
        <ul className={styles.checks}>
          {content.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <FormEmbed formId={site.embeds.forms.application} title={content.formTitle} kind="form" />
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query RequestInfoPage {
    quoteJson {
      requestInfo {
        seo {
          title
          description
        }
        hero {
          eyebrow
          title
          lead
        }
        formTitle
        points
      }
    }
  }
`
