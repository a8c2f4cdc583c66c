/**
 * One agent's video testimonial: a card with the video service's thumbnail (the smaller
 * one if that fails, then a local poster), the name and role. Choosing it opens a modal
 * player titled with the video's title that starts playing; the close button, Escape or a
 * click outside closes it and focus returns to the card.
 */
import React, { useEffect, useRef, useState } from "react"
import * as Dialog from "@radix-ui/react-dialog"
import { useSiteConfig } from "../../hooks/use-site-config"
import { thumbnailUrls } from "../../lib/video"
import { VideoFacade } from "../embeds/video-facade"
import * as styles from "./video-card.module.css"
import { cspMark } from "../../lib/csp"

export type TestimonialVideo = {
  /** Who speaks: their record in data/people.json. */
  person: { key: string; name: string; role: string }
  video: Pick<Queries.VideoFieldsFragment, "youtubeId" | "title">
}

type VideoCardProps = {
  video: TestimonialVideo
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

export function VideoCard({ video }: VideoCardProps) {
  const { embeds } = useSiteConfig()
  const [open, setOpen] = useState(false)
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          ref={cardRef}
          type="button"
          className={styles.card}
          data-video-id={video.video.youtubeId}
          {...cspMark({ img: [embeds.videoThumbnailOrigin], frame: [embeds.videoPlayerOrigin] })}
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
            <span className={styles.play} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
          </span>
          <span className={styles.text}>
            <span className={styles.name}>{video.person.name}</span>
            {video.person.role ? <span className={styles.role}>{video.person.role}</span> : null}
            <span className="visually-hidden">: watch the video testimonial</span>
          </span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close video">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">
            {video.person.role
              ? `${video.person.name}, ${video.person.role}, talks about working with our agency.`
              : `${video.person.name} talks about working with our agency.`}
          </Dialog.Description>
          <VideoFacade videoId={video.video.youtubeId} title={title} autoplay />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
