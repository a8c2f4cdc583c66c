/**
 * A page whose job is one embedded form or survey: hero, what to expect, then the form
 * (/request-info, /quote), or the site's own form while the third party's id is empty. The agent application shows what it costs to start before it.
 */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { FormEmbed, type FormKind } from "../embeds/form-embed"
import { Layout } from "../layout/layout"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { useSiteConfig, type SiteConfig } from "../../hooks/use-site-config"
import { StartingCosts } from "../recruiting/starting-costs"
import * as styles from "../ui/section-heading.module.css"
import * as css from "./form-page.module.css"
import { fromData } from "../../lib/from-data"
import { DisclosedText } from "../ui/disclosed-text"
import { QuoteRequestForm } from "../forms/quote-request-form"
import { RequestInfoForm } from "../forms/request-info-form"
import type { OwnFormProps } from "../forms/lead-form"

type FormPageProps = {
  path: string
  content: Queries.FormPageFragment
  formId: string
  kind: FormKind
  /** Shows what it costs an agent to start before the form (the agent application). */
  startingCosts?: boolean
  /** The site's own form, shown while the third-party form's id is empty. */
  OwnForm: React.ComponentType<OwnFormProps>
}

export function FormPage({ path, content, formId, kind, startingCosts = false, OwnForm }: FormPageProps) {
  const headingId = `${kind}-${formId}`
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={path}>
      <PageHero hero={content.hero} />
      <Section tone="white" heading={{ id: headingId, text: content.formTitle, look: "hidden" }}>
        <ul className={styles.checks}>
          {content.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        {startingCosts ? <StartingCosts /> : null}
        <FormEmbed
          formId={formId}
          title={content.formTitle}
          kind={kind}
          intro={content.formIntro}
          fallback={content.formFallback}
          native={<OwnForm labelledBy={headingId} />}
        />
        {content.disclaimer ? (
          <p className={css.disclaimer}>
            <DisclosedText text={content.disclaimer} />
          </p>
        ) : null}
      </Section>
    </Layout>
  )
}

type FormPageQuery = {
  quoteJson: { inLanguage: Record<"requestInfo" | "quote", Queries.FormPageFragment> } | null
}

/**
 * The page component of one entry of data/quote.json: `entry` picks the content, `form`
 * the form id in data/site.json, `kind` whether the service shows a form or a survey.
 */
export function formRoute(entry: "requestInfo" | "quote", form: keyof SiteConfig["embeds"]["forms"], kind: FormKind) {
  return function FormRoute({ data, location }: PageProps<FormPageQuery>) {
    const site = useSiteConfig()
    const content = fromData(data.quoteJson?.inLanguage[entry], `data/quote.json (${entry})`)
    return (
      <FormPage
        path={location.pathname}
        content={content}
        formId={site.embeds.forms[form]}
        kind={kind}
        startingCosts={form === "application"}
        OwnForm={entry === "quote" ? QuoteRequestForm : RequestInfoForm}
      />
    )
  }
}

export const query = graphql`
  fragment FormPage on FormPageContent {
    seo {
      ...PageSeo
    }
    hero {
      ...HeroFields
    }
    formTitle
    formIntro
    formFallback
    points
    disclaimer
  }
`
