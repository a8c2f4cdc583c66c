/** /our-team: reasons to join with what it costs to start, stats, the member cards, results, why agents choose us, closing calls. */
import React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../ui/page-hero"
import { CtaBand } from "../ui/section-intro"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import { StatTiles } from "../ui/stat-tiles"
import { TeamCard } from "./team-card"
import { FeatureCards } from "./feature-cards"
import { StartingCosts } from "../recruiting/starting-costs"
import * as css from "./content.module.css"
import { DisclosedText } from "../ui/disclosed-text"

export function TeamPage({ team }: { team: Queries.TeamPageFragment }) {
  return (
    <>
      <PageHero hero={team.hero} actions={<ButtonLink to="/request-info">{team.hero.ctaLabel}</ButtonLink>} />

      <Section tone="white" heading={{ id: "team-reasons", text: team.reasons.title }}>
        <ol className={css.numbered}>
          {team.reasons.items.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
        <p className={css.note}>
          <DisclosedText text={team.reasons.note} />
        </p>
        <StartingCosts centered />
      </Section>

      <Section heading={{ id: "team-stats", text: team.statsLabel, look: "hidden" }}>
        <StatTiles stats={team.stats} label={team.statsLabel} />
      </Section>

      <Section tone="white" heading={{ id: "team-members", text: team.membersTitle, look: "centered" }}>
        <div className={css.rowsOf3}>
          {team.members.map((m) => (
            <TeamCard key={m.person.key} member={m} labels={team.memberLabels} />
          ))}
        </div>
        <p className={css.note}>
          <DisclosedText text={team.membersNote} />
        </p>
      </Section>

      <Section heading={{ id: "team-results", text: team.resultsLabel, look: "hidden" }}>
        <div className={css.boxes}>
          <div className={css.box}>
            <h3>{team.achievement.title}</h3>
            <p>{team.achievement.text}</p>
          </div>
          <div className={css.box}>
            <h3>{team.financial.title}</h3>
            <p>{team.financial.text}</p>
            <p className={css.disclaimer}>
              <DisclosedText text={team.financial.disclaimer} />
            </p>
          </div>
        </div>
      </Section>

      <FeatureCards id="team-why" title={team.whyChoose.title} items={team.whyChoose.items} note={team.whyChooseNote} />

      <CtaBand id="team-cta" content={team.cta} />
    </>
  )
}

export const query = graphql`
  fragment TeamPage on TeamJson {
    hero {
      eyebrow
      title
      lead
      ctaLabel
    }
    reasons {
      title
      items
      note
    }
    statsLabel
    stats {
      ...StatTile
    }
    membersTitle
    membersNote
    memberLabels {
      ...TeamCardLabels
    }
    members {
      ...TeamCard
    }
    resultsLabel
    achievement {
      title
      text
    }
    financial {
      title
      text
      disclaimer
    }
    whyChoose {
      ...FeatureCards
    }
    whyChooseNote
    cta {
      ...CtaBand
    }
  }
`
