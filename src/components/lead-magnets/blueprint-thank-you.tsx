/**
 * The blueprint thank-you page body. An e-mail a campaign link put in the address is out
 * of it before this code runs: the head script of every page took it out and kept it
 * (src/lib/email-in-address.ts). On load: the tracking script and the pixel (only when
 * configured, and not for a browser sending Global Privacy Control), the e-mail webhook
 * (the e-mail taken from the address, else the stored one; only of valid shape, failures
 * ignored) and, on screens at least 768 px wide, the auto-download after 0.5 s (when dl=1
 * or not yet done this session). Phones get a hint to tap View Blueprint.
 */
import React, { useEffect } from "react"
import { useAutoDownload } from "../../hooks/use-auto-download"
import { ENV } from "../../lib/env"
import { postJson } from "../../lib/http"
import {
  BLUEPRINT_DOWNLOAD_DELAY_MS,
  BLUEPRINT_FLAG_KEY,
  BLUEPRINT_PDF,
  BLUEPRINT_WEBHOOK_SOURCE,
  resolveEmail,
  shouldAutoDownloadBlueprint,
} from "../../lib/lead-magnets"
import { EMAIL_STORAGE_KEY } from "../../lib/email"
import { emailTakenFromAddress } from "../../lib/email-in-address"
import { readStorage, writeStorage } from "../../lib/safe-storage"
import { loadMetaPixel, loadTrackingScript, optsOutOfSharing } from "../../lib/tracking"
import { ButtonLink, buttonClass } from "../ui/button-link"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { DownloadStatusMessage } from "./download-status"
import { CallBand } from "./landing-sections"
import * as styles from "./lead-magnets.module.css"
import { DisclosedText } from "../ui/disclosed-text"

export type BlueprintThankYouContent = NonNullable<Queries.ThankYouBlueprintPageQuery["thankYouJson"]>["blueprint"]

const ignore = () => undefined

function decideAutoDownload(): boolean {
  return shouldAutoDownloadBlueprint({
    viewportWidth: window.innerWidth,
    dl: new URLSearchParams(window.location.search).get("dl") === "1",
    alreadyDownloaded: readStorage("session", BLUEPRINT_FLAG_KEY) !== null,
  })
}

export function BlueprintThankYou({ content }: { content: BlueprintThankYouContent }) {
  const status = useAutoDownload({
    url: BLUEPRINT_PDF.path,
    fileName: BLUEPRINT_PDF.fileName,
    delayMs: BLUEPRINT_DOWNLOAD_DELAY_MS,
    decide: decideAutoDownload,
    onSuccess: () => writeStorage("session", BLUEPRINT_FLAG_KEY, "1"),
  })

  useEffect(() => {
    // The e-mail the head script took out of this page's address, else one stored earlier.
    const email = resolveEmail(emailTakenFromAddress(), readStorage("local", EMAIL_STORAGE_KEY))
    if (!optsOutOfSharing()) {
      loadTrackingScript(ENV.trackingScript)
      loadMetaPixel(ENV.metaPixelId)
    }
    if (email && ENV.blueprintWebhook) {
      postJson(ENV.blueprintWebhook, { email, source: BLUEPRINT_WEBHOOK_SOURCE }).catch(ignore)
    }
  }, [])

  const onView = () => {
    // The PDF opens through the link itself (no pop-up blocker); the trigger is fire-and-forget.
    if (ENV.fireTrigger) postJson(ENV.fireTrigger, {}).catch(ignore)
  }

  return (
    <>
      <PageHero hero={content.hero}>
        <p className={[styles.hint, styles.mobileOnly].join(" ")} data-mobile-hint>
          {content.mobileHint}
        </p>
        <div className={styles.actions}>
          <a
            href={BLUEPRINT_PDF.path}
            target="_blank"
            rel="noopener"
            className={buttonClass("primary")}
            onClick={onView}
          >
            {content.viewLabel}
            <span className="visually-hidden"> {content.viewHint}</span>
          </a>
        </div>
        <DownloadStatusMessage status={status} href={BLUEPRINT_PDF.path} fileName={BLUEPRINT_PDF.fileName} />
      </PageHero>
      <CallBand
        id="bty-call"
        heading={content.callHeading}
        body={content.callBody}
        action={
          <ButtonLink to="/tl-booking" variant="light">
            {content.callLabel}
          </ButtonLink>
        }
      />
      <Section tone="white" narrow>
        <p className={styles.disclaimer}>
          <DisclosedText text={content.disclaimer} />
        </p>
      </Section>
    </>
  )
}
