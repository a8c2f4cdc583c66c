/**
 * The footer: brand and social, quick links, links for agents, services, contact; then the
 * notices and the legal links. Its words and links are in data/navigation.json.
 */
import React from "react"
import { Link } from "../ui/site-link"
import type { NavLink } from "../../lib/navigation"
import { DO_NOT_SELL_PATH } from "../../lib/lead-magnets"
import { fillTokens } from "../../lib/text"
import { socialLinks, telHref, useSiteConfig } from "../../hooks/use-site-config"
import { useNavigation } from "../../hooks/use-navigation"
import { LogoMark } from "./logo"
import * as styles from "./footer.module.css"
import { ExternalLinkList } from "../ui/external-link"

export function Footer() {
  const site = useSiteConfig()
  const { address } = site
  const social = socialLinks(site)
  const { footer, doNotSellLabel } = useNavigation()
  const year = new Date().getFullYear()
  // The opt-out from the sale or sharing of personal information must be on every page, so
  // it is not a link an editor can remove; its label is the privacy policy's own.
  const legalLinks = [...footer.legalLinks, { label: doNotSellLabel, to: DO_NOT_SELL_PATH }]

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {fillTokens(footer.aboutHeading, { company: site.companyName })}
          </h2>
          <Link to="/" className={styles.brand}>
            <LogoMark size={44} />
            <span>{site.companyName}</span>
          </Link>
          <p className={styles.text}>{site.description}</p>
          <ExternalLinkList
            links={social}
            className={styles.social}
            linkClassName={styles.socialLink}
            label={footer.socialLabel}
          />
        </section>

        <FooterColumn id="footer-quick" heading={footer.quickLinksHeading} as="nav">
          <LinkList links={footer.quickLinks} className={styles.list} />
        </FooterColumn>

        <FooterColumn id="footer-agents" heading={footer.agentLinksHeading} as="nav">
          <LinkList links={footer.agentLinks} className={styles.list} />
        </FooterColumn>

        <FooterColumn id="footer-services" heading={footer.servicesHeading}>
          <ul className={styles.list}>
            {footer.services.map((service) => (
              <li key={service} className={styles.text}>
                {service}
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-contact" heading={footer.contactHeading}>
          <address className={styles.contact}>
            <a href={telHref(site.phone)} className={styles.link}>
              {site.phone}
            </a>
            <span className={styles.text}>
              {address.street}
              <br />
              {address.city}, {address.regionName} {address.postalCode}
            </span>
            <a href={`mailto:${site.email}`} className={styles.link}>
              {site.email}
            </a>
          </address>
        </FooterColumn>
      </div>

      {/* Every page may name coverage (the description above does): the notice goes with it everywhere. */}
      <div className={styles.notices}>
        <p>{site.notices.coverage}</p>
        <p>{site.notices.carrierRatings}</p>
        {site.licenseNumber ? <p>{site.notices.license}</p> : null}
      </div>

      <div className={styles.bottom}>
        <p className={styles.copy}>{fillTokens(footer.copyright, { year: String(year), legalName: site.legalName })}</p>
        <LinkList links={legalLinks} className={styles.legal} label={footer.legalLabel} />
      </div>
    </footer>
  )
}

type LinkListProps = { links: readonly NavLink[]; className: string; label?: string }

/** A list of site links in the footer's link style. */
function LinkList({ links, className, label }: LinkListProps) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

type FooterColumnProps = { id: string; heading: string; as?: "section" | "nav"; children: React.ReactNode }

/** One footer column under its small heading; `as="nav"` for a column of site links. */
function FooterColumn({ id, heading, as: Tag = "section", children }: FooterColumnProps) {
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </Tag>
  )
}
