/** /quote: "Get Your Quote" with the quote survey. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { FormPage } from "../components/quote/form-page"
import { useSiteConfig } from "../hooks/use-site-config"

export default function QuotePage({ data, location }: PageProps<Queries.QuotePageQuery>) {
  const site = useSiteConfig()
  const content = data.quoteJson?.quote
  if (!content) throw new Error("data/quote.json (quote) is missing from the data layer")
  return (
    <FormPage
      path={location.pathname}
      content={content}
      formId={site.embeds.forms.quoteSurvey}
      formTitle={content.surveyTitle}
      kind="survey"
    />
  )
}

export const query = graphql`
  query QuotePage {
    quoteJson {
      quote {
        seo {
          ...PageSeo
        }
        hero {
          eyebrow
          title
          lead
        }
        surveyTitle
        points
      }
    }
  }
`
