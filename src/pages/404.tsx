/**
 * The 404 page. A static host serves public/404.html with status 404 for every unknown
 * path; paths under /agent-incentives/ show the "Trip Not Found" view instead.
 */
import React, { useEffect, useState } from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { TripNotFound } from "../components/gallery/trip-not-found"
import { isTripPath } from "../lib/routes"
import { ButtonLink } from "../components/ui/button-link"
import { Section } from "../components/ui/section"
import * as styles from "./404.module.css"

export default function NotFoundPage({ location }: PageProps) {
  // The built HTML is generic; the attempted path is only known in the browser, so the
  // trip view is chosen after mount to keep hydration consistent.
  const [attempted, setAttempted] = useState<string | null>(null)
  useEffect(() => {
    setAttempted(location.pathname)
    console.warn("404: attempted to reach a page that does not exist:", location.pathname)
  }, [location.pathname])

  const trip = attempted !== null && isTripPath(attempted)
  return (
    <Layout
      title={trip ? "Trip Not Found" : "Page not found"}
      description="The page you were looking for could not be found."
      path={attempted ?? "/404"}
      noindex
    >
      {trip ? (
        <TripNotFound />
      ) : (
        <Section narrow className={styles.wrap}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 className={styles.title}>
            <span className="visually-hidden">404: </span>Oops! Page not found
          </h1>
          <p>
            We couldn't find <code className={styles.path}>{attempted ?? "that page"}</code>. It may have moved, or the
            address may be mistyped.
          </p>
          <ButtonLink to="/" variant="secondary">
            Return to Home
          </ButtonLink>
        </Section>
      )}
    </Layout>
  )
}
