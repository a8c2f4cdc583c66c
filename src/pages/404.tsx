/**
 * The 404 page. A static host serves public/404.html with status 404 for every unknown
 * path; paths under /agent-incentives/ show the "Trip Not Found" view instead. Words
 * from data/not-found.json.
 */
import React, { useEffect, useState } from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { TripNotFound } from "../components/gallery/trip-not-found"
import { isTripPath } from "../lib/routes"
import { ButtonLink } from "../components/ui/button-link"
import { Section } from "../components/ui/section"
import * as styles from "./404.module.css"
import { fromData } from "../lib/from-data"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundQuery>) {
  // The built HTML is generic; the attempted path is only known in the browser, so the
  // trip view is chosen after mount to keep hydration consistent.
  const [attempted, setAttempted] = useState<string | null>(null)
  useEffect(() => {
    setAttempted(location.pathname)
    console.warn("404: attempted to reach a page that does not exist:", location.pathname)
  }, [location.pathname])
  const words = fromData(data.notFoundJson?.inLanguage, "data/not-found.json")
  const trip = attempted !== null && isTripPath(attempted)
  return (
    <Layout
      title={trip ? words.trip.title : words.seo.title}
      description={words.seo.description}
      path={attempted ?? "/404"}
      noindex
    >
      {trip ? (
        <TripNotFound words={words.trip} />
      ) : (
        <Section narrow className={styles.wrap}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 className={styles.title}>
            <span className="visually-hidden">404: </span>
            {words.heading}
          </h1>
          <p>
            {words.textBefore} <code className={styles.path}>{attempted ?? words.unknownPath}</code>. {words.textAfter}
          </p>
          <ButtonLink to="/" variant="secondary">
            {words.homeLabel}
          </ButtonLink>
        </Section>
      )}
    </Layout>
  )
}

export const query = graphql`
  query NotFound($language: Language = en) {
    notFoundJson {
      inLanguage(language: $language) {
        seo {
          ...PageSeo
        }
        heading
        textBefore
        textAfter
        unknownPath
        homeLabel
        trip {
          title
          text
          backLabel
        }
      }
    }
  }
`
