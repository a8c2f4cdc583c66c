/** Videos as facades in a responsive grid (nothing loads from the video service before a click). */
import React from "react"
import { VideoFacade } from "../embeds/video-facade"
import * as styles from "./video-grid.module.css"

export function VideoGrid({ videos }: { videos: readonly Queries.VideoFieldsFragment[] }) {
  return (
    <ul className={styles.grid}>
      {videos.map((v) => (
        <li key={v.key}>
          <VideoFacade videoId={v.youtubeId} title={v.title} />
        </li>
      ))}
    </ul>
  )
}
