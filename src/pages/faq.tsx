/** FAQ page: content from data/faq.json; search and highlighting in src/lib/faq-search.ts. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHero } from "../components/ui/page-hero"
import { ButtonLink } from "../components/ui/button-link"
import { Section } from "../components/ui/section"
import { StatTiles } from "../components/marketing/stat-tiles"
import { FaqExplorer } from "../components/marketing/faq/faq-explorer"
import { BackToTop } from "../components/marketing/faq/back-to-top"
import { useSiteConfig } from "../hooks/use-site-config"
import * as css from "../components/marketing/content.module.css"

export default function FaqPage({ data, location }: PageProps<Queries.FaqPageQuery>) {
  const site = useSiteConfig()
  const faq = data.faqJson
  if (!faq) throw new Error("data/faq.json is missing from the data layer")

  return (
    <Layout
      title={`Frequently Asked Questions | ${site.companyName}`}
      description="Answers about final expense coverage (ages 0–85, up to $35,000, no medical exam) and about agent contracts, leads, training, residuals and management."
      path={location.pathname}
    >
      <PageHero eyebrow="FAQ" title={faq.title} lead={faq.lead} />

      <Section tone="white" labelledBy="faq-facts">
        <h2 id="faq-facts">Quick facts</h2>
        <StatTiles stats={faq.quickFacts} label="Quick facts" />
      </Section>

      <Section labelledBy="faq-questions" narrow>
        <h2 id="faq-questions" className="visually-hidden">
          Questions and answers
        </h2>
        <FaqExplorer
          categories={faq.categories}
          searchLabel={faq.searchLabel}
          searchPlaceholder={faq.searchPlaceholder}
          noResultsTitle={faq.noResultsTitle}
          noResultsText={faq.noResultsText}
          notes={{ "income-earnings": faq.incomeNote }}
        />
      </Section>

      <Section tone="white" labelledBy="faq-market">
        <div className={css.split}>
          <div>
            <h2 id="faq-market">{faq.targetMarket.title}</h2>
            <p className={css.lead}>{faq.targetMarket.lead}</p>
          </div>
          <ul className={css.checks}>
            {faq.targetMarket.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="navy" labelledBy="faq-apply" className={css.onNavy}>
        <div className={[css.head, css.centered].join(" ")}>
          <h2 id="faq-apply">{faq.apply.title}</h2>
          <p>{faq.apply.text}</p>
          <div className={[css.actions, css.actionsCentered].join(" ")}>
            <ButtonLink to="/request-info">{faq.apply.label}</ButtonLink>
          </div>
        </div>
      </Section>

      <BackToTop />
    </Layout>
  )
}

export const query = graphql`
  query FaqPage {
    faqJson {
      title
      lead
      quickFacts {
        value
        label
        description
      }
      searchLabel
      searchPlaceholder
      noResultsTitle
      noResultsText
      categories {
        key
        title
        questions {
          question
          answer
        }
      }
      targetMarket {
        title
        lead
        points
      }
      apply {
        title
        text
        label
      }
      incomeNote
    }
  }
`
