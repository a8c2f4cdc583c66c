/** The meeting sign-in page: logo, the QR code to the sign-in form, the address as a link, and help. */
import React from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { LogoMark } from "../layout/logo"
import { Section } from "../ui/section"
import { QrCode } from "./qr-code"
import * as styles from "./meeting-signin-view.module.css"

export type MeetingSigninContent = NonNullable<Queries.MeetingSigninPageQuery["meetingSigninJson"]>

export function MeetingSigninView({
  content: c,
  qrRows,
}: {
  content: MeetingSigninContent
  qrRows: readonly string[]
}) {
  const { companyName, links } = useSiteConfig()
  return (
    <Section narrow className={styles.page}>
      <div className={styles.brand}>
        <LogoMark size={64} />
        <p className={styles.company}>{companyName}</p>
      </div>
      <h1 className={styles.title}>{c.hero.title}</h1>
      <p className={styles.lead}>{c.hero.lead}</p>
      <div className={styles.qrCard}>
        <QrCode rows={qrRows} label={c.qrLabel} size={300} className={styles.qr} />
      </div>
      <p className={styles.linkIntro}>{c.linkIntro}</p>
      <p className={styles.link}>
        <a href={links.meetingSignIn}>{links.meetingSignIn}</a>
      </p>
      <h2 className={styles.helpHeading}>{c.helpHeading}</h2>
      <ol className={styles.steps}>
        {c.helpSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Section>
  )
}
