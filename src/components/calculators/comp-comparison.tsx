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
import { useCalculator } from "./use-calculator"
import { fillTokens } from "../../lib/text"
import * as styles from "./calculators.module.css"
import { cspMark } from "../../lib/csp"

export const COMP_STORAGE_KEY = "calculators:comparison:v1"

type CompComparisonProps = {
  comparison: Queries.CompComparisonFieldsFragment
  results: Queries.CalculatorResultsContentFragment
  contact: Queries.CalculatorContactContentFragment
  webhooks?: Record<SendAction, string>
}

const compDestinations = (links: { meetingsPage: string }) => ({
  email: links.meetingsPage,
  submit: links.meetingsPage,
})

/** The side-by-side tables, in order. */
const SIDE_BY_SIDE = [
  { caption: "Production Needed", key: "production", kind: "money" },
  { caption: "Applications Needed", key: "applications", kind: "count" },
  { caption: "Leads Needed", key: "leads", kind: "count" },
  { caption: "Lead Investment", key: "leadInvestment", kind: "money" },
  { caption: "Net Income Achieved", key: "netAchieved", kind: "money" },
] as const

const companyKey = (field: string, which: "Current" | "New") => `${field}${which}` as CompKey

export function CompComparison({ comparison: c, results: resultsContent, contact, webhooks }: CompComparisonProps) {
  const hooks = webhooks ?? { email: ENV.compEmailWebhook, submit: ENV.compSubmitWebhook }
  const calc = useCalculator<CompRaw, ComparisonResult, CompKey>({
    storageKey: COMP_STORAGE_KEY,
    emptyRaw: emptyCompRaw,
    calculate: calculateComparison,
    contactContent: contact,
    noScriptNote: resultsContent.noScriptNote,
    webhooks: hooks,
    destinations: compDestinations,
  })
  const r = calc.shownResults
  const field = (key: CompKey, f: { label: string; unit: string; hint: string }, hiddenPrefix?: string) => (
    <NumberField
      key={key}
      id={`comp-${key}`}
      name={key}
      label={f.label}
      unit={f.unit}
      hint={f.hint}
      hiddenPrefix={hiddenPrefix}
      value={calc.raw[key] ?? ""}
      onChange={calc.setField}
      invalid={calc.invalid.includes(key)}
    />
  )

  return (
    <div className={styles.stack} data-ready={calc.ready} {...cspMark({ connect: [hooks.email, hooks.submit] })}>
      <section aria-labelledby="comp-steps-heading" className={styles.card}>
        <h2 id="comp-steps-heading">{c.stepsHeading}</h2>
        <ol className={styles.steps}>
          {c.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <form noValidate onSubmit={calc.onCalculate} aria-label="Comparison inputs" className={styles.stack}>
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
                {c.companyFields.map((f) => field(companyKey(f.key, which), f, name))}
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
  const names = { currentName: c.currentCompany, newName: c.newCompany }
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
            <Highlight label="Year Net Income Goal" testId="year-goal">
              {formatMoney(r.yearNetIncomeGoal)}
            </Highlight>
            <Highlight label={`${c.currentCompany} Hourly Rate`} testId="hourly-current" perHour>
              {formatMoney(r.hourly.current)}
            </Highlight>
            <Highlight label={`${c.newCompany} Hourly Rate`} testId="hourly-new" perHour>
              {formatMoney(r.hourly.new)}
            </Highlight>
            <Highlight label="Difference per Hour" testId="hourly-difference" perHour>
              {/* The difference of the two rounded rates, so the three figures add up on screen. */}
              <DeltaValue value={roundWhole(r.hourly.new) - roundWhole(r.hourly.current)} kind="money" />
            </Highlight>
          </>
        }
      >
        <div className={styles.blocks}>
          <PeriodBlock title={`Production Needed (${c.currentCompany})`} values={r.current.production} kind="money" />
          <PeriodBlock title="Net Income Goal" values={r.current.netIncomeGoal} kind="money" />
        </div>
        <h3>Side by side</h3>
        <div className={styles.tables}>
          {SIDE_BY_SIDE.map(({ caption, key, kind }) => (
            <CompareTable
              key={key}
              caption={caption}
              kind={kind}
              {...names}
              rows={periodRows(
                r.current[key],
                r.new[key],
                r.delta[key],
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
            a year in net income with the {c.newCompany} compared with the {c.currentCompany}
          </span>
        </p>
        <div className={styles.tables}>
          {(
            [
              ["Production Written", "production"],
              ["Net Income", "netAchieved"],
            ] as const
          ).map(([caption, key]) => (
            <CompareTable
              key={key}
              caption={caption}
              kind="money"
              {...names}
              rows={periodRows(r.sameSpend.current[key], r.sameSpend.new[key], r.sameSpend.delta[key])}
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
    companyFields {
      key
      label
      unit
      hint
    }
    resultsHeading
    sameSpendHeading
    sameSpendIntro
    assumptions
    footnotes
  }
`
