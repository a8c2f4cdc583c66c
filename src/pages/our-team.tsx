/** Team page: content from data/team.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHero } from "../components/ui/page-hero"
import { ButtonLink } from "../components/ui/button-link"
import { Section } from "../components/ui/section"
import { StatTiles } from "../components/marketing/stat-tiles"
import { TeamCard } from "../components/marketing/team-card"
import { useSiteConfig } from "../hooks/use-site-config"
import { FeatureCards } from "../components/marketing/feature-cards"
import * as css from "../components/marketing/content.module.css"

export default function TeamPage({ data, location }: PageProps<Queries.TeamPageQuery>) {
  const site = useSiteConfig()
  const team = data.teamJson
  if (!team) throw new Error("data/team.json is missing from the data layer")

  return (
    <Layout
      title={`Our Team and Success Stories | ${site.companyName}`}
      description="Meet the agents and managers of our family-owned final expense agency: their stories, what they achieved, and ten reasons to join the team."
      path={location.pathname}
    >
      <PageHero
        eyebrow={team.hero.eyebrow}
        title={team.hero.title}
        lead={team.hero.lead}
        actions={<ButtonLink to="/contact">{team.hero.ctaLabel}</ButtonLink>}
      />

      <Section tone="white" labelledBy="team-reasons">
        <h2 id="team-reasons">{team.reasons.title}</h2>
        <ol className={css.numbered}>
          {team.reasons.items.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="team-stats">
        <h2 id="team-stats" className="visually-hidden">
          Our team by the numbers
        </h2>
        <StatTiles stats={team.stats} label="Our team by the numbers" />
      </Section>

      <Section tone="white" labelledBy="team-members">
        <h2 id="team-members" className={[css.head, css.centered].join(" ")}>
          {team.membersTitle}
        </h2>
        <div className={css.grid3}>
          {team.members.map((m) => (
            <TeamCard key={m.name} member={m} />
          ))}
        </div>
      </Section>

      <Section labelledBy="team-results">
        <h2 id="team-results" className="visually-hidden">
          Results
        </h2>
        <div className={css.boxes}>
          <div className={css.box}>
            <h3>{team.achievement.title}</h3>
            <p>{team.achievement.text}</p>
          </div>
          <div className={css.box}>
            <h3>{team.financial.title}</h3>
            <p>{team.financial.text}</p>
            <p className={css.disclaimer}>{team.financial.disclaimer}</p>
          </div>
        </div>
      </Section>

      <FeatureCards id="team-why" title={team.whyChoose.title} items={team.whyChoose.items} />

      <Section tone="navy" labelledBy="team-cta" className={css.onNavy}>
        <div className={[css.head, css.centered].join(" ")}>
          <h2 id="team-cta">{team.cta.title}</h2>
          <p>{team.cta.text}</p>
          <div className={[css.actions, css.actionsCentered].join(" ")}>
            <ButtonLink to="/contact">{team.cta.contactLabel}</ButtonLink>
            <ButtonLink to="/agent-incentives" variant="light">
              {team.cta.incentivesLabel}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query TeamPage {
    teamJson {
      hero {
        eyebrow
        title
        lead
        ctaLabel
      }
      reasons {
        title
        items
      }
      stats {
        value
        label
        description
      }
      membersTitle
      members {
        name
        title
        shortBio
        shortTestimonial
        fullTestimonial
        achievement
        income
        production
        residuals
        current
        transformation
        secret
        trips
        year
        background
      }
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
        title
        items {
          title
          text
        }
      }
      cta {
        title
        text
        contactLabel
        incentivesLabel
      }
    }
  }
`
