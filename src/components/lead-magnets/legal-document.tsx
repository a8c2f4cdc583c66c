/**
 * A legal document: title, last-updated date, numbered sections with their titled parts,
 * Return home. The privacy policy adds a link at its top to its "Do not sell or share"
 * part, the opt-out button in that part, and how long records are kept as the last part of
 * the section the data names.
 */
import React from "react"
import { graphql } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { DO_NOT_SELL_ID, DO_NOT_SELL_PATH } from "../../lib/lead-magnets"
import { useLocalHref } from "../ui/site-link"
import { ButtonLink } from "../ui/button-link"
import { OptOut } from "./opt-out"
import { Section } from "../ui/section"
import { fillTokens } from "../../lib/text"
import * as styles from "./lead-magnets.module.css"

type LegalDocumentProps = {
  doc: Queries.LegalDocumentFieldsFragment | Queries.PrivacyDocumentFieldsFragment
  backLabel: string
  lastUpdatedLabel: string
  lastUpdated: string
}

type Part = Queries.LegalSubsectionFieldsFragment

function Paragraphs({ part, fill }: { part: Pick<Part, "paragraphs" | "bullets">; fill: (text: string) => string }) {
  return (
    <>
      {part.paragraphs.map((p) => (
        <p key={p}>{fill(p)}</p>
      ))}
      {part.bullets.length > 0 ? (
        <ul>
          {part.bullets.map((b) => (
            <li key={b}>{fill(b)}</li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

export function LegalDocument({ doc, backLabel, lastUpdatedLabel, lastUpdated }: LegalDocumentProps) {
  const site = useSiteConfig()
  // The agency's names and contact details are filled by the data layer; the address the
  // site is deployed at is known only here (SITE_URL may override data/site.json).
  const fill = (text: string) => fillTokens(text, { siteUrl: site.siteUrl.replace(/^https?:\/\//, "") })
  const privacy = "retention" in doc ? doc : null
  const local = useLocalHref()
  return (
    <Section tone="white" narrow className={styles.legal}>
      <h1>{doc.title}</h1>
      <p className={styles.updated}>
        {/* The label is for readers; a <time> needs the date itself in ISO form to be valid HTML. */}
        {lastUpdatedLabel}: <time dateTime={doc.lastUpdated}>{lastUpdated}</time>
      </p>
      {privacy ? (
        <p>
          <a href={local(DO_NOT_SELL_PATH)}>{privacy.doNotSellLabel}</a>
        </p>
      ) : null}
      {doc.sections.map((section, index) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <Paragraphs part={section} fill={fill} />
          {(section.subsections ?? []).map((sub) => (
            <section key={sub.heading} id={sub.id ?? undefined}>
              <h3>{sub.heading}</h3>
              <Paragraphs part={sub} fill={fill} />
              {privacy && sub.id === DO_NOT_SELL_ID ? <OptOut words={privacy.optOut} /> : null}
            </section>
          ))}
          {privacy && privacy.retention.section === index + 1 ? (
            <section id="retention">
              <h3>{privacy.retention.heading}</h3>
              <p>{fill(privacy.retention.statement)}</p>
              {privacy.retention.periods.length > 0 ? (
                <ul>
                  {privacy.retention.periods.map((period) => (
                    <li key={period.records}>
                      <strong>{period.records}:</strong> {fill(period.kept)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
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
  fragment LegalSubsectionFields on LegalSubsection {
    id
    heading
    paragraphs
    bullets
  }
  fragment LegalSectionFields on LegalSection {
    heading
    paragraphs
    bullets
    subsections {
      ...LegalSubsectionFields
    }
  }
  fragment LegalDocumentFields on LegalDocument {
    title
    lastUpdated
    seoDescription
    sections {
      ...LegalSectionFields
    }
  }
  fragment PrivacyDocumentFields on PrivacyDocument {
    title
    lastUpdated
    seoDescription
    sections {
      ...LegalSectionFields
    }
    doNotSellLabel
    optOut {
      button
      done
      already
    }
    retention {
      section
      heading
      statement
      periods {
        records
        kept
      }
    }
  }
`
