/**
 * A video as a facade (DECISIONS §6): a thumbnail and a play button; the player frame
 * (privacy-friendly domain) loads only when the visitor asks for it. By default the
 * poster is drawn locally, so nothing is requested from the video service before a
 * click; `serviceThumbnail` shows the service's thumbnail instead (with the smaller one
 * as fallback, spec §4). When the service is unreachable the page still renders, with
 * a link to watch elsewhere.
 */
import React, { useEffect, useRef, useState } from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { thumbnailUrls, videoEmbedUrl, videoWatchUrl } from "../../lib/video"
import * as styles from "./video-facade.module.css"

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

export function VideoFacade({ videoId, title, autoplay = false, serviceThumbnail = false, className = "" }: VideoFacadeProps) {
  const { embeds } = useSiteConfig()
  const [playing, setPlaying] = useState(autoplay)
  const sources = serviceThumbnail ? thumbnailUrls(embeds.videoThumbnailOrigin, videoId) : []
  const [thumbIndex, setThumbIndex] = useState(0)
  const imgRef = useRef<HTMLImageElement>(null)

  // An image that failed before React hydrated never fires onError for us: check once.
  useEffect(() => {
    const img = imgRef.current
    if (img && img.complete && img.naturalWidth === 0) setThumbIndex((i) => i + 1)
  }, [thumbIndex])

  const onThumbError = () => setThumbIndex((i) => i + 1)

  return (
    <figure className={[styles.frame, className].join(" ")}>
      {playing ? (
        <iframe
          className={styles.player}
          src={videoEmbedUrl(embeds.videoPlayerOrigin, videoId, true)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.facade} onClick={() => setPlaying(true)}>
          {thumbIndex < sources.length ? (
            <img
              ref={imgRef}
              key={sources[thumbIndex]}
              className={styles.thumb}
              src={sources[thumbIndex]}
              alt=""
              loading="lazy"
              decoding="async"
              width={480}
              height={360}
              onError={onThumbError}
            />
          ) : null}
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
              <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z" fill="#b3261e" />
              <path d="m27 34 18-10-18-10z" fill="#fff" />
            </svg>
          </span>
          <span className={styles.caption}>
            <span className="visually-hidden">Play video: </span>
            {title}
          </span>
        </button>
      )}
      <figcaption className={styles.fallback}>
        <a href={videoWatchUrl(videoId)} target="_blank" rel="noopener noreferrer">
          Watch “{title}” on YouTube<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
