/**
 * The Compensation Comparison: shared targets, the Current and New
 * company cards, the side-by-side results with Δ (New − Current), the Same Lead Spend
 * Challenge and the contact step.
 */
import React, { memo } from "react"
import { graphql } from "gatsby"
import { ENV } from "../../lib/env"
import {
  calculateComparison,
  COMP_SHARED_KEYS,
  emptyCompRaw,
  formatHeadline,
  formatMoney,
  roundWhole,
  type CompKey,
  type CompRaw,
  type ComparisonResult,
  type SendAction,
} from "../../lib/calc/index"
import { ContactConsentForm } from "./contact-consent-form"
import { CalculateActions } from "./form-alert"
import { NumberField } from "./number-field"
import {
  Assumptions,
  type DrawnResultsProps,
  CompareTable,
  DeltaValue,
  Footnotes,
  Highlight,
  LEAD_PERIODS,
  PeriodBlock,
  periodRows,
  ResultsPanel,
} from "./results-panel"
import { useCalculator, type CalculatorShared } from "./use-calculator"
import { fillTokens } from "../../lib/text"
import * as styles from "./calculators.module.css"

export const COMP_STORAGE_KEY = "calculators:comparison:v1"

type CompComparisonProps = {
  comparison: Queries.CompComparisonFieldsFragment
  /** The results', contact form's and messages' words of data/calculators.json. */
  shared: CalculatorShared
  webhooks?: Record<SendAction, string>
}

const compDestinations = (links: { meetingsPage: string }) => ({
  email: links.meetingsPage,
  submit: links.meetingsPage,
})

/** The side-by-side tables, in order, each captioned by its key in comparison.tableCaptions. */
const SIDE_BY_SIDE = [
  { key: "production", kind: "money" },
  { key: "applications", kind: "count" },
  { key: "leads", kind: "count" },
  { key: "leadInvestment", kind: "money" },
  { key: "netAchieved", kind: "money" },
] as const

/** The challenge's tables, in order, each captioned by its key in comparison.sameSpendCaptions. */
const SAME_SPEND = ["production", "netAchieved"] as const

const companyKey = (field: string, which: "Current" | "New") => `${field}${which}` as CompKey

export function CompComparison({ comparison: c, shared, webhooks }: CompComparisonProps) {
  const { results: resultsContent, contact } = shared
  const hooks = webhooks ?? { email: ENV.compEmailWebhook, submit: ENV.compSubmitWebhook }
  const calc = useCalculator<CompRaw, ComparisonResult, CompKey>({
    storageKey: COMP_STORAGE_KEY,
    emptyRaw: emptyCompRaw,
    calculate: calculateComparison,
    shared,
    webhooks: hooks,
    destinations: compDestinations,
  })
  const r = calc.shownResults
  const field = (
    key: CompKey,
    f: { label: string; unit: string; hint: string },
    hiddenPrefix?: string,
    hintOf?: CompKey,
  ) => (
    <NumberField
      key={key}
      id={`comp-${key}`}
      name={key}
      label={f.label}
      unit={f.unit}
      hint={hintOf ? { hintOf: `comp-${hintOf}` } : f.hint}
      hiddenPrefix={hiddenPrefix}
      value={calc.raw[key] ?? ""}
      onChange={calc.setField}
      invalid={calc.invalid.includes(key)}
    />
  )

  return (
    <div className={styles.stack} data-ready={calc.ready}>
      <section aria-labelledby="comp-steps-heading" className={styles.card}>
        <h2 id="comp-steps-heading">{c.stepsHeading}</h2>
        <ol className={styles.steps}>
          {c.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <form noValidate onSubmit={calc.onCalculate} aria-label={c.formLabel} className={styles.stack}>
        <section aria-labelledby="comp-shared-heading" className={styles.card}>
          <h2 id="comp-shared-heading">{c.sharedHeading}</h2>
          <div className={styles.fieldGrid}>
            {c.sharedFields.map(
              (f) => (COMP_SHARED_KEYS as readonly string[]).includes(f.key) && field(f.key as CompKey, f),
            )}
          </div>
        </section>
        <div className={styles.companies}>
          {(["Current", "New"] as const).map((which) => {
            const name = which === "Current" ? c.currentCompany : c.newCompany
            return (
              <fieldset key={which} className={`${styles.card} ${styles.company}`}>
                <legend className={styles.companyName}>{name}</legend>
                {/* The two companies' fields are twins: each hint is shown under the first company's field and read with both. */}
                {c.companyFields.map((f) =>
                  field(companyKey(f.key, which), f, name, which === "New" ? companyKey(f.key, "Current") : undefined),
                )}
              </fieldset>
            )
          })}
        </div>
        <CalculateActions calc={calc} startOverLabel={contact.startOver} alertId="comp-calc-alert" />
      </form>

      {r ? (
        <CompResults
          r={r}
          stale={calc.shownStale}
          attachHeading={calc.attachResultsHeading}
          c={c}
          content={resultsContent}
        />
      ) : null}

      <ContactConsentForm idPrefix="comp" content={contact} calc={calc} />
      <Footnotes items={c.footnotes} typicalEarnings={resultsContent.typicalEarnings} />
    </div>
  )
}

type CompResultsProps = DrawnResultsProps<ComparisonResult> & { c: Queries.CompComparisonFieldsFragment }

/** The results and the Same Lead Spend Challenge: drawn again only when the figures or their staleness change. */
const CompResults = memo(function CompResults({ r, stale, attachHeading, c, content }: CompResultsProps) {
  const columns = { current: c.currentColumn, next: c.newColumn, differenceNote: c.differenceNote }
  const hourlyLabel = (side: string) => fillTokens(c.hourlyRateLabel, { name: side })
  return (
    <>
      <ResultsPanel
        name="comp"
        heading={c.resultsHeading}
        content={content}
        stale={stale}
        attachHeading={attachHeading}
        highlights={
          <>
            <Highlight label={c.yearGoalLabel} testId="year-goal">
              {formatMoney(r.yearNetIncomeGoal)}
            </Highlight>
            <Highlight label={hourlyLabel(c.currentCompany)} testId="hourly-current" perHour={content.perHour}>
              {formatMoney(r.hourly.current)}
            </Highlight>
            <Highlight label={hourlyLabel(c.newCompany)} testId="hourly-new" perHour={content.perHour}>
              {formatMoney(r.hourly.new)}
            </Highlight>
            <Highlight label={c.hourlyDifferenceLabel} testId="hourly-difference" perHour={content.perHour}>
              {/* The difference of the two rounded rates, so the three figures add up on screen. */}
              <DeltaValue
                value={roundWhole(r.hourly.new) - roundWhole(r.hourly.current)}
                kind="money"
                words={content}
              />
            </Highlight>
          </>
        }
      >
        <div className={styles.blocks}>
          <PeriodBlock
            title={fillTokens(c.productionBlockTitle, { name: c.currentCompany })}
            values={r.current.production}
            kind="money"
            words={content}
          />
          <PeriodBlock
            title={c.netIncomeGoalBlockTitle}
            values={r.current.netIncomeGoal}
            kind="money"
            words={content}
          />
        </div>
        <h3>{c.sideBySideHeading}</h3>
        <div className={styles.tables}>
          {SIDE_BY_SIDE.map(({ key, kind }) => (
            <CompareTable
              key={key}
              caption={c.tableCaptions[key]}
              kind={kind}
              columns={columns}
              words={content}
              rows={periodRows(
                r.current[key],
                r.new[key],
                r.delta[key],
                content,
                key === "leadInvestment" ? LEAD_PERIODS : undefined,
              )}
            />
          ))}
        </div>
      </ResultsPanel>

      <section
        aria-labelledby="comp-same-spend-heading"
        className={`${styles.card} ${styles.results}`}
        data-testid="same-spend"
      >
        <h2 id="comp-same-spend-heading">{c.sameSpendHeading}</h2>
        <p>{fillTokens(c.sameSpendIntro, { spend: formatMoney(r.sameSpend.spendAmount) })}</p>
        <p className={styles.headline}>
          <strong
            data-testid="same-spend-headline"
            className={styles[`headline_${roundWhole(r.sameSpend.netDifference) >= 0 ? "up" : "down"}`]}
          >
            {formatHeadline(r.sameSpend.netDifference)}
          </strong>{" "}
          <span>
            {fillTokens(c.sameSpendResult, { name: c.newCompany })}{" "}
            {fillTokens(c.sameSpendCompared, { name: c.currentCompany })}
          </span>
        </p>
        <div className={styles.tables}>
          {SAME_SPEND.map((key) => (
            <CompareTable
              key={key}
              caption={c.sameSpendCaptions[key]}
              kind="money"
              columns={columns}
              words={content}
              rows={periodRows(r.sameSpend.current[key], r.sameSpend.new[key], r.sameSpend.delta[key], content)}
            />
          ))}
        </div>
        <Assumptions heading={content.assumptionsHeading} items={c.assumptions} id="comp-assumptions" />
      </section>
    </>
  )
})

export const query = graphql`
  fragment CompComparisonFields on CalculatorsComparison {
    title
    subtitle
    metaDescription
    stepsHeading
    steps
    sharedHeading
    sharedFields {
      key
      label
      unit
      hint
    }
    currentCompany
    newCompany
    currentColumn
    newColumn
    differenceNote
    formLabel
    companyFields {
      key
      label
      unit
      hint
    }
    resultsHeading
    yearGoalLabel
    hourlyRateLabel
    hourlyDifferenceLabel
    productionBlockTitle
    netIncomeGoalBlockTitle
    sideBySideHeading
    tableCaptions {
      production
      applications
      leads
      leadInvestment
      netAchieved
    }
    sameSpendHeading
    sameSpendIntro
    sameSpendResult
    sameSpendCompared
    sameSpendCaptions {
      production
      netAchieved
    }
    assumptions
    footnotes
  }
`
