/** Links to the mentor's video channel and latest videos (site.json links). */
import React from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import * as styles from "./lead-magnets.module.css"

type ChannelLinksProps = { text: string; channelLabel: string; latestLabel: string }

export function ChannelLinks({ text, channelLabel, latestLabel }: ChannelLinksProps) {
  const site = useSiteConfig()
  return (
    <>
      <p>{text}</p>
      <ul className={styles.linkRow}>
        <li>
          <a href={site.links.videoChannel} target="_blank" rel="noopener noreferrer">
            {channelLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={site.links.latestVideos} target="_blank" rel="noopener noreferrer">
            {latestLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </>
  )
}
