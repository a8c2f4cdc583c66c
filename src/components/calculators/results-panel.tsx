/** A calculator's results panel and its building blocks: period blocks, comparison table, highlight lines, notices and the Δ value. */
import React from "react"
import { graphql } from "gatsby"
import { displaySign, formatCount, formatDelta, formatMoney, type Periods, type Sign } from "../../lib/calc/index"
import { fillTokens } from "../../lib/text"
import * as styles from "./calculators.module.css"
import { DisclosedText } from "../ui/disclosed-text"

export type ValueKind = "money" | "count"

type Words = Queries.CalculatorResultsContentFragment
type PeriodName = keyof Words["periods"]
const ALL: readonly PeriodName[] = ["daily", "weekly", "monthly", "yearly"]
export const LEAD_PERIODS: readonly PeriodName[] = ["weekly", "monthly", "yearly"]

function formatValue(value: number, kind: ValueKind): string {
  return kind === "money" ? formatMoney(value) : formatCount(value)
}

type PeriodBlockProps = {
  title: string
  values: Partial<Periods>
  kind: ValueKind
  periods?: readonly PeriodName[]
  words: Words
}

/** A block of one figure per period (daily, weekly, monthly, yearly). */
export function PeriodBlock({ title, values, kind, periods = ALL, words }: PeriodBlockProps) {
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{title}</h3>
      <dl className={styles.blockList}>
        {periods.map((p) => (
          <div key={p} className={styles.blockRow}>
            <dt>{words.periods[p]}</dt>
            <dd>{formatValue(values[p] ?? 0, kind)}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

const SIGN_ARROWS: Record<Sign, string> = { positive: "▲", negative: "▼", zero: "" }

/** A difference: green and "+" when positive, red and "-" when negative, plain at zero, with a spoken word. */
export function DeltaValue({ value, kind, words }: { value: number; kind: ValueKind; words: Words }) {
  const sign = displaySign(value)
  return (
    <span className={styles[`delta_${sign}`]} data-sign={sign}>
      {SIGN_ARROWS[sign] ? (
        <span aria-hidden="true" className={styles.arrow}>
          {SIGN_ARROWS[sign]}
        </span>
      ) : null}
      {formatDelta(value, kind)}
      <span className="visually-hidden"> ({words.signWords[sign]})</span>
    </span>
  )
}

export type CompareRow = { label: string; current: number; next: number; delta: number }

type CompareTableProps = {
  caption: string
  kind: ValueKind
  rows: readonly CompareRow[]
  /** Headers of the two companies' columns and the note after the difference column's Δ. */
  columns: { current: string; next: string; differenceNote: string }
  words: Words
}

/** Current, New and Δ (New − Current) side by side. */
export function CompareTable({ caption, kind, rows, columns, words }: CompareTableProps) {
  return (
    // On a narrow screen the table scrolls inside this box, which must then be reachable by keyboard.
    <div
      className={styles.tableWrap}
      role="region"
      aria-label={fillTokens(words.tableLabel, { name: caption })}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{words.periodHeader}</span>
            </th>
            <th scope="col">{columns.current}</th>
            <th scope="col">{columns.next}</th>
            <th scope="col">
              <span aria-hidden="true">Δ</span>
              <span className="visually-hidden">{words.differenceWord}</span> {columns.differenceNote}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{formatValue(row.current, kind)}</td>
              <td>{formatValue(row.next, kind)}</td>
              <td>
                <DeltaValue value={row.delta} kind={kind} words={words} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Rows of a comparison table for the given periods. */
export function periodRows(
  current: Partial<Periods>,
  next: Partial<Periods>,
  delta: Partial<Periods>,
  words: Words,
  periods: readonly PeriodName[] = ALL,
): CompareRow[] {
  return periods.map((p) => ({
    label: words.periods[p],
    current: current[p] ?? 0,
    next: next[p] ?? 0,
    delta: delta[p] ?? 0,
  }))
}

/** "Hypothetical figures" notice that opens every results panel. */
function HypotheticalNotice({ content, stale }: { content: Queries.CalculatorResultsContentFragment; stale: boolean }) {
  return (
    <>
      <p className={styles.notice}>
        <strong>{content.hypotheticalLabel}.</strong> {content.hypotheticalText}
      </p>
      {stale ? (
        <p className={styles.stale} role="status">
          {content.staleNote}
        </p>
      ) : null}
    </>
  )
}

/** What a calculator's memoised results view gets: the figures it draws and how to draw them. */
export type DrawnResultsProps<R> = {
  r: R
  /** Whether the inputs differ from those of these figures. */
  stale: boolean
  attachHeading: (el: HTMLHeadingElement | null) => void
  content: Queries.CalculatorResultsContentFragment
}

type ResultsPanelProps = {
  /** Prefix of the panel's ids and its test id: "goal" gives goal-results-heading and goal-results. */
  name: string
  heading: string
  content: Queries.CalculatorResultsContentFragment
  /** Whether the inputs differ from those of these figures. */
  stale: boolean
  /** Where the heading that takes focus goes. */
  attachHeading: (el: HTMLHeadingElement | null) => void
  /** The headline figures, shown first (see Highlight). */
  highlights: React.ReactNode
  children: React.ReactNode
}

/** A results card: its focusable heading, the hypothetical notice, then the figures. */
export function ResultsPanel({
  name,
  heading,
  content,
  stale,
  attachHeading,
  highlights,
  children,
}: ResultsPanelProps) {
  return (
    <section
      aria-labelledby={`${name}-results-heading`}
      className={`${styles.card} ${styles.results}`}
      data-testid={`${name}-results`}
    >
      <h2 id={`${name}-results-heading`} tabIndex={-1} ref={attachHeading}>
        {heading}
      </h2>
      <HypotheticalNotice content={content} stale={stale} />
      <div className={styles.highlights}>{highlights}</div>
      {children}
    </section>
  )
}

/** One headline figure: its label, the value, and the per-hour words after an hourly rate. */
export function Highlight({
  label,
  testId,
  perHour,
  children,
}: {
  label: string
  testId: string
  /** The words after an hourly rate (results' perHour); none for other figures. */
  perHour?: string
  children: React.ReactNode
}) {
  return (
    <p className={styles.highlight}>
      <span>{label}</span> <strong data-testid={testId}>{children}</strong>
      {perHour ? (
        <>
          {" "}
          <span>{perHour}</span>
        </>
      ) : null}
    </p>
  )
}

/** The assumptions behind the figures. */
export function Assumptions({ heading, items, id }: { heading: string; items: readonly string[]; id: string }) {
  return (
    <div className={styles.assumptions}>
      <h3 id={id}>{heading}</h3>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

/** Footnotes under a calculator. */
export function Footnotes({ items, typicalEarnings }: { items: readonly string[]; typicalEarnings: string }) {
  return (
    <>
      {/* The figures above speak of commissions and income: what a typical agent earns stands
          beside them, as readable as the form's own text. */}
      <p>
        <DisclosedText text={typicalEarnings} />
      </p>
      <div className={styles.footnotes}>
        {items.map((item, i) => (
          <p key={item}>
            <span aria-hidden="true">{"*".repeat(i + 1)} </span>
            {item}
          </p>
        ))}
      </div>
    </>
  )
}

/** Said to visitors without JavaScript, whose Calculate button stays disabled. */
export function NoScriptNote({ text }: { text: string }) {
  return (
    <noscript>
      <p className={styles.alert}>{text}</p>
    </noscript>
  )
}

/** The results wording both calculator pages query (data/calculators.json → results). */
export const resultsContentFragment = graphql`
  fragment CalculatorResultsContent on CalculatorResults {
    hypotheticalLabel
    hypotheticalText
    assumptionsHeading
    calculateButton
    calculatingLabel
    periods {
      daily
      weekly
      monthly
      yearly
    }
    perHour
    periodHeader
    differenceWord
    tableLabel
    signWords {
      positive
      negative
      zero
    }
    staleNote
    noScriptNote
    typicalEarnings
  }
`

/** The calculators' messages both pages query (data/calculators.json → messages). */
export const messagesFragment = graphql`
  fragment CalculatorMessagesContent on CalculatorMessages {
    invalidNumbers
    notPositive
    goalPercent
    goalNotAchievable
    comparisonAdvance
    comparisonClosing
    comparisonCommission
    comparisonNotAchievable
    currentPrefix
    newPrefix
    runFirst
    contactMissing
    optInMissing
    optInMissingSubmit
    sendFailed
  }
`
