/** /faq: quick facts, the searchable questions by category, who we serve, and the closing call to apply. */
import React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../../ui/page-hero"
import { CtaBand } from "../../ui/section-intro"
import { Section } from "../../ui/section"
import { StatTiles } from "../../ui/stat-tiles"
import { FaqExplorer } from "./faq-explorer"
import { BackToTop } from "./back-to-top"
import * as css from "../content.module.css"

export function FaqPage({ faq }: { faq: Queries.FaqPageFragment }) {
  return (
    <>
      <PageHero eyebrow={faq.hero.eyebrow ?? undefined} title={faq.hero.title} lead={faq.hero.lead} />

      <Section tone="white" labelledBy="faq-facts">
        <h2 id="faq-facts">{faq.quickFactsTitle}</h2>
        <StatTiles stats={faq.quickFacts} label={faq.quickFactsTitle} />
      </Section>

      <Section labelledBy="faq-questions" narrow>
        <h2 id="faq-questions" className="visually-hidden">
          {faq.questionsLabel}
        </h2>
        <FaqExplorer
          categories={faq.categories}
          searchLabel={faq.searchLabel}
          searchPlaceholder={faq.searchPlaceholder}
          noResultsTitle={faq.noResultsTitle}
          noResultsText={faq.noResultsText}
          clearSearchLabel={faq.clearSearchLabel}
          viewAllLabel={faq.viewAllLabel}
          notes={{ income_earnings: faq.incomeNote }}
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

      <CtaBand id="faq-apply" content={faq.apply} />

      <BackToTop label={faq.backToTopLabel} />
    </>
  )
}

export const query = graphql`
  fragment FaqPage on FaqJson {
    hero {
      ...HeroFields
    }
    quickFactsTitle
    quickFacts {
      ...StatTile
    }
    questionsLabel
    searchLabel
    searchPlaceholder
    clearSearchLabel
    noResultsTitle
    noResultsText
    viewAllLabel
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
      ...CtaBand
    }
    incomeNote
    backToTopLabel
  }
`
