/**
 * What stands where a third-party frame would be when the agency has not set that
 * service up (its id or address in data/site.json is empty): the plain ways to reach a
 * person. Nothing is requested from the third party.
 */
import React from "react"
import { Link } from "gatsby"
import { telHref, useSiteConfig } from "../../hooks/use-site-config"
import * as styles from "./iframe-embed.module.css"

export function EmbedAlternative({ title }: { title: string }) {
  const site = useSiteConfig()
  return (
    <div className={styles.alternative} data-embed-alternative>
      <p className={styles.alternativeTitle}>{title}</p>
      <p>
        Talk to us directly: call <a href={telHref(site.phone)}>{site.phone}</a>, e-mail{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a> or use our <Link to="/contact">contact page</Link>.
      </p>
    </div>
  )
}
