/**
 * The site's own request for more information, for recruits on /request-info: name, phone,
 * e-mail, state, and whether they hold a license. Its words are data/quote.json
 * (infoRequest, with requestForms); its checks are src/lib/info-request.ts; sending,
 * retrying and thanking are the request form's (./lead-form.tsx). Requests go to
 * GATSBY_REQUEST_INFO_WEBHOOK_URL, apart from the families' quote requests.
 */
import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { ENV } from "../../lib/env"
import { infoProblems, US_STATES, type InfoField } from "../../lib/info-request"
import { contactFields, LeadForm, type LeadField, type OwnFormProps } from "./lead-form"
import { useInPageLanguage } from "../../hooks/use-language"

export function RequestInfoForm({ labelledBy, webhook = ENV.requestInfoWebhook }: OwnFormProps) {
  const data = useStaticQuery<Queries.RequestInfoFormQuery>(graphql`
    query RequestInfoForm {
      quoteJson {
        ...InfoRequestWords
        es: inLanguage(language: es) {
          ...InfoRequestWords
        }
      }
    }
  `)
  const quote = useInPageLanguage(data.quoteJson)
  const shared = quote?.requestForms
  const own = quote?.infoRequest
  if (!shared || !own) return null
  const words = { ...shared, ...own }
  const fields: LeadField<InfoField>[] = [
    ...contactFields(words),
    { name: "state", kind: "choice", ...words.state, options: US_STATES },
    { name: "licensed", kind: "choice", ...words.licensed },
  ]
  return (
    <LeadForm
      form="request-info"
      fields={fields}
      words={words}
      check={(answers) => infoProblems(answers, words.messages)}
      webhook={webhook}
      labelledBy={labelledBy}
    />
  )
}

/** The form's words, which the page reads in its language (in English until data gives them in Spanish). */
export const query = graphql`
  fragment InfoRequestWords on QuoteJson {
    requestForms {
      ...RequestFormWords
    }
    infoRequest {
      heading
      intro
      consent
      thanks {
        heading
        text
      }
      state {
        label
        hint
      }
      licensed {
        label
        options
      }
    }
  }
`
