/**
 * The reusable "Get Your Free Quote" card: a heading, a line of copy and the same
 * application form as /request-info. Content: data/quote.json (freeQuoteCard).
 */
import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { FormEmbed } from "../embeds/form-embed"
import { QuoteRequestForm } from "../forms/quote-request-form"
import * as styles from "./free-quote-card.module.css"
import { fromData } from "../../lib/from-data"

type FreeQuoteCardProps = {
  /** Id for the heading, unique on the page. */
  headingId?: string
}

export function FreeQuoteCard({ headingId = "free-quote" }: FreeQuoteCardProps) {
  const { embeds } = useSiteConfig()
  const data = useStaticQuery<Queries.FreeQuoteCardQuery>(graphql`
    query FreeQuoteCard {
      quoteJson {
        freeQuoteCard {
          heading
          text
          fallback
          formTitle
        }
      }
    }
  `)
  const card = fromData(data.quoteJson?.freeQuoteCard, "data/quote.json (freeQuoteCard)")
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{card.heading}</h2>
      <FormEmbed
        formId={embeds.forms.application}
        title={card.formTitle}
        kind="form"
        intro={card.text}
        fallback={card.fallback}
        native={<QuoteRequestForm labelledBy={headingId} />}
      />
    </section>
  )
}
