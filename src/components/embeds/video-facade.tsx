/**
 * A single video as a facade (see PlayerFacade). By default the poster is drawn locally,
 * so nothing is requested from the video service before a click; `serviceThumbnail`
 * shows the service's thumbnail instead, with the smaller one as fallback.
 */
import React, { useEffect, useRef, useState } from "react"
import { graphql } from "gatsby"
import { useSiteConfig } from "../../hooks/use-site-config"
import { thumbnailUrls, videoEmbedUrl, videoWatchUrl } from "../../lib/video"
import { PlayerFacade } from "./player-facade"
import * as styles from "./video-facade.module.css"
import { useSharedWords } from "../../hooks/use-navigation"
import { fillTokens } from "../../lib/text"

type VideoFacadeProps = {
  videoId: string
  /** Names the video for screen readers and titles the player frame. */
  title: string
  /** Start playing as soon as the facade renders (used inside a modal the visitor opened). */
  autoplay?: boolean
  /** Load the thumbnail from the video service (third-party request) instead of the local poster. */
  serviceThumbnail?: boolean
  className?: string
}

function ServiceThumbnail({ sources }: { sources: string[] }) {
  const [index, setIndex] = useState(0)
  const imgRef = useRef<HTMLImageElement>(null)
  // An image that failed before React hydrated never fires onError for us: check once.
  useEffect(() => {
    const img = imgRef.current
    if (img && img.complete && img.naturalWidth === 0) setIndex((i) => i + 1)
  }, [index])
  if (index >= sources.length) return null
  return (
    <img
      ref={imgRef}
      key={sources[index]}
      className={styles.thumb}
      src={sources[index]}
      alt=""
      loading="lazy"
      decoding="async"
      width={480}
      height={360}
      onError={() => setIndex((i) => i + 1)}
    />
  )
}

export function VideoFacade({
  videoId,
  title,
  autoplay = false,
  serviceThumbnail = false,
  className,
}: VideoFacadeProps) {
  const { embeds } = useSiteConfig()
  const { watchVideo } = useSharedWords()
  return (
    <PlayerFacade
      playerSrc={videoEmbedUrl(embeds.videoPlayerOrigin, videoId, true)}
      title={title}
      watchHref={videoWatchUrl(videoId)}
      watchLabel={fillTokens(watchVideo, { name: title })}
      poster={
        serviceThumbnail ? <ServiceThumbnail sources={thumbnailUrls(embeds.videoThumbnailOrigin, videoId)} /> : null
      }
      autoplay={autoplay}
      className={className}
    />
  )
}

/** A video record of data/videos.json, as pages query it for a facade and its structured data. */
export const query = graphql`
  fragment VideoFields on Video {
    key
    youtubeId
    title
    description
    uploadDate
  }
`
