/** A page whose job is one embedded form or survey: hero, what to expect, then the form (/request-info, /quote). */
import React from "react"
import { FormEmbed, type FormKind } from "../embeds/form-embed"
import { Layout } from "../layout/layout"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import * as styles from "../stories/section-heading.module.css"

type FormPageProps = {
  path: string
  content: {
    seo: { title: string; description: string }
    hero: { eyebrow?: string | null; title: string; lead: string }
    points: readonly string[]
  }
  formId: string
  /** Titles the form frame and names the section. */
  formTitle: string
  kind: FormKind
}

export function FormPage({ path, content, formId, formTitle, kind }: FormPageProps) {
  const headingId = `${kind}-${formId}`
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={path}>
      <PageHero
        eyebrow={content.hero.eyebrow ?? undefined}
        title={content.hero.title}
        lead={<p>{content.hero.lead}</p>}
      />
      <Section tone="white" labelledBy={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {formTitle}
        </h2>
        <ul className={styles.checks}>
          {content.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <FormEmbed formId={formId} title={formTitle} kind={kind} />
      </Section>
    </Layout>
  )
}
