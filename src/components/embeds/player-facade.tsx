/**
 * The facade every video and playlist player shares: a poster and a play
 * button; the player frame loads only when the visitor presses play (or at once with
 * `autoplay`, inside a dialog the visitor opened). A plain link stays below for when the
 * video service is blocked or unreachable.
 */
import React, { useState } from "react"
import * as styles from "./player-facade.module.css"
import { ExternalLink } from "../ui/external-link"
import { useSharedWords } from "../../hooks/use-navigation"

type PlayerFacadeProps = {
  /** Player frame address, with autoplay on (it only loads after a click). */
  playerSrc: string
  /** Names the play button and titles the player frame. */
  title: string
  /** Where the fallback link goes, and what it says. */
  watchHref: string
  watchLabel: string
  /** Drawn inside the play button, behind the icon. */
  poster?: React.ReactNode
  autoplay?: boolean
  className?: string
}

export function PlayerFacade({
  playerSrc,
  title,
  watchHref,
  watchLabel,
  poster,
  autoplay = false,
  className = "",
}: PlayerFacadeProps) {
  const [playing, setPlaying] = useState(autoplay)
  const { play } = useSharedWords()
  return (
    <figure className={[styles.frame, className].join(" ")}>
      {playing ? (
        <iframe
          className={styles.player}
          src={playerSrc}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.facade} onClick={() => setPlaying(true)}>
          {poster}
          <span className={styles.play} aria-hidden="true" />
          <span className={styles.caption}>
            <span className="visually-hidden">{play} </span>
            {title}
          </span>
        </button>
      )}
      <figcaption className={styles.fallback}>
        <ExternalLink href={watchHref}>{watchLabel}</ExternalLink>
      </figcaption>
    </figure>
  )
}
