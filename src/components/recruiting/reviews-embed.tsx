/**
 * The reviews widget (site.json embeds.reviewsWidgetUrl), with a link to the reviews page
 * as fallback. A reviews section has nothing to say without reviews, so pages show it
 * only when useReviewsShown() is true.
 */
import React from "react"
import { useSiteConfig } from "../../hooks/use-site-config"
import { IframeEmbed } from "../embeds/iframe-embed"

/** Whether the agency has set up its reviews widget. */
export function useReviewsShown(): boolean {
  return Boolean(useSiteConfig().embeds.reviewsWidgetUrl)
}

export function ReviewsEmbed({ height = 600 }: { height?: number }) {
  const { embeds, links } = useSiteConfig()
  if (!embeds.reviewsWidgetUrl) return null
  return (
    <IframeEmbed
      src={embeds.reviewsWidgetUrl}
      title="Reviews of our agency"
      height={height}
      fallbackHref={links.reviews}
      fallbackLabel="Read our reviews"
    />
  )
}
