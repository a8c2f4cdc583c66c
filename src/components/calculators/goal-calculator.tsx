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
import { useCalculator, type CalculatorShared } from "./use-calculator"
import * as styles from "./calculators.module.css"

export const GOAL_STORAGE_KEY = "calculators:goal:v1"

type GoalCalculatorProps = {
  goal: Queries.GoalCalculatorFieldsFragment
  /** The results', contact form's and messages' words of data/calculators.json. */
  shared: CalculatorShared
  /** Defaults to the build-time variables. */
  webhooks?: Record<SendAction, string>
}

const goalDestinations = (links: { meetingsPage: string; goalResultsPage: string }) => ({
  email: links.goalResultsPage,
  submit: links.meetingsPage,
})

export function GoalCalculator({ goal, shared, webhooks }: GoalCalculatorProps) {
  const { results: resultsContent, contact } = shared
  const hooks = webhooks ?? { email: ENV.goalEmailWebhook, submit: ENV.goalSubmitWebhook }
  const calc = useCalculator<GoalRaw, GoalResult, GoalKey>({
    storageKey: GOAL_STORAGE_KEY,
    emptyRaw: emptyGoalRaw,
    calculate: calculateGoal,
    shared,
    webhooks: hooks,
    destinations: goalDestinations,
  })
  const r = calc.shownResults
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

/** The figures per period, in display order, each titled by its key in goal.blockTitles. */
const GOAL_BLOCKS = [
  { key: "production", kind: "money" },
  { key: "applications", kind: "count" },
  { key: "leads", kind: "count" },
  { key: "netIncomeGoal", kind: "money" },
  { key: "presentations", kind: "count" },
  { key: "doorKnocks", kind: "count" },
  { key: "leadInvestment", kind: "money" },
] as const

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
          <Highlight label={goal.yearGoalLabel} testId="year-goal">
            {formatMoney(r.yearNetIncome)}
          </Highlight>
          <Highlight label={goal.hourlyRateLabel} testId="hourly-rate" perHour={content.perHour}>
            {formatMoney(r.hourlyRate)}
          </Highlight>
        </>
      }
    >
      <div className={styles.blocks}>
        {GOAL_BLOCKS.map(({ key, kind }) => (
          <PeriodBlock
            key={key}
            title={goal.blockTitles[key]}
            values={r[key]}
            kind={kind}
            periods={key === "leadInvestment" ? LEAD_PERIODS : undefined}
            words={content}
          />
        ))}
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
    yearGoalLabel
    hourlyRateLabel
    blockTitles {
      production
      applications
      leads
      netIncomeGoal
      presentations
      doorKnocks
      leadInvestment
    }
    assumptions
    footnotes
  }
`
