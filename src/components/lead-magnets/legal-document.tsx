/** A legal document: title, last-updated date, numbered sections, Return home. */
import React from "react"
import { graphql } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { ButtonLink } from "../ui/button-link"
import { Section } from "../ui/section"
import { fillTokens } from "../../lib/text"
import * as styles from "./lead-magnets.module.css"

type LegalDocumentProps = {
  doc: Queries.LegalDocumentFieldsFragment
  backLabel: string
  lastUpdatedLabel: string
  lastUpdated: string
}

export function LegalDocument({ doc, backLabel, lastUpdatedLabel, lastUpdated }: LegalDocumentProps) {
  const site = useSiteConfig()
  // The agency's names and contact details are filled by the data layer; the address the
  // site is deployed at is known only here (SITE_URL may override data/site.json).
  const fill = (text: string) => fillTokens(text, { siteUrl: site.siteUrl.replace(/^https?:\/\//, "") })
  return (
    <Section tone="white" narrow className={styles.legal}>
      <h1>{doc.title}</h1>
      <p className={styles.updated}>
        {lastUpdatedLabel}: <time>{lastUpdated}</time>
      </p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{fill(p)}</p>
          ))}
          {section.bullets.length > 0 ? (
            <ul>
              {section.bullets.map((b) => (
                <li key={b}>{fill(b)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <div className={styles.actions}>
        <ButtonLink to="/" variant="secondary">
          {backLabel}
        </ButtonLink>
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment LegalDocumentFields on LegalDocument {
    title
    seoDescription
    sections {
      heading
      paragraphs
      bullets
    }
  }
`
