/** /thank-you: the request-received confirmation. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { ThankYouBody } from "../components/lead-magnets/thank-you-page"
import * as styles from "../components/lead-magnets/lead-magnets.module.css"
import { telHref, useSiteConfig } from "../hooks/use-site-config"

export default function ThankYouPage({ data, location }: PageProps<Queries.ThankYouRequestPageQuery>) {
  const site = useSiteConfig()
  const all = data.thankYouJson
  if (!all) throw new Error("data/thank-you.json is missing from the data layer")
  const content = all.request
  return (
    <Layout title={content.seo.title} description={content.seo.description} path={location.pathname} noindex>
      <ThankYouBody content={content.body} homeLabel={all.homeLabel} productsLabel={all.productsLabel}>
        <ul className={styles.linkRow}>
          <li>
            {content.schedulerText}{" "}
            <a href={site.links.externalScheduler} target="_blank" rel="noopener noreferrer">
              {content.schedulerLabel}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            {content.callText} <a href={telHref(site.tollFreePhone)}>{site.tollFreePhone}</a>
          </li>
        </ul>
      </ThankYouBody>
    </Layout>
  )
}

export const query = graphql`
  query ThankYouRequestPage {
    thankYouJson {
      homeLabel
      productsLabel
      request {
        seo {
          ...PageSeo
        }
        body {
          ...ThankYouBodyFields
        }
        schedulerText
        schedulerLabel
        callText
      }
    }
  }
`
