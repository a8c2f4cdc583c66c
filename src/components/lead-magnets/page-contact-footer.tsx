/**
 * The closing section of the lead-magnet landing pages: contact lines and social links
 * from data/site.json (the office's hours, and under them the visitor's own, see OfficeHoursText),
 * then the page's disclaimer and any extra links.
 */
import React from "react"
import { telHref, useSiteConfig, socialLinks } from "../../hooks/use-site-config"
import { Section } from "../ui/section"
import * as styles from "./lead-magnets.module.css"
import { ExternalLinkList } from "../ui/external-link"
import { useSharedWords } from "../../hooks/use-navigation"
import { fillTokens } from "../../lib/text"
import { OfficeHoursText } from "../ui/local-hours"
import { DisclosedText } from "../ui/disclosed-text"

type PageContactFooterProps = {
  heading: string
  disclaimer: string
  children?: React.ReactNode
}

export function PageContactFooter({ heading, disclaimer, children }: PageContactFooterProps) {
  const site = useSiteConfig()
  const { address } = site
  const social = socialLinks(site)
  const { contactLines: words, hoursTo } = useSharedWords()
  return (
    <Section tone="white" labelledBy="lm-contact">
      <div className={styles.pageFooter}>
        <div>
          <h2 id="lm-contact">{heading}</h2>
          <address className={styles.contactLines}>
            <span>
              {words.call} <a href={telHref(site.phone)}>{site.phone}</a>
            </span>
            <span>
              {words.tollFree} <a href={telHref(site.tollFreePhone)}>{site.tollFreePhone}</a>
            </span>
            <span>
              {words.email} <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
            <span>
              {address.street}, {address.city}, {address.region} {address.postalCode}
            </span>
            <span>
              {site.businessHours.days}, <OfficeHoursText hours={site.businessHours} to={hoursTo} />
            </span>
          </address>
        </div>
        <div>
          {social.length > 0 ? (
            <>
              <h3>{fillTokens(words.follow, { company: site.companyName })}</h3>
              <ExternalLinkList links={social} className={styles.plainList} />
            </>
          ) : null}
          {children}
        </div>
      </div>
      <p className={styles.disclaimer}>
        <DisclosedText text={disclaimer} />
      </p>
    </Section>
  )
}
