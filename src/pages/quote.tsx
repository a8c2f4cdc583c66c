/** /quote: "Get Your Quote" with the quote survey. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { FormEmbed } from "../components/embeds/form-embed"
import { Layout } from "../components/layout/layout"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"
import { useSiteConfig } from "../hooks/use-site-config"
import * as styles from "../components/stories/section-heading.module.css"

export default function QuotePage({ data, location }: PageProps<Queries.QuotePageQuery>) {
  const site = useSiteConfig()
  const content = data.quoteJson?.quote
  if (!content) throw new Error("data/quote.json (quote) is missing from the data layer")
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname}>
      <PageHero eyebrow={content.hero.eyebrow ?? undefined} title={content.hero.title} lead={<p>{content.hero.lead}</p>} />
      <Section tone="white" labelledBy="quote-survey">
        <h2 id="quote-survey" className="visually-hidden">
          {content.surveyTitle}
        </h2>
        <ul className={styles.checks}>
          {content.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <FormEmbed formId={site.embeds.forms.quoteSurvey} title={content.surveyTitle} kind="survey" />
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query QuotePage {
    quoteJson {
      quote {
        seo {
          title
          description
        }
        hero {
          eyebrow
          title
          lead
        }
        surveyTitle
        points
      }
    }
  }
`
