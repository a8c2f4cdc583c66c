/** /contact: content from data/contact.json; phone, e-mail, address and hours from data/site.json. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { ContactPage } from "../components/contact/contact-page"
import { useSiteConfig } from "../hooks/use-site-config"
import { insuranceAgency } from "../lib/structured-data"
import { fromData } from "../lib/from-data"

export default function ContactRoute({ data, location }: PageProps<Queries.ContactQuery>) {
  const site = useSiteConfig()
  const content = fromData(data.contactJson?.inLanguage, "data/contact.json")
  return (
    <Layout
      title={content.seo.title}
      description={content.seo.description}
      path={location.pathname}
      jsonLd={[insuranceAgency(site)]}
    >
      <ContactPage content={content} />
    </Layout>
  )
}

export const query = graphql`
  query Contact($language: Language = en) {
    contactJson {
      inLanguage(language: $language) {
        seo {
          ...PageSeo
        }
        ...ContactPage
      }
    }
  }
`
