/**
 * /faq: quick facts, the searchable questions by category, who we serve, and the closing
 * call to apply; /es/faq: the quick facts and the families' questions.
 */
import React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../../ui/page-hero"
import { CtaBand } from "../../ui/section-intro"
import { Section } from "../../ui/section"
import { StatTiles } from "../../ui/stat-tiles"
import { FaqExplorer } from "./faq-explorer"
import { BackToTop } from "./back-to-top"
import { SplitBand } from "../split-band"
import * as css from "../content.module.css"
import { useLanguage } from "../../../hooks/use-language"
import { FAMILIES_CATEGORY_KEYS } from "../../../lib/faq-search"

export function FaqPage({ faq }: { faq: Queries.FaqPageFragment }) {
  // The Spanish page is for families: their questions only, without the bands for future agents.
  const forFamiliesOnly = useLanguage() === "es"
  const categories = forFamiliesOnly
    ? faq.categories.filter((category) => FAMILIES_CATEGORY_KEYS.includes(category.key))
    : faq.categories
  return (
    <>
      <PageHero hero={faq.hero} />

      <Section tone="white" heading={{ id: "faq-facts", text: faq.quickFactsTitle }}>
        <StatTiles stats={faq.quickFacts} label={faq.quickFactsTitle} />
      </Section>

      <Section heading={{ id: "faq-questions", text: faq.questionsLabel, look: "hidden" }} narrow>
        {/* The explorer takes its labels straight from the page's data. */}
        <FaqExplorer {...faq} categories={categories} notes={{ income_earnings: faq.incomeNote }} />
      </Section>

      {forFamiliesOnly ? null : (
        <>
          <SplitBand
            id="faq-market"
            heading={faq.targetMarket.title}
            aside={
              <ul className={css.checks}>
                {faq.targetMarket.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          >
            <p className={css.lead}>{faq.targetMarket.lead}</p>
          </SplitBand>

          <CtaBand id="faq-apply" content={faq.apply} />
        </>
      )}

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
    resultMessages {
      none
      one
      many
    }
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
