/**
 * A third-party frame (reviews, map, booking widget, playlist, form) that never holds a
 * page hostage: lazy, titled, fixed height (no layout shift), and with a plain link below
 * it for when the service is blocked or unreachable. Without an address (the agency has not
 * set the service up) it shows the ways to reach a person instead and loads nothing.
 */
import React from "react"
import * as styles from "./iframe-embed.module.css"
import { ExternalLink } from "../ui/external-link"
import { EmbedAlternative } from "./embed-alternative"
import { useSharedWords } from "../../hooks/use-navigation"

type IframeEmbedProps = {
  src: string
  title: string
  height: number
  fallbackHref: string
  fallbackLabel: string
  /** Wrap the frame in a scroll area of this height instead of the frame's own height. */
  scrollAreaHeight?: number
  allow?: string
  className?: string
  /** Words above the frame that may speak of it ("scroll inside the frame"): shown only with the frame. */
  intro?: string | null
  /** What to do instead, shown when the service is not set up. */
  fallback?: string | null
}

export function IframeEmbed({
  src,
  title,
  height,
  fallbackHref,
  fallbackLabel,
  scrollAreaHeight,
  allow,
  className = "",
  intro,
  fallback,
}: IframeEmbedProps) {
  const { troubleSeeing } = useSharedWords()
  if (!src) return <EmbedAlternative title={title} text={fallback} />
  const frame = (
    <iframe
      className={styles.frame}
      src={src}
      title={title}
      height={height}
      loading="lazy"
      allow={allow}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
  return (
    <div className={[styles.wrap, className].join(" ")}>
      {intro ? <p>{intro}</p> : null}
      {scrollAreaHeight ? (
        <div
          className={styles.scrollArea}
          style={{ maxHeight: scrollAreaHeight }}
          tabIndex={0}
          role="region"
          aria-label={title}
        >
          {frame}
        </div>
      ) : (
        frame
      )}
      {fallbackHref ? (
        <p className={styles.fallback}>
          {troubleSeeing} <ExternalLink href={fallbackHref}>{fallbackLabel}</ExternalLink>
        </p>
      ) : null}
    </div>
  )
}
