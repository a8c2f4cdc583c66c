import type { IGatsbyImageData } from "gatsby-plugin-image"

/** One photo as the gallery components need it (mapped from the Trip query in the template). */
export type GalleryPhoto = {
  fileName: string
  alt: string
  /** Responsive image for the featured view and the lightbox. */
  large: IGatsbyImageData
  /** Fixed 48 px thumbnail for the strip. */
  thumb: IGatsbyImageData
}
