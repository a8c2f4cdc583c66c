/** The Goal Calculator: ten inputs, Calculate, "Know Your Numbers!", the contact step. */
import React, { memo } from "react"
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
import {
  Assumptions,
  type DrawnResultsProps,
  Footnotes,
  Highlight,
  LEAD_PERIODS,
  PeriodBlock,
  ResultsPanel,
} from "./results-panel"
import { useCalculator } from "./use-calculator"
import * as styles from "./calculators.module.css"
import { cspMark } from "../../lib/csp"

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
  const hooks = webhooks ?? { email: ENV.goalEmailWebhook, submit: ENV.goalSubmitWebhook }
  const calc = useCalculator<GoalRaw, GoalResult, GoalKey>({
    storageKey: GOAL_STORAGE_KEY,
    emptyRaw: emptyGoalRaw,
    calculate: calculateGoal,
    contactContent: contact,
    noScriptNote: resultsContent.noScriptNote,
    webhooks: hooks,
    destinations: goalDestinations,
  })
  const r = calc.shownResults
  return (
    <div className={styles.stack} data-ready={calc.ready} {...cspMark({ connect: [hooks.email, hooks.submit] })}>
      <section aria-labelledby="goal-form-heading" className={styles.card}>
        <h2 id="goal-form-heading">{goal.formHeading}</h2>
        <p>{goal.formIntro}</p>
        <form noValidate onSubmit={calc.onCalculate} aria-labelledby="goal-form-heading">
          <div className={styles.fieldGrid}>
            {goal.fields.map((f) => (
              <NumberField
                key={f.key}
                id={`goal-${f.key}`}
                name={f.key as GoalKey}
                label={f.label}
                unit={f.unit}
                hint={f.hint}
                value={calc.raw[f.key as GoalKey] ?? ""}
                onChange={calc.setField}
                invalid={calc.invalid.includes(f.key as GoalKey)}
              />
            ))}
          </div>
          <CalculateActions calc={calc} startOverLabel={contact.startOver} alertId="goal-calc-alert" />
        </form>
      </section>

      {r ? (
        <GoalResults
          r={r}
          stale={calc.shownStale}
          attachHeading={calc.attachResultsHeading}
          goal={goal}
          content={resultsContent}
        />
      ) : null}

      <ContactConsentForm idPrefix="goal" content={contact} calc={calc} />
      <Footnotes items={goal.footnotes} typicalEarnings={resultsContent.typicalEarnings} />
    </div>
  )
}

type GoalResultsProps = DrawnResultsProps<GoalResult> & { goal: Queries.GoalCalculatorFieldsFragment }

/** "Know Your Numbers!": drawn again only when the figures or their staleness change, not on each key. */
const GoalResults = memo(function GoalResults({ r, stale, attachHeading, goal, content }: GoalResultsProps) {
  return (
    <ResultsPanel
      name="goal"
      heading={goal.resultsHeading}
      content={content}
      stale={stale}
      attachHeading={attachHeading}
      highlights={
        <>
          <Highlight label="Year Net Income Goal" testId="year-goal">
            {formatMoney(r.yearNetIncome)}
          </Highlight>
          <Highlight label="Your Hourly Rate" testId="hourly-rate" perHour>
            {formatMoney(r.hourlyRate)}
          </Highlight>
        </>
      }
    >
      <div className={styles.blocks}>
        <PeriodBlock title="Production Needed" values={r.production} kind="money" />
        <PeriodBlock title="Applications Needed" values={r.applications} kind="count" />
        <PeriodBlock title="Leads Needed" values={r.leads} kind="count" />
        <PeriodBlock title="Net Income Goal" values={r.netIncomeGoal} kind="money" />
        <PeriodBlock title="Presentations Needed" values={r.presentations} kind="count" />
        <PeriodBlock title="Door Knocks Needed" values={r.doorKnocks} kind="count" />
        <PeriodBlock title="Lead Investment" values={r.leadInvestment} kind="money" periods={LEAD_PERIODS} />
      </div>
      <Assumptions heading={content.assumptionsHeading} items={goal.assumptions} id="goal-assumptions" />
    </ResultsPanel>
  )
})

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
