/**
 * /fl-tx-agents: the Florida and Texas zip-code eligibility checker. The lists come with
 * the page query (page data), so they are not part of the JavaScript bundle.
 */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"
import { ZipChecker } from "../components/recruiting/zip-checker"
import { fillTokens } from "../lib/text"

export default function FlTxAgentsPage({ data, location }: PageProps<Queries.ZipEligibilityPageQuery>) {
  const t = data.recruitingJson!.zipPage
  const lists = data.zipEligibilityJson!
  const source = lists.source
  return (
    <Layout title={t.seo.title} description={t.seo.description} path={location.pathname}>
      <PageHero eyebrow={t.hero.eyebrow ?? undefined} title={t.hero.title} lead={t.hero.lead} />
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
    </Layout>
  )
}

export const query = graphql`
  query ZipEligibilityPage {
    recruitingJson {
      zipPage {
        seo {
          ...PageSeo
        }
        hero {
          eyebrow
          title
          lead
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
        applyLabel
        disclaimer
        sourceNote
        licenseLabel
      }
    }
    zipEligibilityJson {
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
  }
`
