/**
 * What stands where a third-party frame would be when the agency has not set that
 * service up (its id or address in data/site.json is empty): what to do instead, from the
 * section's own data, then the plain ways to reach a person. Nothing is requested from
 * the third party, and no copy that speaks of the frame is shown.
 */
import React from "react"
import { Link } from "../ui/site-link"
import { telHref, useSiteConfig } from "../../hooks/use-site-config"
import { useSharedWords } from "../../hooks/use-navigation"
import * as styles from "./iframe-embed.module.css"

type EmbedAlternativeProps = {
  /** The frame's title, for a section that has no words of its own for this case. */
  title: string
  /** The section's own words for what to do instead. */
  text?: string | null
}

export function EmbedAlternative({ title, text }: EmbedAlternativeProps) {
  const site = useSiteConfig()
  const { reachUs } = useSharedWords()
  return (
    <div className={styles.alternative} data-embed-alternative>
      <p className={styles.alternativeTitle}>{text || title}</p>
      <p>
        {reachUs.call} <a href={telHref(site.phone)}>{site.phone}</a>, {reachUs.email}{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a> {reachUs.contactPage}{" "}
        <Link to="/contact">{reachUs.contactPageLink}</Link>.
      </p>
    </div>
  )
}
