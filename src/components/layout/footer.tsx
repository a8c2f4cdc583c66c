/** The four-column footer: brand and social, quick links, services, contact; then legal links. */
import React from "react"
import { Link } from "gatsby"
import {
  FOOTER_AGENT_LINKS,
  FOOTER_QUICK_LINKS,
  FOOTER_SERVICES,
  LEGAL_LINKS,
  type NavLink,
} from "../../lib/navigation"
import { socialLinks, telHref, useSiteConfig } from "../../hooks/use-site-config"
import { LogoMark } from "./logo"
import * as styles from "./footer.module.css"
import { ExternalLinkList } from "../ui/external-link"

export function Footer() {
  const site = useSiteConfig()
  const { address } = site
  const social = socialLinks(site)
  const year = new Date().getFullYear()

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About {site.companyName}
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
            label="Social media"
          />
        </section>

        <FooterColumn id="footer-quick" heading="Quick links" as="nav">
          <LinkList links={FOOTER_QUICK_LINKS} className={styles.list} />
        </FooterColumn>

        <FooterColumn id="footer-agents" heading="For agents" as="nav">
          <LinkList links={FOOTER_AGENT_LINKS} className={styles.list} />
        </FooterColumn>

        <FooterColumn id="footer-services" heading="Services">
          <ul className={styles.list}>
            {FOOTER_SERVICES.map((service) => (
              <li key={service} className={styles.text}>
                {service}
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-contact" heading="Contact">
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
        <p className={styles.copy}>
          © {year} {site.legalName}. All rights reserved.
        </p>
        <LinkList links={LEGAL_LINKS} className={styles.legal} label="Legal" />
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
