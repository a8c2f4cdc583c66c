/**
 * A photo drawn as a plain `<picture>` from its gatsby-plugin-image data: WebP and
 * JPEG at every width the build made, decoded off the main thread, on its blurred
 * placeholder or dominant colour until the file arrives. The featured photo, the lightbox
 * and the thumbnail strip all draw their photos this way, and so do the trip cards, the
 * trip's cover and the team's portraits. GatsbyImage would add a wrapper, a placeholder
 * element and load effects to each, and draw a photo the page did not bring with React's
 * server renderer, fetched for the purpose: work a gallery repeats on every arrow key and
 * slideshow step. Its lazy markup (an `img` with only `data-src`, `source`s without
 * `srcset`) is also not valid HTML; this one is, and the browser's own lazy loading
 * (`loading="lazy"`) does the waiting.
 */
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./photo.module.css"

type PhotoProps = {
  image: IGatsbyImageData
  alt: string
  className?: string
  /** Fill the positioned container and fit the whole photo inside it (the featured photo, the lightbox). */
  fitted?: boolean
  /** "lazy" for pictures that may be off screen (the strip); the others load at once. */
  loading?: "lazy" | "eager"
  /** The width the photo is shown at, when it differs from what the query said. */
  sizes?: string
}

export function Photo({ image, alt, className, fitted = false, loading = "eager", sizes }: PhotoProps) {
  const { images, width, height, backgroundColor, placeholder } = image
  const fallback = images.fallback
  return (
    <picture>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        className={[fitted ? styles.fitted : undefined, className].filter(Boolean).join(" ") || undefined}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={{
          backgroundColor,
          backgroundImage: placeholder ? `url("${placeholder.fallback}")` : undefined,
        }}
      />
    </picture>
  )
}
