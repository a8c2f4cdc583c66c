/**
 * The prize contest's official rules on /wheel-spin: sponsor, dates, eligibility, how to
 * enter and the free way to enter, the odds (computed from the segments), prizes, taxes
 * and how winners are told, with whether the contest is running. Without a sponsor and
 * dates the page says the contest is not running instead of showing rules that name none.
 */
import React, { useEffect, useState } from "react"
import { graphql } from "gatsby"
import { contestStatus, formatContestDate, formatOdds, localIsoDate, type ContestStatus } from "../../lib/wheel"
import type { WheelSegment } from "./prize-wheel"
import { tierCounts } from "./prize-breakdown"
import { fillTokens } from "../../lib/text"
import { formatMoney } from "../../lib/calc/format"
import * as styles from "./official-rules.module.css"

type Term = { readonly title: string; readonly text: string }
type Tier = Pick<Queries.WheelTier, "label" | "labels">

export type OfficialRulesContent = Queries.OfficialRulesFragment

type OfficialRulesProps = {
  rules: OfficialRulesContent
  segments: readonly WheelSegment[]
  tiers: readonly Tier[]
}

/**
 * The contest's status. Missing facts are known when the page is built; whether the dates
 * include today depends on the visitor's date, so it is read once the page runs.
 */
function useContestStatus(r: OfficialRulesContent): ContestStatus | null {
  const facts = {
    sponsorName: r.sponsor.name,
    sponsorAddress: r.sponsor.address,
    startDate: r.period.startDate,
    endDate: r.period.endDate,
  }
  const atBuild = contestStatus(facts, "")
  const [status, setStatus] = useState<ContestStatus | null>(atBuild === "unset" ? "unset" : null)
  const { sponsorName, sponsorAddress, startDate, endDate } = facts
  useEffect(() => {
    setStatus(contestStatus({ sponsorName, sponsorAddress, startDate, endDate }, localIsoDate(new Date())))
  }, [sponsorName, sponsorAddress, startDate, endDate])
  return status
}

function TermItem({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.term}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function OfficialRules({ rules: r, segments, tiers }: OfficialRulesProps) {
  const status = useContestStatus(r)
  // One line per prize, not per tier: a tier may group a cash prize with 2X Spins.
  const prizes = tiers.flatMap((t) => t.labels)
  const counts = tierCounts(
    segments,
    prizes.map((label) => ({ labels: [label] })),
  )
  // The limits the terms state, from the data: the weekly spins and the tax form's threshold.
  const limits = { number: String(r.weeklySpinLimit), amount: formatMoney(r.taxFormThreshold) }
  const text = (t: Term) => <TermItem term={t.title}>{fillTokens(t.text, limits)}</TermItem>
  return (
    <div className={styles.rules}>
      <h2 id="official-rules-heading">{r.heading}</h2>
      <p className={styles.status} data-contest-status={status ?? ""}>
        {status ? r[status] : null}
      </p>
      <dl className={styles.terms}>
        {r.sponsor.name && r.sponsor.address ? (
          <TermItem term={r.sponsor.title}>
            {r.sponsor.name}, {r.sponsor.address}
          </TermItem>
        ) : null}
        {r.period.startDate && r.period.endDate ? (
          <TermItem term={r.period.title}>
            {formatContestDate(r.period.startDate)} – {formatContestDate(r.period.endDate)}
          </TermItem>
        ) : null}
        {text(r.eligibility)}
        {text(r.howToEnter)}
        {text(r.freeEntry)}
        <TermItem term={r.odds.title}>
          {r.odds.text}
          <ul className={styles.odds}>
            {prizes.map((label, i) => (
              <li key={label}>
                {label}: {formatOdds(counts[i], segments.length)}
              </li>
            ))}
          </ul>
        </TermItem>
        {text(r.prizes)}
        {text(r.taxes)}
        {text(r.winners)}
      </dl>
    </div>
  )
}

export const query = graphql`
  fragment OfficialRules on WheelOfficialRules {
    heading
    sponsor {
      title
      name
      address
    }
    period {
      title
      startDate
      endDate
    }
    eligibility {
      title
      text
    }
    howToEnter {
      title
      text
    }
    freeEntry {
      title
      text
    }
    weeklySpinLimit
    odds {
      title
      text
    }
    prizes {
      title
      text
    }
    taxes {
      title
      text
    }
    taxFormThreshold
    winners {
      title
      text
    }
    unset
    upcoming
    running
    ended
  }
`
