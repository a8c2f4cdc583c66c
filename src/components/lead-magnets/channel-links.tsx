/** Links to the mentor's video channel and latest videos (site.json links). */
import React from "react"
import { graphql } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import * as styles from "./lead-magnets.module.css"
import { ExternalLinkList } from "../ui/external-link"

export function ChannelLinks({ content }: { content: Queries.ChannelLinksFragment }) {
  const site = useSiteConfig()
  const links = [
    { href: site.links.videoChannel, label: content.channelLabel },
    { href: site.links.latestVideos, label: content.latestLabel },
  ].filter((link) => link.href)
  if (links.length === 0) return null
  return (
    <>
      <p>{content.text}</p>
      <ExternalLinkList links={links} className={styles.linkRow} />
    </>
  )
}

export const query = graphql`
  fragment ChannelLinks on ChannelLinksText {
    text
    channelLabel
    latestLabel
  }
`
