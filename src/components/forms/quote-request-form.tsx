/**
 * The site's own quote request: a family asks for a quote without any third-party form.
 * Its words, choices and messages are data/quote.json (request); its checks are
 * src/lib/quote-request.ts; sending, retrying and thanking are the request form's
 * (./lead-form.tsx). Requests go to GATSBY_QUOTE_WEBHOOK_URL.
 */
import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { ENV } from "../../lib/env"
import { requestProblems, type QuoteField } from "../../lib/quote-request"
import { contactFields, LeadForm, type LeadField, type OwnFormProps } from "./lead-form"
import { useInPageLanguage } from "../../hooks/use-language"

export function QuoteRequestForm({ labelledBy, webhook = ENV.quoteWebhook }: OwnFormProps) {
  const data = useStaticQuery<Queries.QuoteRequestFormQuery>(graphql`
    query QuoteRequestForm {
      quoteJson {
        ...QuoteRequestWords
        es: inLanguage(language: es) {
          ...QuoteRequestWords
        }
      }
      siteJson {
        areaServed
        limits {
          issueAgeMin
          issueAgeMax
        }
      }
    }
  `)
  const quote = useInPageLanguage(data.quoteJson)
  const shared = quote?.requestForms
  const own = quote?.request
  const limits = data.siteJson?.limits
  if (!shared || !own || !limits) return null
  const words = { ...shared, ...own, messages: { ...shared.messages, ...own.messages } }
  const rules = { statesServed: data.siteJson?.areaServed ?? [], ...limits }
  const fields: LeadField<QuoteField>[] = [
    ...contactFields(words),
    {
      name: "zip",
      kind: "box",
      ...words.zip,
      input: { autoComplete: "postal-code", inputMode: "numeric", maxLength: 10, required: true },
    },
    { name: "age", kind: "box", ...words.age, input: { required: true } },
    { name: "forWhom", kind: "choice", ...words.forWhom },
    { name: "coverage", kind: "choice", ...words.coverage },
    { name: "bestTime", kind: "choice", ...words.bestTime },
  ]
  return (
    <LeadForm
      form="quote-request"
      fields={fields}
      words={words}
      check={(answers) => requestProblems(answers, rules, words.messages, new Date())}
      webhook={webhook}
      labelledBy={labelledBy}
    />
  )
}

/** The form's words, which the page reads in its language. */
export const query = graphql`
  fragment QuoteRequestWords on QuoteJson {
    requestForms {
      ...RequestFormWords
    }
    request {
      heading
      intro
      consent
      thanks {
        heading
        text
      }
      zip {
        label
        hint
      }
      age {
        label
        hint
      }
      forWhom {
        label
        options
      }
      coverage {
        label
        options
      }
      bestTime {
        label
        options
      }
      messages {
        zip
        zipNotServed
        age
        ageOutside
      }
    }
  }
`
