/**
 * The contact cards (any of phone, e-mail, address with directions, business hours). Titles
 * and copy come from data/contact.json; the details themselves from data/site.json, so a
 * new phone number is changed in one place. A visitor in another time zone also reads the
 * hours on their own clock, under the office's.
 */
import React from "react"
import { telHref, useSiteConfig, type SiteConfig } from "../../hooks/use-site-config"
import * as styles from "./contact-cards.module.css"
import { useSharedWords } from "../../hooks/use-navigation"
import { OfficeHoursText } from "../ui/local-hours"

export type ContactCardContent = {
  kind: string
  title: string
  description: string
  actionLabel: string
  /** Read by screen readers after the link's text. */
  actionHint?: string | null
}

/** What a card's link says to screen readers after its text, when the data gives it. */
function ActionHint({ text }: { text?: string | null }) {
  return text ? <span className="visually-hidden"> {text}</span> : null
}

type ContactCardsProps = {
  cards: readonly ContactCardContent[]
}

const ICONS: Record<string, string> = {
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z",
  email:
    "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm0 2.2V18h16V7.2l-8 5.3z M4.8 6.5 12 11.3l7.2-4.8z",
  address:
    "M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z",
  hours: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v5.4l3.6 2.1-1 1.7L11 13.5V7z",
}

function CardBody({ card, site }: { card: ContactCardContent; site: SiteConfig }) {
  const { hoursTo } = useSharedWords()
  switch (card.kind) {
    case "phone":
      return (
        <>
          <p className={styles.details}>
            <a href={telHref(site.phone)}>{site.phone}</a>
          </p>
          <p>{card.description}</p>
          <a className={styles.action} href={telHref(site.phone)}>
            {card.actionLabel}
            <span className="visually-hidden"> {site.phone}</span>
          </a>
        </>
      )
    case "email":
      return (
        <>
          <p className={styles.details}>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p>{card.description}</p>
          <a className={styles.action} href={`mailto:${site.email}`}>
            {card.actionLabel}
            <ActionHint text={card.actionHint} />
          </a>
        </>
      )
    case "address":
      return (
        <>
          <address className={styles.details}>
            {site.address.street}
            <br />
            {site.address.city}, {site.address.region} {site.address.postalCode}
          </address>
          <p>{card.description}</p>
          <a className={styles.action} href={site.links.directions} target="_blank" rel="noopener noreferrer">
            {card.actionLabel}
            <ActionHint text={card.actionHint} />
          </a>
        </>
      )
    default:
      return (
        <>
          <p className={styles.details}>
            {site.businessHours.days}
            <br />
            <OfficeHoursText hours={site.businessHours} to={hoursTo} />
          </p>
          <p>{card.description}</p>
          <p className={styles.note}>{card.actionLabel}</p>
        </>
      )
  }
}

export function ContactCards({ cards }: ContactCardsProps) {
  const site = useSiteConfig()
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.kind} className={styles.card}>
          <span className={styles.icon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d={ICONS[card.kind] ?? ICONS.hours} fill="currentColor" fillRule="evenodd" />
            </svg>
          </span>
          <h2 className={styles.title}>{card.title}</h2>
          <CardBody card={card} site={site} />
        </li>
      ))}
    </ul>
  )
}
