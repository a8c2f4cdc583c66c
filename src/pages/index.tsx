/** Home page. */
import React from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHero } from "../components/ui/page-hero"
import { ButtonLink } from "../components/ui/button-link"
import { useSiteConfig } from "../hooks/use-site-config"

export default function HomePage({ location }: PageProps) {
  const site = useSiteConfig()
  return (
    <Layout
      title={`${site.companyName} | Final Expense Insurance & Agent Careers`}
      description={site.description}
      path={location.pathname}
    >
      <PageHero
        eyebrow={site.tagline}
        title="Protect your family's final wishes, or build a career helping others do it"
        lead="Whole life final expense coverage up to $35,000 with no medical exam, and a commission-only agent career with leads, training and licensing help."
        actions={
          <>
            <ButtonLink to="/quote">Get My Quote</ButtonLink>
            <ButtonLink to="/request-info" variant="outline">
              Apply Now
            </ButtonLink>
          </>
        }
      />
    </Layout>
  )
}
