/**
 * One agent's video testimonial: a card with the video service's thumbnail (the smaller
 * one if that fails, then a local poster), the name and role. Choosing it opens a modal
 * player titled with the video's title that starts playing; the close button, Escape or a
 * click outside closes it and focus returns to the card.
 */
import React, { Suspense, useEffect, useRef, useState } from "react"
import { fillTokens } from "../../lib/text"
import type { VideoDialogProps } from "./video-dialog"
import { useSiteConfig } from "../../hooks/use-site-config"
import { thumbnailUrls } from "../../lib/video"
import * as styles from "./video-card.module.css"
import { onDemand } from "../ui/on-demand"

/**
 * The player dialog is not part of what the page needs before it responds: it loads when
 * the visitor points at or focuses a card, at the latest on the click that opens it.
 */
const { Component: VideoDialog, prefetch: prefetchVideoDialog } = onDemand(
  () => import("./video-dialog"),
  function PlayerUnavailable({ words }: VideoDialogProps) {
    return (
      <p role="alert" className={styles.unavailable}>
        {words.playerUnavailable}
      </p>
    )
  },
)

export type TestimonialVideo = {
  /** Who speaks: their record in data/people.json. */
  person: { key: string; name: string; role: string }
  video: Pick<Queries.VideoFieldsFragment, "youtubeId" | "title">
}

/** The words of the cards and their player (data/testimonials.json → videoGrid). */
export type VideoCardWords = {
  watchLabel: string
  /** {name} is the person's name and role. */
  dialogDescription: string
  closeLabel: string
  playerUnavailable: string
}

type VideoCardProps = {
  video: TestimonialVideo
  words: VideoCardWords
}

/**
 * True once `ref` comes near the viewport. The thumbnail is a third-party request, so it
 * waits until the visitor scrolls to it (browsers' own lazy loading starts far earlier).
 */
function useNearViewport(ref: React.RefObject<Element>, rootMargin = "200px"): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    if (typeof IntersectionObserver === "undefined") {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, rootMargin, near])
  return near
}

export function VideoCard({ video, words }: VideoCardProps) {
  const { embeds } = useSiteConfig()
  const [open, setOpen] = useState(false)
  // Once opened, the dialog stays mounted (closed), so closing it can hand focus back.
  const [opened, setOpened] = useState(false)
  const [thumbIndex, setThumbIndex] = useState(0)
  const cardRef = useRef<HTMLButtonElement>(null)
  const near = useNearViewport(cardRef)
  const sources = thumbnailUrls(embeds.videoThumbnailOrigin, video.video.youtubeId)
  const title = video.video.title
  const initials = video.person.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase()

  return (
    <>
      <button
        ref={cardRef}
        type="button"
        className={styles.card}
        data-video-id={video.video.youtubeId}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetchVideoDialog}
        onFocus={prefetchVideoDialog}
        onClick={() => {
          setOpen(true)
          setOpened(true)
        }}
      >
        <span className={styles.media}>
          <span className={styles.poster} aria-hidden="true">
            {initials}
          </span>
          {near && thumbIndex < sources.length ? (
            <img
              key={sources[thumbIndex]}
              className={styles.thumb}
              src={sources[thumbIndex]}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              onError={() => setThumbIndex((i) => i + 1)}
            />
          ) : null}
          <span className={styles.play} aria-hidden="true" />
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{video.person.name}</span>
          {video.person.role ? <span className={styles.role}>{video.person.role}</span> : null}
          <span className="visually-hidden">{words.watchLabel}</span>
        </span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <VideoDialog
            open={open}
            onClose={() => setOpen(false)}
            returnFocusTo={cardRef}
            videoId={video.video.youtubeId}
            title={title}
            description={fillTokens(words.dialogDescription, {
              name: video.person.role ? `${video.person.name}, ${video.person.role},` : video.person.name,
            })}
            words={words}
          />
        </Suspense>
      ) : null}
    </>
  )
}
