/**
 * What it costs an agent to start, in one box on the careers pages: the state license,
 * E&O cover and a week of leads, each with its figure, the total, and who pays what
 * (data/site.json, startingCosts). A week of leads and the total are worked out here from
 * the figures, so they always agree with them.
 */
import React from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { formatCountSpan, formatMoneySpan, startingCosts } from "../../lib/starting-costs"
import { fillTokens } from "../../lib/text"
import * as styles from "./starting-costs.module.css"

/** The heading's id: a page shows the box once. */
const HEADING_ID = "starting-costs-heading"

/** Where a cost's text names its figure. */
const FIGURE = "{amount}"

/** A cost's text with its figure in bold, where the text names it. */
function withFigure(text: string, figure: string): React.ReactNode[] {
  return text
    .split(FIGURE)
    .flatMap((part, i) => (i === 0 ? [part] : [<strong key={i}>{figure}</strong>, part]))
    .filter((node) => node !== "")
}

type StartingCostsProps = {
  /** Centres the box under centred text (its own text stays left-aligned). */
  centered?: boolean
}

export function StartingCosts({ centered = false }: StartingCostsProps) {
  const { startingCosts: box, leads } = useSiteConfig()
  // The lead price is the one the lead terms state.
  const costs = startingCosts({ ...box, leadPriceLow: leads.priceLow, leadPriceHigh: leads.priceHigh })
  const money = (span: { low: number; high: number }) => formatMoneySpan(span, box.range)
  const rows = [
    { label: box.licenseLabel, cost: box.licenseCost, figure: money(costs.license), total: false },
    {
      label: box.errorsAndOmissionsLabel,
      cost: box.errorsAndOmissionsCost,
      figure: money(costs.errorsAndOmissions),
      total: false,
    },
    {
      label: box.leadsLabel,
      cost: fillTokens(box.leadsCost, {
        number: formatCountSpan(costs.leadsPerWeek, box.range),
        price: money(costs.leadPrice),
      }),
      figure: money(costs.weekOfLeads),
      total: false,
    },
    { label: box.totalLabel, cost: box.totalCost, figure: money(costs.total), total: true },
  ]
  return (
    <section className={[styles.box, centered ? styles.centered : ""].join(" ")} aria-labelledby={HEADING_ID}>
      <h3 id={HEADING_ID} className={styles.heading}>
        {box.heading}
      </h3>
      <p className={styles.intro}>{box.intro}</p>
      <dl className={styles.costs}>
        {rows.map((row) => (
          <div key={row.label} className={row.total ? styles.total : styles.cost}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.amount}>{withFigure(row.cost, row.figure)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.whoPays}>{box.whoPays}</p>
    </section>
  )
}
