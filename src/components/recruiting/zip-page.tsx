/** /fl-tx-agents: the hero, the zip code checker, the eligibility rule and the credit of the zip data. */
import React from "react"
import { graphql } from "gatsby"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { ZipChecker } from "./zip-checker"
import { fillTokens } from "../../lib/text"

type ZipPageProps = {
  t: Queries.ZipPageFieldsFragment
  lists: Queries.ZipListsFieldsFragment
}

export function ZipPage({ t, lists }: ZipPageProps) {
  const source = lists.source
  return (
    <>
      <PageHero hero={t.hero} />
      <Section narrow labelledBy="rule-heading">
        <ZipChecker text={t} florida={lists.florida} texas={lists.texas} />
        <h2 id="rule-heading" style={{ marginTop: "var(--space-7)" }}>
          {t.ruleHeading}
        </h2>
        {t.rule.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p>
          <small>{t.disclaimer}</small>
        </p>
        <p>
          <small>
            {t.sourceNote} <a href={source.url}>{source.name}</a> ·{" "}
            <a href={source.licenseUrl}>{fillTokens(t.licenseLabel, { license: source.license })}</a> ·{" "}
            <a href={source.packageUrl}>{source.package}</a>
          </small>
        </p>
      </Section>
    </>
  )
}

export const query = graphql`
  fragment ZipListsFields on ZipEligibilityJson {
    source {
      name
      license
      licenseUrl
      url
      package
      packageUrl
    }
    florida {
      zip
      city
    }
    texas {
      zip
      city
    }
  }

  fragment ZipPageFields on RecruitingZipPage {
    seo {
      ...PageSeo
    }
    hero {
      ...HeroFields
    }
    inputLabel
    inputHint
    eligibleMessage
    ineligibleMessage
    ruleHeading
    rule
    showAllLabel
    hideAllLabel
    floridaLabel
    texasLabel
    countLabel
    applyLabel
    disclaimer
    sourceNote
    licenseLabel
  }
`
