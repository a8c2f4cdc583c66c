/**
 * The link-preview picture of a page (Open Graph and Twitter cards) and its alt text. A
 * preview is complete only with both: a reader of the shared link hears the alt text.
 */
import type { SiteFields } from "../node/site"

export type PreviewImage = {
  /** Absolute or site-relative address of the picture. */
  src: string
  /** What the picture shows, from the data it was made from. */
  alt: string
}

/** The default picture (public/og-image.png, drawn at build time from data/site.json). */
export const DEFAULT_PREVIEW_PATH = "/og-image.png"

/**
 * The default picture with its alt text. The picture is the agency's name and tagline
 * beside its mark, so its alt text is those words, read from the same data.
 */
export function defaultPreviewImage(site: SiteFields<"companyName" | "tagline">): PreviewImage {
  return { src: DEFAULT_PREVIEW_PATH, alt: `${site.companyName}: ${site.tagline}` }
}

/**
 * A trip's picture is its cover, described by the alt text of the gallery photo it is (the
 * photo's caption, else its place in the gallery). Names are compared without extension,
 * since a phone's HEIC photo is shown as a JPEG of the same name. A cover file of its own
 * (cover.*) has no caption, so the trip's description stands for it.
 */
export function tripPreviewAlt(
  coverName: string | null | undefined,
  photos: readonly { fileName: string; alt: string }[],
  description: string,
): string {
  return photos.find((p) => p.fileName.replace(/\.[^.]+$/, "") === coverName)?.alt ?? description
}
