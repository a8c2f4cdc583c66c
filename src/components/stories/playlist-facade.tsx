/**
 * A playlist player as a facade: a local poster and a play button; the player frame
 * (privacy-friendly domain) loads only when the visitor presses play, so the page makes
 * no request to the video service before that. A plain link to the playlist stays below.
 */
import React, { useState } from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { playlistEmbedUrl } from "../../lib/video"
import * as styles from "./playlist-facade.module.css"

type PlaylistFacadeProps = {
  /** Titles the player frame and names the play button. */
  title: string
}

export function PlaylistFacade({ title }: PlaylistFacadeProps) {
  const { embeds, links } = useSiteConfig()
  const [playing, setPlaying] = useState(false)
  return (
    <figure className={styles.frame}>
      {playing ? (
        <iframe
          className={styles.player}
          src={`${playlistEmbedUrl(embeds.videoPlayerOrigin, embeds.playlistId)}&autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.facade} onClick={() => setPlaying(true)}>
          <span className={styles.stack} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="36" height="36" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
          <span className={styles.caption}>
            <span className="visually-hidden">Play: </span>
            {title}
          </span>
        </button>
      )}
      <figcaption className={styles.fallback}>
        <a href={links.playlist} target="_blank" rel="noopener noreferrer">
          Open the playlist on YouTube<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
