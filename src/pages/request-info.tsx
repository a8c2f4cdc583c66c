/** /request-info: "Request More Information" with the agent application form. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { FormPage } from "../components/quote/form-page"
import { useSiteConfig } from "../hooks/use-site-config"

export default function RequestInfoPage({ data, location }: PageProps<Queries.RequestInfoPageQuery>) {
  const site = useSiteConfig()
  const content = data.quoteJson?.requestInfo
  if (!content) throw new Error("data/quote.json (requestInfo) is missing from the data layer")
  return (
    <FormPage
      path={location.pathname}
      content={content}
      formId={site.embeds.forms.application}
      formTitle={content.formTitle}
      kind="form"
    />
  )
}

export const query = graphql`
  query RequestInfoPage {
    quoteJson {
      requestInfo {
        seo {
          ...PageSeo
        }
        hero {
          eyebrow
          title
          lead
        }
        formTitle
        points
      }
    }
  }
`
