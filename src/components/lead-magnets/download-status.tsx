/**
 * The outcome of an auto-download: exactly one of the two messages, each
 * ending in a link to the PDF, announced politely to screen readers. Nothing while idle
 * or fetching.
 */
import React from "react"
import { DOWNLOAD_MESSAGES, type DownloadStatus } from "../../lib/pdf-download"
import * as styles from "./lead-magnets.module.css"

type DownloadStatusProps = {
  status: DownloadStatus
  href: string
  fileName: string
}

export function DownloadStatusMessage({ status, href, fileName }: DownloadStatusProps) {
  const message =
    status === "success" ? DOWNLOAD_MESSAGES.success : status === "failure" ? DOWNLOAD_MESSAGES.failure : null
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <p
          className={[styles.status, status === "success" ? styles.success : styles.failure].join(" ")}
          data-download-status={status}
        >
          {message.text}
          <a href={href} download={fileName}>
            {message.link}
          </a>
          {message.end}
        </p>
      ) : null}
    </div>
  )
}
