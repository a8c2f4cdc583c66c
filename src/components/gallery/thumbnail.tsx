/**
 * One thumbnail of a gallery's strip: a fixed-size `<picture>` drawn from its
 * gatsby-plugin-image data (WebP and JPEG, at 1× and 2×), loaded lazily and decoded off
 * the main thread, on its dominant colour until it arrives. GatsbyImage's wrapper,
 * placeholder and load effects are made for large photos; for a strip of 48-px squares
 * they cost about a millisecond each while the page hydrates, all in one task.
 */
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./trip-gallery.module.css"

export function Thumbnail({ image }: { image: IGatsbyImageData }) {
  const { images, width, height, backgroundColor } = image
  return (
    <picture>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.thumbImage}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt=""
        loading="lazy"
        decoding="async"
        style={backgroundColor ? { backgroundColor } : undefined}
      />
    </picture>
  )
}
