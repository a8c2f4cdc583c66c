/**
 * A story page (data/stories/{slug}.json at /{slug}-story): the narrative, the yearly
 * income table with its notes, the career total (the sum of the table) and family legacy
 * tiles, the earnings disclaimer, and the closing call to apply.
 */
import React from "react"
import { graphql } from "gatsby"
import { formatMoney } from "../../lib/calc/format"
import { careerTotal, formatUsdShort, formatUsdWords } from "../../lib/stories"
import { fillTokens } from "../../lib/text"
import { Layout } from "../layout/layout"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { Disclaimer } from "./disclaimer"
import { CtaBand, SectionIntro } from "../ui/section-intro"
import { StatTiles } from "../ui/stat-tiles"
import * as styles from "./story-page.module.css"

export type StoryContent = Queries.StoryPageContentFragment

type StoryPageProps = {
  story: StoryContent
  path: string
}

export function StoryPage({ story, path }: StoryPageProps) {
  const rows = story.income.incomeByYear
  const total = careerTotal(rows)
  const first = rows[0]
  const last = rows[rows.length - 1]
  return (
    <Layout title={story.seo.title} description={story.seo.description} path={path}>
      <PageHero
        eyebrow={story.hero.eyebrow ?? undefined}
        title={story.hero.title}
        lead={
          <>
            <p>{story.hero.lead}</p>
            <p className={styles.byline}>
              {story.name}, {story.role}
            </p>
          </>
        }
      />

      <Section tone="white" narrow>
        {story.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`story-section-${i}`} className={styles.part}>
            <h2 id={`story-section-${i}`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <Disclaimer>{story.sectionsNote}</Disclaimer>
      </Section>

      <Section labelledBy="story-income">
        <SectionIntro id="story-income" heading={story.income.heading} text={story.income.lead} />
        <div className={styles.tableWrap} role="region" aria-labelledby="story-income-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="story-income-caption">
              {fillTokens(story.income.caption, { years: `${first.year}–${last.year}` })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{story.income.yearHeader}</th>
                <th scope="col" className={styles.amount}>
                  {story.income.amountHeader}
                </th>
                <th scope="col">{story.income.noteHeader}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year}</th>
                  <td className={styles.amount}>{formatMoney(row.amount)}</td>
                  <td className={styles.note}>{row.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{story.income.totalLabel}</th>
                <td className={styles.amount}>{formatMoney(total)}</td>
                <td className={styles.note}>
                  {fillTokens(story.income.totalNote, {
                    years: String(rows.length),
                    amount: formatUsdWords(total),
                  })}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <StatTiles
          accent
          className={styles.tiles}
          label={story.careerTotal.tilesLabel}
          stats={[
            {
              value: formatUsdShort(total),
              label: story.careerTotal.label,
              description: story.careerTotal.description,
              basis: story.careerTotal.basis,
            },
            story.legacy,
          ]}
        />
        <Disclaimer>{story.income.disclaimer}</Disclaimer>
      </Section>

      <CtaBand id="story-cta" content={story.cta} />
    </Layout>
  )
}

export const query = graphql`
  fragment StoryPageContent on StoryJson {
    slug
    name
    role
    seo {
      ...PageSeo
    }
    hero {
      ...HeroFields
    }
    sections {
      heading
      paragraphs
    }
    sectionsNote
    income {
      heading
      lead
      incomeByYear {
        year
        amount
        note
      }
      disclaimer
      caption
      yearHeader
      amountHeader
      noteHeader
      totalLabel
      totalNote
    }
    careerTotal {
      tilesLabel
      label
      description
      basis
    }
    legacy {
      ...StatTile
    }
    cta {
      ...CtaBand
    }
  }
`
