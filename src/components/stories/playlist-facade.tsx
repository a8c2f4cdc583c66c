/** The founder-stories playlist as a facade (see PlayerFacade), with a drawn "list" poster. */
import React from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { playlistEmbedUrl } from "../../lib/video"
import { EmbedAlternative } from "../embeds/embed-alternative"
import { PlayerFacade } from "../embeds/player-facade"
import * as styles from "./playlist-facade.module.css"

type PlaylistFacadeProps = {
  /** Titles the player frame and names the play button. */
  title: string
  /** Words above the player that speak of it, shown only with the player. */
  intro?: string | null
  /** What to do instead while the playlist is not set up. */
  fallback?: string | null
  /** The plain link under the player, to the playlist on the video service. */
  linkLabel: string
}

export function PlaylistFacade({ title, intro, fallback, linkLabel }: PlaylistFacadeProps) {
  const { embeds, links } = useSiteConfig()
  if (!embeds.playlistId) return <EmbedAlternative title={title} text={fallback} />
  return (
    <>
      {intro ? <p>{intro}</p> : null}
      <PlayerFacade
        playerSrc={`${playlistEmbedUrl(embeds.videoPlayerOrigin, embeds.playlistId)}&autoplay=1`}
        title={title}
        watchHref={links.playlist}
        watchLabel={linkLabel}
        poster={
          <span className={styles.stack} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        }
      />
    </>
  )
}
