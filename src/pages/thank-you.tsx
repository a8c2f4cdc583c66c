/** /thank-you: the request-received confirmation. */
import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Link } from "../components/ui/site-link"
import { ThankYouPage } from "../components/lead-magnets/thank-you-page"
import * as styles from "../components/lead-magnets/lead-magnets.module.css"
import { telHref, useSiteConfig } from "../hooks/use-site-config"
import { ExternalLink } from "../components/ui/external-link"
import { fromData } from "../lib/from-data"

export default function ThankYouRequestPage({ data, location }: PageProps<Queries.ThankYouRequestPageQuery>) {
  const site = useSiteConfig()
  const all = fromData(data.thankYouJson, "data/thank-you.json")
  const content = all.request
  return (
    <ThankYouPage labels={all} page={content} path={location.pathname}>
      <ul className={styles.linkRow}>
        <li>
          {content.schedulerText}{" "}
          {site.links.externalScheduler ? (
            <ExternalLink href={site.links.externalScheduler}>{content.schedulerLabel}</ExternalLink>
          ) : (
            <Link to={site.links.meetingsPage}>{content.schedulerLabel}</Link>
          )}
        </li>
        <li>
          {content.callText} <a href={telHref(site.tollFreePhone)}>{site.tollFreePhone}</a>
        </li>
      </ul>
    </ThankYouPage>
  )
}

export const query = graphql`
  query ThankYouRequestPage {
    thankYouJson {
      ...ThankYouLabels
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
