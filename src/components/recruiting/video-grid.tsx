/** Videos as facades in a responsive grid (nothing loads from the video service before a click). */
import React from "react"
import { VideoFacade } from "../embeds/video-facade"
import type { Video } from "./types"
import * as styles from "./video-grid.module.css"

export function VideoGrid({ videos }: { videos: readonly Video[] }) {
  return (
    <ul className={styles.grid}>
      {videos.map((v) => (
        <li key={v.videoId}>
          <VideoFacade videoId={v.videoId} title={v.title} />
        </li>
      ))}
    </ul>
  )
}
