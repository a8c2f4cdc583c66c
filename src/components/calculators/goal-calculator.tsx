/** The Goal Calculator: ten inputs, Calculate, "Know Your Numbers!", the contact step. */
import React from "react"
import { graphql } from "gatsby"
import { ENV } from "../../lib/env"
import {
  calculateGoal,
  emptyGoalRaw,
  formatMoney,
  type GoalKey,
  type GoalRaw,
  type GoalResult,
  type SendAction,
} from "../../lib/calc/index"
import { ContactConsentForm } from "./contact-consent-form"
import { CalculateActions } from "./form-alert"
import { NumberField } from "./number-field"
import { Assumptions, Footnotes, HypotheticalNotice, LEAD_PERIODS, PeriodBlock } from "./results-parts"
import { useCalculator } from "./use-calculator"
import * as styles from "./calculators.module.css"

export const GOAL_STORAGE_KEY = "calculators:goal:v1"

type GoalCalculatorProps = {
  goal: Queries.GoalCalculatorFieldsFragment
  results: Queries.CalculatorResultsContentFragment
  contact: Queries.CalculatorContactContentFragment
  /** Defaults to the build-time variables. */
  webhooks?: Record<SendAction, string>
}

const goalDestinations = (links: { meetingsPage: string; goalResultsPage: string }) => ({
  email: links.goalResultsPage,
  submit: links.meetingsPage,
})

export function GoalCalculator({ goal, results: resultsContent, contact, webhooks }: GoalCalculatorProps) {
  const calc = useCalculator<GoalRaw, GoalResult, GoalKey>({
    storageKey: GOAL_STORAGE_KEY,
    emptyRaw: emptyGoalRaw,
    calculate: calculateGoal,
    contactContent: contact,
    noScriptNote: resultsContent.noScriptNote,
    webhooks: webhooks ?? { email: ENV.goalEmailWebhook, submit: ENV.goalSubmitWebhook },
    destinations: goalDestinations,
  })
  const r = calc.results
  return (
    <div className={styles.stack} data-ready={calc.ready}>
      <section aria-labelledby="goal-form-heading" className={styles.card}>
        <h2 id="goal-form-heading">{goal.formHeading}</h2>
        <p>{goal.formIntro}</p>
        <form noValidate onSubmit={calc.onCalculate} aria-labelledby="goal-form-heading">
          <div className={styles.fieldGrid}>
            {goal.fields.map((f) => (
              <NumberField
                key={f.key}
                id={`goal-${f.key}`}
                name={f.key}
                label={f.label}
                unit={f.unit}
                hint={f.hint}
                value={calc.raw[f.key as GoalKey] ?? ""}
                onChange={(v) => calc.setField(f.key as GoalKey, v)}
                invalid={calc.invalid.includes(f.key as GoalKey)}
              />
            ))}
          </div>
          <CalculateActions calc={calc} startOverLabel={contact.startOver} alertId="goal-calc-alert" />
        </form>
      </section>

      {r ? (
        <section
          aria-labelledby="goal-results-heading"
          className={`${styles.card} ${styles.results}`}
          data-testid="goal-results"
        >
          <h2 id="goal-results-heading" tabIndex={-1} ref={calc.attachResultsHeading}>
            {goal.resultsHeading}
          </h2>
          <HypotheticalNotice content={resultsContent} stale={calc.stale} />
          <div className={styles.highlights}>
            <p className={styles.highlight}>
              <span>Year Net Income Goal</span> <strong data-testid="year-goal">{formatMoney(r.yearNetIncome)}</strong>
            </p>
            <p className={styles.highlight}>
              <span>Your Hourly Rate</span> <strong data-testid="hourly-rate">{formatMoney(r.hourlyRate)}</strong>{" "}
              <span>per hour</span>
            </p>
          </div>
          <div className={styles.blocks}>
            <PeriodBlock title="Production Needed" values={r.production} kind="money" />
            <PeriodBlock title="Applications Needed" values={r.applications} kind="count" />
            <PeriodBlock title="Leads Needed" values={r.leads} kind="count" />
            <PeriodBlock title="Net Income Goal" values={r.netIncomeGoal} kind="money" />
            <PeriodBlock title="Presentations Needed" values={r.presentations} kind="count" />
            <PeriodBlock title="Door Knocks Needed" values={r.doorKnocks} kind="count" />
            <PeriodBlock title="Lead Investment" values={r.leadInvestment} kind="money" periods={LEAD_PERIODS} />
          </div>
          <Assumptions heading={resultsContent.assumptionsHeading} items={goal.assumptions} id="goal-assumptions" />
        </section>
      ) : null}

      <ContactConsentForm idPrefix="goal" content={contact} calc={calc} />
      <Footnotes items={goal.footnotes} />
    </div>
  )
}

export const query = graphql`
  fragment GoalCalculatorFields on CalculatorsGoal {
    title
    subtitle
    metaDescription
    formHeading
    formIntro
    fields {
      key
      label
      unit
      hint
    }
    resultsHeading
    assumptions
    footnotes
  }
`
